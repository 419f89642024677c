import {
  addDays,
  formatIsoDate,
  HOTEL_ORDER_ENDPOINTS,
  HOTEL_SEARCH_ENDPOINTS,
  type TGuestInput,
  type THotelOrder,
} from '@frs/contract';
import { callApi } from '../../lib/api-client';
import { CommandRefusal, column, plain, type TAnswerLine } from './answer';
import type { TNamedPassenger } from './commands';
import { money, type TLineCommands, type TRunContext } from './line-commands';
import { orderContact } from './order-contact';
import { cityOf } from './places';
import { ageOn, namedPassengers } from './travellers';
import type { TAvailabilityLine, TWorkSession } from './work-session';

/**
 * The hotel line on the command line: HA asks the hotel search of /search (a city, a stay, a room's party and how
 * many such rooms), numbering every hotel's room types; SS takes one (SS3/2: two of them); ER holds it with the
 * named guests, room by room in the order they were named (each room's first guest an adult), as the hotel
 * checkout sends them.
 */

type THotelLine = Extract<TAvailabilityLine, { line: 'hotel' }>;

function guestOf(name: TNamedPassenger, checkIn: string): TGuestInput {
  if (name.type === 'adult' || name.dateOfBirth === null)
    return { type: 'adult', firstName: name.firstName, lastName: name.lastName };
  return { type: 'child', firstName: name.firstName, lastName: name.lastName, age: ageOn(name.dateOfBirth, checkIn) };
}

/** The named guests room by room: as many to a room as the search's party, in the order they were named. */
function roomsOfGuests(work: TWorkSession, choice: THotelLine, rooms: number) {
  const names = namedPassengers(work);
  const party = work.availability?.party;
  const perRoom = party ? party.adults + party.childAges.length : Math.ceil(names.length / rooms);
  if (names.length !== perRoom * rooms)
    throw new CommandRefusal('commandLine.refusals.guestsAndRooms', { rooms, perRoom, names: names.length });
  return Array.from({ length: rooms }, (_, index) => ({
    roomId: choice.roomId,
    guests: names.slice(index * perRoom, (index + 1) * perRoom).map((name) => guestOf(name, choice.checkIn)),
  }));
}

export const HOTEL_COMMANDS: TLineCommands<THotelOrder> = {
  line: 'hotel',
  availabilityKind: 'hotelAvailability',

  async availability(command, context) {
    if (command.kind !== 'hotelAvailability') throw new Error('Not a hotel availability');
    const { t } = context;
    const checkOut = addDays(command.checkIn, command.nights);
    const response = await callApi(HOTEL_SEARCH_ENDPOINTS.search, {
      query: {
        city: await cityOf(command.place),
        checkIn: command.checkIn,
        checkOut,
        rooms: command.party.rooms,
        adults: command.party.adults,
        childAges: command.party.childAges.join(','),
      },
    });
    const lines: THotelLine[] = [];
    const answer: TAnswerLine[] = [];
    for (const hotel of response.hotels) {
      answer.push(plain(`${hotel.name} ${'*'.repeat(hotel.category)} · ${hotel.city}`));
      for (const offer of hotel.offers) {
        const number = lines.length + 1;
        lines.push({
          line: 'hotel',
          number,
          hotelId: hotel.id,
          roomId: offer.roomId,
          checkIn: command.checkIn,
          checkOut,
          free: offer.free,
          payable: offer.price.payable,
        });
        answer.push(
          plain(
            column(number, 3) +
              column(offer.categoryName, 24) +
              column(offer.mealType, 4) +
              column(t('commandLine.answers.free', { free: offer.free }), 12) +
              money(offer.price.payable, t),
          ),
        );
      }
    }
    if (lines.length === 0)
      return { availability: emptyAvailability(command.party), answer: [plain(t('commandLine.answers.noHotels'))] };
    answer.unshift(
      plain(
        t('commandLine.answers.stay', {
          from: formatIsoDate(command.checkIn),
          to: formatIsoDate(checkOut),
          nights: response.nights,
        }),
      ),
    );
    answer.push(plain(t('commandLine.answers.sellHint', { example: 'SS1' })));
    return { availability: { line: 'hotel', legs: 0, lines, party: command.party }, answer };
  },

  sell(command, work) {
    const chosen = work.availability?.lines.find((line) => line.number === command.line);
    if (!chosen || chosen.line !== 'hotel')
      throw new CommandRefusal('commandLine.refusals.noSuchLine', { line: command.line });
    if (command.classCode) throw new CommandRefusal('commandLine.refusals.noClassHere');
    const rooms = command.count ?? work.availability?.party?.rooms ?? 1;
    if (chosen.free < rooms) throw new CommandRefusal('commandLine.refusals.notEnoughRooms', { free: chosen.free });
    return { line: 'hotel', choice: chosen, rooms };
  },

  async hold(work, idempotencyKey) {
    const sold = work.sold;
    if (sold?.line !== 'hotel') throw new CommandRefusal('commandLine.refusals.nothingSold');
    return callApi(HOTEL_ORDER_ENDPOINTS.preOrder, {
      body: {
        hotelId: sold.choice.hotelId,
        checkIn: sold.choice.checkIn,
        checkOut: sold.choice.checkOut,
        rooms: roomsOfGuests(work, sold.choice, sold.rooms),
        contact: await orderContact(work),
      },
      idempotencyKey,
    });
  },

  get: (id) => callApi(HOTEL_ORDER_ENDPOINTS.get, { params: { id } }),

  async ordersByPnr(pnr) {
    return (await callApi(HOTEL_ORDER_ENDPOINTS.list, { query: { pnr, pageSize: 5 } })).result;
  },

  place(order, mode, idempotencyKey) {
    if (order.status === 'booked')
      return callApi(HOTEL_ORDER_ENDPOINTS.ticketing, { params: { id: order.id }, idempotencyKey });
    return callApi(HOTEL_ORDER_ENDPOINTS.order, { body: { orderId: order.id, mode }, idempotencyKey });
  },

  cancel(order, idempotencyKey) {
    const endpoint = order.status === 'hold' ? HOTEL_ORDER_ENDPOINTS.cancelPreOrder : HOTEL_ORDER_ENDPOINTS.cancel;
    return callApi(endpoint, { params: { id: order.id }, idempotencyKey });
  },

  refund: (order, idempotencyKey) =>
    callApi(HOTEL_ORDER_ENDPOINTS.refund, { params: { id: order.id }, body: {}, idempotencyKey }),

  describe(order, context: TRunContext) {
    const head = plain(
      `${order.hotel.name} ${'*'.repeat(order.hotel.category)} · ${order.hotel.city} · ` +
        context.t('commandLine.answers.stay', {
          from: formatIsoDate(order.checkIn),
          to: formatIsoDate(order.checkOut),
          nights: order.nights,
        }),
    );
    const rooms = order.rooms.map((room, index) =>
      plain(
        column(`${index + 1}.`, 3) +
          column(`${room.categoryName} ${room.mealType}`, 28) +
          room.guests.map((guest) => `${guest.lastName}/${guest.firstName}`).join(', '),
      ),
    );
    return [head, ...rooms];
  },
};

function emptyAvailability(party: { adults: number; childAges: number[]; rooms: number }) {
  return { line: 'hotel' as const, legs: 0, lines: [], party };
}
