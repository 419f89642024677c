import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFlightOrder, ZFlightRefundRequest } from '@frs/contract';
import { classes } from '../../db/schema';
import { fieldErrors } from '../../lib/app-error';
import { runOrderOperation, type TOrderInputCall } from '../order-engine';
import { flightOrderLine } from './flight-order-line';
import { orderView } from './order-view';
import { activeById, isActive } from './passenger-rules';
import { refundPassengers } from './refund-passengers';

/**
 * POST /api/orders/refund/{id} (admins): the chosen ticketed passengers (none: all) are refunded with the fare
 * rules' penalty or the admin's, their seats go to the receiving classes asked for (of the same flights).
 */
export async function refundOrder(call: TOrderInputCall<z.output<typeof ZFlightRefundRequest>>): Promise<TFlightOrder> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'refund', scope: `orders.refund:${orderId}`, request: input } as const;
  return runOrderOperation(flightOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { segments, passengers } = locked;
    const chosen =
      input.passengerIds.length === 0
        ? passengers.filter(isActive)
        : activeById(passengers, input.passengerIds, 'passengerIds');
    const errors: Record<string, string> = {};
    const penalties = new Map<number, { index: number; penalty: number }>();
    input.penalties.forEach((item, index) => {
      if (!chosen.some((passenger) => passenger.id === item.passengerId)) {
        errors[`penalties.${index}.passengerId`] = 'unknownReference';
      }
      penalties.set(item.passengerId, { index, penalty: item.penalty });
    });
    // The receiving classes are read here; their counters move through the flights module (refundPassengers).
    const receiving = new Map<number, { id: number; name: string }>();
    const targets = input.receivingClasses.length
      ? await tx
          .select({ id: classes.id, flightId: classes.flightId, name: classes.name })
          .from(classes)
          .where(
            inArray(
              classes.id,
              input.receivingClasses.map((item) => item.classId),
            ),
          )
      : [];
    input.receivingClasses.forEach((item, index) => {
      const segment = segments.find((candidate) => candidate.id === item.segmentId);
      if (!segment) {
        errors[`receivingClasses.${index}.segmentId`] = 'unknownReference';
        return;
      }
      const target = targets.find((candidate) => candidate.id === item.classId);
      if (!target || target.flightId !== segment.flightId) {
        errors[`receivingClasses.${index}.classId`] = 'unknownReference';
        return;
      }
      receiving.set(segment.id, { id: target.id, name: target.name });
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    await refundPassengers(tx, {
      actor,
      locked,
      operation: 'refund',
      segments,
      passengers,
      chosen,
      penalties,
      receiving,
      now,
    });
    return orderView(tx, actor, orderId);
  });
}
