import type { z } from 'zod';
import type { TOrderHistoryValues, TPackageOrder, ZPackageOrderEditRequest } from '@frs/contract';
import { fieldErrors } from '../../lib/app-error';
import { flightPackageParts as flights } from '../flight-orders';
import { hotelPackageParts as hotels } from '../hotel-orders';
import { runOrderOperation, type TOrderInputCall } from '../order-engine';
import { packageOrderViewIn } from './order-view';
import { applyPackageTransition, packageOrderLine } from './package-order-line';

type TEditInput = z.output<typeof ZPackageOrderEditRequest>;

/**
 * POST /api/packageOrders/edit/{id}: the contact, the comment (absent: unchanged; null or empty: removed), the
 * travellers' names (on their tickets and as the hotel's guests alike) and the rooms' special requests. Who travels
 * and who sleeps where stay: they decide the price, the seats and the rooms.
 */
export function editPackageOrder(call: TOrderInputCall<TEditInput>): Promise<TPackageOrder> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'edit', scope: `packageOrders.edit:${orderId}`, request: input } as const;
  return runOrderOperation(packageOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order, passengers, rooms } = locked;
    const errors: Record<string, string> = {};
    const names = (input.travellers ?? []).filter((change, index) => {
      const found = passengers.find((passenger) => passenger.id === change.id);
      if (!found) errors[`travellers.${index}.id`] = 'unknownReference';
      return found && flights.passengerName(found) !== flights.passengerName(change);
    });
    const requests = (input.rooms ?? []).filter((change, index) => {
      const found = rooms.find((room) => room.id === change.id);
      if (!found) errors[`rooms.${index}.id`] = 'unknownReference';
      return found && (found.specialRequests ?? null) !== (change.specialRequests ?? null);
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    await flights.renameTravellers(tx, order.id, names, now);
    await hotels.renameGuestsOfTravellers(tx, order.id, names, now);
    await hotels.setSpecialRequests(
      tx,
      order.id,
      requests.map((room) => ({ id: room.id, specialRequests: room.specialRequests ?? null })),
      now,
    );
    const contact = input.contact ?? { name: order.contactName, phone: order.contactPhone, email: order.contactEmail };
    const comment = input.comment === undefined ? order.comment : input.comment;
    const renamed = passengers.map((passenger) => names.find((name) => name.id === passenger.id) ?? passenger);
    const requested = rooms.map((room) => requests.find((change) => change.id === room.id) ?? room);
    const valuesOf = (
      travellers: readonly { firstName: string; lastName: string }[],
      roomRequests: readonly { specialRequests?: string | null }[],
      values: { contact: typeof contact; comment: string | null },
    ) =>
      ({
        contact: values.contact,
        comment: values.comment,
        passengers: travellers.map(flights.passengerName),
        specialRequests: roomRequests.map((room) => room.specialRequests ?? ''),
      }) satisfies TOrderHistoryValues;
    await applyPackageTransition(tx, {
      actor,
      order,
      operation: 'edit',
      now,
      set: { contactName: contact.name, contactPhone: contact.phone, contactEmail: contact.email, comment },
      oldValues: valuesOf(passengers, rooms, {
        contact: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
        comment: order.comment,
      }),
      newValues: valuesOf(renamed, requested, { contact, comment }),
    });
    return packageOrderViewIn(tx, actor, order.id);
  });
}
