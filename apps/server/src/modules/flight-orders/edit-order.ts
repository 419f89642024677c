import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  passengerRuleViolations,
  todayIsoDate,
  type TFlightOrder,
  type TOrderHistoryValues,
  type ZFlightOrderEditRequest,
} from '@frs/contract';
import { orderPassengers } from '../../db/schema';
import { fieldErrors } from '../../lib/app-error';
import { runOrderOperation, type TOrderInputCall, type TOrderRow } from '../order-engine';
import { applyFlightTransition, flightOrderLine } from './flight-order-line';
import { passengerName } from './order-history';
import { orderView } from './order-view';
import { isActive, travelDateOf } from './passenger-rules';
import type { TPassengerRow } from './passengers';
import { travelTypeOf } from './order-details';

type TPassengerDetails = NonNullable<TOrderHistoryValues['passengerDetails']>[number];

/**
 * POST /api/orders/edit/{id}: the contact, the comment, and passengers' gender, passport and citizenship (never
 * type, date of birth, name or ticket number). A new passport must still be valid on the last travel date.
 */
export async function editOrder(
  call: TOrderInputCall<z.output<typeof ZFlightOrderEditRequest>>,
): Promise<TFlightOrder> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'edit', scope: `orders.edit:${orderId}`, request: input } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order, segments, passengers } = locked;
    const travelDates = segments.map(travelDateOf);
    const today = todayIsoDate(now);
    const errors: Record<string, string> = {};
    const edits = input.passengers.map((edit, index) => {
      const passenger = passengers.find((candidate) => candidate.id === edit.id && isActive(candidate));
      if (!passenger) {
        errors[`passengers.${index}.id`] = 'unknownReference';
        return null;
      }
      const { id: _id, ...fields } = edit;
      const next = {
        ...passenger,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      };
      const expires = passengerRuleViolations(
        next,
        { travelType: travelTypeOf(order), dates: travelDates },
        today,
      ).find((violation) => violation.field === 'passportExpiry');
      if (fields.passportExpiry !== undefined && expires) errors[`passengers.${index}.passportExpiry`] = expires.code;
      return { passenger, fields };
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);

    const oldValues: TOrderHistoryValues = {};
    const newValues: TOrderHistoryValues = {};
    const detailsBefore: TPassengerDetails[] = [];
    const detailsAfter: TPassengerDetails[] = [];
    const set: Partial<TOrderRow> = {};
    if (input.contact) {
      const previous = { name: order.contactName, phone: order.contactPhone, email: order.contactEmail };
      if (JSON.stringify(previous) !== JSON.stringify(input.contact)) {
        oldValues.contact = previous;
        newValues.contact = input.contact;
        Object.assign(set, {
          contactName: input.contact.name,
          contactPhone: input.contact.phone,
          contactEmail: input.contact.email,
        });
      }
    }
    if (input.comment !== undefined && input.comment !== order.comment) {
      oldValues.comment = order.comment;
      newValues.comment = input.comment;
      set.comment = input.comment;
    }
    for (const edit of edits) {
      if (!edit) continue;
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(edit.fields)) {
        if (value === undefined || value === edit.passenger[key as keyof TPassengerRow]) continue;
        before[key] = edit.passenger[key as keyof TPassengerRow];
        after[key] = value;
      }
      if (Object.keys(after).length === 0) continue;
      await tx
        .update(orderPassengers)
        .set({ ...after, updatedAt: now })
        .where(eq(orderPassengers.id, edit.passenger.id));
      // The passenger by name, with only what changed (the edited fields are the details' own).
      detailsBefore.push({ name: passengerName(edit.passenger), ...(before as Omit<TPassengerDetails, 'name'>) });
      detailsAfter.push({ name: passengerName(edit.passenger), ...(after as Omit<TPassengerDetails, 'name'>) });
    }
    if (detailsAfter.length > 0) {
      oldValues.passengerDetails = detailsBefore;
      newValues.passengerDetails = detailsAfter;
    }
    if (Object.keys(newValues).length > 0) {
      await applyFlightTransition(tx, { actor, order, operation: 'edit', now, set, oldValues, newValues });
    }
    return orderView(tx, actor, orderId);
  });
}
