import type { z } from 'zod';
import {
  daysBetween,
  HOTEL_ORDER_LIFECYCLE,
  isReleased,
  occupancyViolation,
  priceStay,
  ruleMessage,
  type THotelOrder,
  type ZHotelPreOrderRequest,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { AppError, fieldErrors } from '../../lib/app-error';
import { moveRoomNights } from '../hotels';
import {
  inOrderTransaction,
  newHold,
  insertOrderWithItems,
  startNewOrder,
  rateFor,
  totalsOf,
  type TOperationCall,
} from '../order-engine';
import { staysOf } from './hotel-order-line';
import { readHotelOrderDetails } from './order-details';
import { ROOM_ITEMS, roomItemValues, type TNewHotelRoom } from './room-items';
import { toHotelOrderView } from './order-view';
import { hotelSaleOf, type TSaleRoomType } from './sale';

export type THotelPreOrderInput = z.output<typeof ZHotelPreOrderRequest>;

/** The field errors of the rooms asked for: room types of the hotel, who they sleep, the stay's length. */
function roomErrors(input: THotelPreOrderInput, roomTypes: ReadonlyMap<number, TSaleRoomType>) {
  const errors: Record<string, string> = {};
  const nights = daysBetween(input.checkIn, input.checkOut);
  for (const [index, room] of input.rooms.entries()) {
    const type = roomTypes.get(room.roomId);
    if (!type) {
      errors[`rooms.${index}.roomId`] = 'unknownReference';
      continue;
    }
    if (nights < type.minStay) errors.checkOut = ruleMessage('stayTooShort', type.minStay).message;
    const adults = room.guests.filter((guest) => guest.type === 'adult').length;
    const children = room.guests.filter((guest) => guest.type === 'child');
    const violation = occupancyViolation(
      type,
      adults,
      children.map((guest) => guest.age ?? 0),
    );
    if (violation === 'childTooOldForRoom') {
      for (const [guestIndex, guest] of room.guests.entries()) {
        if (guest.type === 'child' && (guest.age ?? 0) > type.childMaxAge) {
          errors[`rooms.${index}.guests.${guestIndex}.age`] = ruleMessage(
            'childTooOldForRoom',
            type.childMaxAge,
          ).message;
        }
      }
    } else if (violation) {
      const limit = {
        noAdult: undefined,
        tooManyAdults: type.maxAdults,
        tooManyChildren: type.maxChildren,
        tooManyGuests: type.capacity,
      }[violation];
      errors[`rooms.${index}.guests`] = ruleMessage(
        violation === 'noAdult' ? 'noAdultGuest' : violation,
        limit,
      ).message;
    }
  }
  return errors;
}

/**
 * POST /api/hotelOrders/pre-order: checks the stay (room types of the hotel, who each room sleeps, the minimum stay,
 * the release days), prices every room night by night at today's agency rate (frozen into the order), and holds the
 * rooms on every night for the time limits' hold minutes, in one transaction with the order, its rooms, guests and
 * history row. A night short of rooms (or on stop-sale) anywhere in the stay takes no night at all.
 */
export async function createHotelPreOrder(
  options: TOperationCall & { input: THotelPreOrderInput },
): Promise<THotelOrder> {
  const { db, actor, input } = options;
  const start = await startNewOrder(options, HOTEL_ORDER_LIFECYCLE);
  const { now, today, agentId, userIds } = start;
  if (input.checkIn < today) throw fieldErrors({ checkIn: 'invalidDate' });

  const sale = await hotelSaleOf(db, {
    hotelId: input.hotelId,
    roomIds: input.rooms.map((room) => room.roomId),
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    userIds,
    today,
  });
  if (!sale.hotel) throw fieldErrors({ hotelId: 'unknownReference' });
  const errors = roomErrors(input, sale.roomTypes);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const nights = daysBetween(input.checkIn, input.checkOut);
  const priced = input.rooms.map((room, roomIndex) => {
    const type = sale.roomTypes.get(room.roomId)!;
    if (isReleased(today, input.checkIn, type.releaseDays)) throw new AppError(409, 'ROOMS_RELEASED');
    if (type.nights.some((night) => night.stopSale)) throw new AppError(409, 'STOP_SALE');
    if (type.nights.length < nights) throw new AppError(409, 'NOT_ENOUGH_ROOMS');
    const price = priceStay(type.nights, type.currency, rateFor(sale.rates, type.currency), type.commissionPercent);
    return { room, roomIndex, type, price };
  });
  const agentPays = agentId !== null;
  const totals = totalsOf(
    priced.map(({ price }) => ({ status: 'active', ...price })),
    agentPays,
    0,
    0,
  );
  const hold = newHold(start, { actor, people: sale.people, rates: sale.rates, limits: sale.limits, input });
  const label = (type: TSaleRoomType) => `${type.categoryName} · ${type.mealType}`;

  return inOrderTransaction(options, 'hotelOrders.pre-order', input, async (tx) => {
    const order = await insertHotelOrder(tx, {
      order: {
        ...hold.columns,
        productLine: 'hotel',
        travelType: null,
        orderDate: input.checkIn,
        firstDepartureAt: new Date(`${input.checkIn}T00:00:00Z`),
        ...totals,
      },
      rooms: priced.map(({ room, roomIndex, price, type }) => ({
        roomIndex,
        hotelId: input.hotelId,
        roomId: room.roomId,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        nightPrices: price.nights,
        gross: price.gross,
        commission: price.commission,
        net: price.net,
        cancellationPolicy: type.cancellationPolicy,
        specialRequests: room.specialRequests,
        guests: room.guests.map((guest, guestIndex) => ({
          guestIndex,
          type: guest.type,
          firstName: guest.firstName,
          lastName: guest.lastName,
          age: guest.type === 'child' ? (guest.age ?? 0) : null,
        })),
      })),
      history: hold.history(totals.payable, {
        hotel: `${sale.hotel!.name}, ${sale.hotel!.city}`,
        stay: { checkIn: input.checkIn, checkOut: input.checkOut },
        rooms: priced.map(({ type }) => label(type)),
        guests: input.rooms.flatMap((room) => room.guests.map((guest) => `${guest.firstName} ${guest.lastName}`)),
      }),
    });
    // The nights last: every pre-order of these room types waits on them until this transaction commits.
    await moveRoomNights(
      tx,
      'hold',
      staysOf(priced.map(({ room }) => ({ ...input, roomId: room.roomId, status: 'active' }))),
    );
    const details = await readHotelOrderDetails(tx, order.id);
    if (!details) throw new Error(`hotel order ${order.id} not found after its insert`);
    return toHotelOrderView(actor, details, now);
  });
}

/** Inserts the order, its rooms and their guests and the history row in one statement (the engine's insert). */
async function insertHotelOrder(
  tx: TExecutor,
  items: {
    order: Parameters<typeof insertOrderWithItems>[1]['order'];
    rooms: readonly TNewHotelRoom[];
    history: Parameters<typeof insertOrderWithItems>[1]['history'];
  },
) {
  const { order } = await insertOrderWithItems(tx, {
    order: items.order,
    history: items.history,
    items: ROOM_ITEMS,
    itemValues: roomItemValues(items.rooms),
    read: () => null,
  });
  return order;
}
