import {
  addDays,
  formatIsoDate,
  PACKAGE_ORDER_ENDPOINTS,
  PACKAGE_SEARCH_ENDPOINTS,
  type TPackageOrder,
} from '@frs/contract';
import { callApi } from '../../lib/api-client';
import { flightCode } from '../../components/flight-format';
import { CommandRefusal, column, plain, type TAnswerLine } from './answer';
import { money, type TLineCommands, type TRunContext } from './line-commands';
import { orderContact } from './order-contact';
import { cityOf } from './places';
import { travellerInputs } from './travellers';
import type { TAvailabilityLine } from './work-session';

/**
 * The package line on the command line: PA asks the package search of /search (a destination, a departure day, the
 * party, a stay length if given) and numbers its combinations (flights both ways, hotel room, price); SS takes one;
 * ER holds it for the named travellers (passports as for flights), as the package checkout does.
 */

type TPackageLine = Extract<TAvailabilityLine, { line: 'package' }>;

/**
 * PA answers the week from the day typed: packages leave on a few weekdays only, and an agent who types a day rarely
 * knows which.
 */
const PACKAGE_DAYS = 7;

/** The travellers' numbers room by room, in the order they were named (the search split the party the same way). */
function roomsOfTravellers(count: number, rooms: number) {
  if (rooms <= 1) return undefined;
  const size = Math.ceil(count / rooms);
  return Array.from({ length: rooms }, (_, room) => ({
    travellers: Array.from({ length: count }, (_, index) => index).slice(room * size, (room + 1) * size),
  }));
}

export const PACKAGE_COMMANDS: TLineCommands<TPackageOrder> = {
  line: 'package',
  availabilityKind: 'packageAvailability',

  async availability(command, context) {
    if (command.kind !== 'packageAvailability') throw new Error('Not a package availability');
    const { t } = context;
    const response = await callApi(PACKAGE_SEARCH_ENDPOINTS.search, {
      body: {
        destination: await cityOf(command.place),
        departureFrom: command.date,
        departureTo: addDays(command.date, PACKAGE_DAYS - 1),
        ...(command.nights === null ? {} : { nights: command.nights }),
        adults: command.party.adults,
        childAges: command.party.childAges,
        rooms: command.party.rooms,
      },
    });
    const lines: TPackageLine[] = response.combinations.map((combination, index) => ({
      line: 'package',
      number: index + 1,
      offerId: combination.offerId,
      outboundClassId: combination.outbound.classId,
      returnClassId: combination.return.classId,
      roomId: combination.room.roomId,
      nights: combination.nights,
      rooms: combination.rooms,
      payable: combination.price.payable,
    }));
    if (lines.length === 0)
      return {
        availability: { line: 'package', legs: 0, lines, party: command.party },
        answer: [plain(t('commandLine.answers.noPackages'))],
      };
    const answer: TAnswerLine[] = response.combinations.map((combination, index) =>
      plain(
        column(index + 1, 3) +
          column(combination.offerName, 20) +
          column(`${formatIsoDate(combination.departureDate)} ${combination.nights}N`, 15) +
          column(`${flightCode(combination.outbound.flight)}/${flightCode(combination.return.flight)}`, 16) +
          column(`${combination.hotel.name} ${combination.room.categoryName} ${combination.room.mealType}`, 36) +
          money(combination.price.payable, t),
      ),
    );
    answer.push(plain(t('commandLine.answers.sellHint', { example: 'SS1' })));
    return { availability: { line: 'package', legs: 0, lines, party: command.party }, answer };
  },

  sell(command, work) {
    const chosen = work.availability?.lines.find((line) => line.number === command.line);
    if (!chosen || chosen.line !== 'package')
      throw new CommandRefusal('commandLine.refusals.noSuchLine', { line: command.line });
    if (command.classCode) throw new CommandRefusal('commandLine.refusals.noClassHere');
    return { line: 'package', choice: chosen };
  },

  async hold(work, idempotencyKey) {
    const sold = work.sold;
    if (sold?.line !== 'package') throw new CommandRefusal('commandLine.refusals.nothingSold');
    const travellers = await travellerInputs(work);
    const rooms = roomsOfTravellers(travellers.length, sold.choice.rooms);
    return callApi(PACKAGE_ORDER_ENDPOINTS.preOrder, {
      body: {
        offerId: sold.choice.offerId,
        outboundClassId: sold.choice.outboundClassId,
        returnClassId: sold.choice.returnClassId,
        roomId: sold.choice.roomId,
        nights: sold.choice.nights,
        travellers,
        ...(rooms ? { rooms } : {}),
        contact: await orderContact(work),
      },
      idempotencyKey,
    });
  },

  get: (id) => callApi(PACKAGE_ORDER_ENDPOINTS.get, { params: { id } }),

  async ordersByPnr(pnr) {
    return (await callApi(PACKAGE_ORDER_ENDPOINTS.list, { body: { pnr, pageSize: 5 } })).result;
  },

  place(order, mode, idempotencyKey) {
    if (order.status === 'booked')
      return callApi(PACKAGE_ORDER_ENDPOINTS.bookingToTicketing, { params: { id: order.id }, idempotencyKey });
    return callApi(PACKAGE_ORDER_ENDPOINTS.order, { body: { orderId: order.id, mode }, idempotencyKey });
  },

  cancel(order, idempotencyKey) {
    const endpoint = order.status === 'hold' ? PACKAGE_ORDER_ENDPOINTS.cancelPreOrder : PACKAGE_ORDER_ENDPOINTS.cancel;
    return callApi(endpoint, { params: { id: order.id }, idempotencyKey });
  },

  refund: (order, idempotencyKey) =>
    callApi(PACKAGE_ORDER_ENDPOINTS.refund, { params: { id: order.id }, body: {}, idempotencyKey }),

  describe(order, context: TRunContext) {
    const head = plain(
      `${order.offer.name} · ${order.hotel.name} · ` +
        context.t('commandLine.answers.stay', {
          from: formatIsoDate(order.checkIn),
          to: formatIsoDate(order.checkOut),
          nights: order.nights,
        }),
    );
    const flights = order.segments.map((segment) =>
      plain(
        column('', 3) +
          column(flightCode(segment.flight), 8) +
          column(`${segment.flight.from.iataCode}-${segment.flight.to.iataCode}`, 8) +
          segment.class.name,
      ),
    );
    const travellers = order.passengers.map((passenger, index) =>
      plain(
        column(`${index + 1}.`, 3) +
          column(`${passenger.lastName}/${passenger.firstName}`, 28) +
          column(context.t(`passengerTypes.${passenger.type}`), 12) +
          money(passenger.price.gross, context.t),
      ),
    );
    return [head, ...flights, ...travellers];
  },
};
