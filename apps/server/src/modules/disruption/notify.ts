import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDisruptionNotifyResult, ZDisruptionNotifyRequest } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { runWithOptionalKey } from '../../lib/idempotency';
import { activeOrdersOfFlight, rescheduleMails, rescheduleNotices } from '../flights';
import { enqueueMails } from '../mail';
import { sendPersonalNotices } from '../notifications';
import { runDisruptionBatch } from './batch';
import { disruptedFlight, previousTimesOf } from './disruption-view';

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

          await sendPersonalNotices(
            tx,
            await rescheduleNotices(tx, flightId, { previous: before, affectedOrders: affected }),
          );
          const recipients = await tx
            .select({ id: users.id, language: users.language })
            .from(users)
            .where(inArray(users.id, [...new Set(affected.map((order) => order.agentId))]));
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
