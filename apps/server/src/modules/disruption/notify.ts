import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  formatInstant,
  interpolate,
  LANGUAGES,
  textsOf,
  type TDisruptionNotifyResult,
  type TLanguage,
  type TMultilingualText,
  type ZDisruptionNotifyRequest,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { runWithOptionalKey } from '../../lib/idempotency';
import { activeOrdersOfFlight, rescheduleMails } from '../flights';
import { enqueueMails } from '../mail';
import { sendPersonalNotices } from '../notifications';
import { runDisruptionBatch } from './batch';
import { disruptedFlight, previousTimesOf } from './disruption-view';

/** The app page of an order, by what it sells. */
const orderLink = (order: { id: number; productLine: string }) =>
  order.productLine === 'package' ? `/reservation/package/${order.id}` : `/reservation/edit/${order.id}`;

/**
 * POST /api/flights/disruption/{id}/notify: each agent of the affected (or chosen) orders gets the
 * 'flight-rescheduled' mail in its language with the flight's times before its last change and now
 * (flights/reschedule-mail.ts), and a personal notice per order linking to it. One transaction under a key derived
 * from the batch's, so a replay tells nobody twice.
 */
export async function notifyDisruptedAgents(options: {
  db: TDatabase;
  actor: TActor;
  flightId: number;
  input: z.output<typeof ZDisruptionNotifyRequest>;
  idempotencyKey?: string;
}): Promise<TDisruptionNotifyResult> {
  const { db, actor, flightId, input } = options;
  const row = await disruptedFlight(db, flightId);
  return runDisruptionBatch<Omit<TDisruptionNotifyResult, 'batchId'>>(
    {
      db,
      actor,
      flightId,
      action: 'notify',
      idempotencyKey: options.idempotencyKey,
      request: input,
      summary: (result) => ({ agents: result.agents.map((agent) => ({ userId: agent.userId, orders: agent.orders })) }),
    },
    async ({ orderKey }) =>
      runWithOptionalKey(
        {
          db,
          actorId: actor.userId,
          key: orderKey('all'),
          scope: `flights.disruption.notify:${flightId}`,
          request: input,
        },
        async (tx) => {
          const chosen = new Set(input.orderIds);
          const affected = (await activeOrdersOfFlight(tx, flightId)).filter(
            (order) => chosen.size === 0 || chosen.has(order.id),
          );
          if (affected.length === 0) return { agents: [] };
          const previous = await previousTimesOf(tx, row);
          const before = previous
            ? { departureAt: new Date(previous.departureAt), arrivalAt: new Date(previous.arrivalAt) }
            : null;
          const mails = await rescheduleMails(tx, flightId, { previous: before, affectedOrders: affected });
          if (mails) await enqueueMails(tx, mails);

          const lines = await tx
            .select({ id: orders.id, productLine: orders.productLine })
            .from(orders)
            .where(
              inArray(
                orders.id,
                affected.map((order) => order.id),
              ),
            );
          const recipients = await tx
            .select({ id: users.id, language: users.language })
            .from(users)
            .where(inArray(users.id, [...new Set(affected.map((order) => order.agentId))]));
          const flight = `${row.airline} ${row.flight.flightNumber}`;
          const departure = formatInstant(row.flight.departureAt, { timeZone: row.from.timeZone });
          const arrival = formatInstant(row.flight.arrivalAt, { timeZone: row.to.timeZone });
          const was = previous ? formatInstant(previous.departureAt, { timeZone: row.from.timeZone }) : null;
          const inEach = (text: (language: TLanguage) => string) =>
            Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as TMultilingualText;
          await sendPersonalNotices(
            tx,
            affected.map((order) => ({
              userId: order.agentId,
              kind: 'flightDisruption' as const,
              urgent: true,
              title: inEach((language) => {
                const texts = textsOf(language).mail.flightDisruption;
                return interpolate(row.flight.status === 'cancelled' ? texts.cancelledTitle : texts.title, { flight });
              }),
              text: inEach((language) => {
                const texts = textsOf(language).mail.flightDisruption;
                const params = { pnr: order.pnr, departure, arrival, previous: was ?? '' };
                return interpolate(was ? texts.text : texts.textNoPrevious, params);
              }),
              link: orderLink(lines.find((line) => line.id === order.id) ?? { id: order.id, productLine: 'flight' }),
            })),
          );
          const agents = recipients.map((recipient) => {
            const own = affected.filter((order) => order.agentId === recipient.id);
            return {
              userId: recipient.id,
              name: own[0]?.agentName ?? '',
              language: recipient.language,
              orders: own.map((order) => order.pnr),
            };
          });
          return { agents };
        },
      ),
  );
}
