import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { THotelOrder, TOrderHistoryValues, ZHotelOrderEditRequest } from '@frs/contract';
import { hotelOrderGuests, hotelOrderRooms } from '../../db/schema';
import { fieldErrors } from '../../lib/app-error';
import { runOrderOperation, type TOrderInputCall } from '../order-engine';
import { applyHotelTransition, hotelOrderLine } from './hotel-order-line';
import { guestName, type THotelRoomRow } from './order-details';
import { toHotelOrderView } from './order-view';

type TEditInput = z.output<typeof ZHotelOrderEditRequest>;

/** The rooms as the edit leaves them, or the field errors of guests and rooms that are not the order's. */
function editedRooms(rooms: readonly THotelRoomRow[], input: TEditInput) {
  const errors: Record<string, string> = {};
  const edited = rooms.map((room) => ({ ...room, guests: room.guests.map((guest) => ({ ...guest })) }));
  for (const [index, change] of (input.rooms ?? []).entries()) {
    const room = edited.find((candidate) => candidate.id === change.id);
    if (!room) {
      errors[`rooms.${index}.id`] = 'unknownReference';
      continue;
    }
    if (change.specialRequests !== undefined) room.specialRequests = change.specialRequests;
    for (const [guestIndex, guestChange] of (change.guests ?? []).entries()) {
      const guest = room.guests.find((candidate) => candidate.id === guestChange.id);
      if (!guest) errors[`rooms.${index}.guests.${guestIndex}.id`] = 'unknownGuest';
      else Object.assign(guest, { firstName: guestChange.firstName, lastName: guestChange.lastName });
    }
  }
  return { edited, errors };
}

/**
 * PUT /api/hotelOrders/{id}: the contact, the comment (absent: unchanged; null or empty: removed), the guests' names
 * and each room's special requests. The guests and their ages stay: they decide the price and the room.
 */
export function editHotelOrder(call: TOrderInputCall<TEditInput>): Promise<THotelOrder> {
  const { orderId, input } = call;
  const run = { orderId, operation: 'edit', scope: `hotelOrders.edit:${orderId}`, request: input } as const;
  return runOrderOperation(hotelOrderLine, call, run, async ({ tx, actor, locked, now }) => {
    const { order } = locked;
    const { edited, errors } = editedRooms(locked.rooms, input);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    for (const room of edited) {
      const before = locked.rooms.find((candidate) => candidate.id === room.id)!;
      if (room.specialRequests !== before.specialRequests) {
        await tx
          .update(hotelOrderRooms)
          .set({ specialRequests: room.specialRequests, updatedAt: now })
          .where(eq(hotelOrderRooms.id, room.id));
      }
      for (const guest of room.guests) {
        const was = before.guests.find((candidate) => candidate.id === guest.id)!;
        if (guestName(was) !== guestName(guest)) {
          await tx
            .update(hotelOrderGuests)
            .set({ firstName: guest.firstName, lastName: guest.lastName, updatedAt: now })
            .where(eq(hotelOrderGuests.id, guest.id));
        }
      }
    }
    const contact = input.contact ?? { name: order.contactName, phone: order.contactPhone, email: order.contactEmail };
    const comment = input.comment === undefined ? order.comment : input.comment;
    const valuesOf = (rooms: readonly THotelRoomRow[], values: { contact: typeof contact; comment: string | null }) =>
      ({
        contact: values.contact,
        comment: values.comment,
        guests: rooms.flatMap((room) => room.guests.map(guestName)),
        specialRequests: rooms.map((room) => room.specialRequests ?? ''),
      }) satisfies TOrderHistoryValues;
    const updated = await applyHotelTransition(tx, {
      actor,
      order,
      operation: 'edit',
      now,
      set: { contactName: contact.name, contactPhone: contact.phone, contactEmail: contact.email, comment },
      oldValues: valuesOf(locked.rooms, {
        contact: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
        comment: order.comment,
      }),
      newValues: valuesOf(edited, { contact, comment }),
    });
    return toHotelOrderView(actor, { ...locked, order: updated, rooms: edited }, now);
  });
}
