import {
  FLIGHT_ORDER_ENDPOINTS,
  formatDayLabel,
  formatLocalDateTime,
  SEARCH_ENDPOINTS,
  type TFlightOrder,
  type TSearchOffer,
  type TSearchResponse,
} from '@frs/contract';
import { callApi } from '../../lib/api-client';
import { flightCode } from '../../components/flight-format';
import { CommandRefusal, column, plain, type TAnswerLine } from './answer';
import { money, type TLineCommands, type TRunContext } from './line-commands';
import { orderContact } from './order-contact';
import { airportOf } from './places';
import { travellerInputs } from './travellers';
import type { TAvailabilityLine, TAvailableClass, TSold } from './work-session';

/**
 * The flight line on the command line: AN searches the day (and the return) with the search endpoint the /search
 * screen calls, for one adult, and numbers each leg's flights with their classes; SS takes a class of a line; ER is
 * the pre-order of /checkout.
 */

type TFlightLine = Extract<TAvailabilityLine, { line: 'flight' }>;

/** Each leg's flights, numbered through (outbound first), with each class's free seats and lowest trip price. */
function availabilityLines(offers: readonly TSearchOffer[], legs: number): TFlightLine[] {
  const byFlight = new Map<string, TFlightLine & { departure: string }>();
  for (const offer of offers) {
    offer.segments.forEach((segment, leg) => {
      const key = `${leg}:${segment.flight.id}`;
      const entry = byFlight.get(key) ?? {
        line: 'flight' as const,
        number: 0,
        leg,
        flightId: segment.flight.id,
        classes: [],
        departure: segment.flight.departureAt,
      };
      const known = entry.classes.find((candidate) => candidate.classId === segment.class.id);
      if (known) known.payable = Math.min(known.payable, offer.payable);
      else
        entry.classes.push({
          classId: segment.class.id,
          name: segment.class.name,
          freeSeats: segment.freeSeats,
          payable: offer.payable,
        });
      byFlight.set(key, entry);
    });
  }
  const ordered = [...byFlight.values()].sort(
    (a, b) => a.leg - b.leg || a.departure.localeCompare(b.departure) || a.flightId - b.flightId,
  );
  return ordered.slice(0, legs * 50).map(({ departure: _departure, ...line }, index) => ({
    ...line,
    number: index + 1,
    classes: [...line.classes].sort((a, b) => a.payable - b.payable),
  }));
}

function flightOf(offers: readonly TSearchOffer[], line: TFlightLine) {
  for (const offer of offers) {
    const segment = offer.segments[line.leg];
    if (segment?.flight.id === line.flightId) return segment.flight;
  }
  throw new Error(`No flight ${line.flightId}`);
}

function classText(available: TAvailableClass, context: TRunContext): string {
  return `${available.name}${Math.min(available.freeSeats, 99)} ${money(available.payable, context.t)}`;
}

function availabilityAnswer(
  response: TSearchResponse,
  lines: readonly TFlightLine[],
  context: TRunContext,
): TAnswerLine[] {
  const { t, language } = context;
  if (lines.length === 0) return [plain(t('commandLine.answers.noFlights'))];
  const answer: TAnswerLine[] = [plain(t('commandLine.answers.flightColumns'))];
  for (const line of lines) {
    const flight = flightOf(response.offers, line);
    answer.push(
      plain(
        column(line.number, 3) +
          column(flightCode(flight), 8) +
          column(`${flight.from.iataCode}-${flight.to.iataCode}`, 8) +
          column(formatLocalDateTime(flight.departureLocal), 17) +
          column(formatLocalDateTime(flight.arrivalLocal).slice(-5), 6) +
          line.classes.map((available) => classText(available, context)).join('  '),
      ),
    );
  }
  const days = response.calendar.map(
    (day) => `${formatDayLabel(day.date, language)} ${day.lowestPayable === null ? '—' : money(day.lowestPayable, t)}`,
  );
  if (days.length > 0) answer.push(plain(t('commandLine.answers.calendar', { days: days.join(' · ') })));
  answer.push(
    plain(t('commandLine.answers.sellHint', { example: `SS${lines[0]!.number}${lines[0]!.classes[0]?.name ?? 'Y'}1` })),
  );
  return answer;
}

export const FLIGHT_COMMANDS: TLineCommands<TFlightOrder> = {
  line: 'flight',
  availabilityKind: 'flightAvailability',

  async availability(command, context) {
    if (command.kind !== 'flightAvailability') throw new Error('Not a flight availability');
    const [from, to] = await Promise.all([airportOf(command.from), airportOf(command.to)]);
    const legs = [{ fromAirportId: from.id, toAirportId: to.id, date: command.date }];
    if (command.returnDate) legs.push({ fromAirportId: to.id, toAirportId: from.id, date: command.returnDate });
    const response = await callApi(SEARCH_ENDPOINTS.flights, {
      body: {
        travelType: command.returnDate ? 'roundTrip' : 'oneWay',
        legs,
        passengers: { adults: 1, children: 0, infants: 0 },
      },
    });
    const lines = availabilityLines(response.offers, legs.length);
    return {
      availability: { line: 'flight', legs: legs.length, lines, party: null },
      answer: availabilityAnswer(response, lines, context),
    };
  },

  sell(command, work): TSold {
    const chosen = work.availability?.lines.find((line) => line.number === command.line);
    if (!chosen || chosen.line !== 'flight')
      throw new CommandRefusal('commandLine.refusals.noSuchLine', { line: command.line });
    if (!command.classCode) throw new CommandRefusal('commandLine.refusals.classRequired');
    const available = chosen.classes.find((candidate) => candidate.name.toUpperCase() === command.classCode);
    if (!available)
      throw new CommandRefusal('commandLine.refusals.noSuchClass', {
        code: command.classCode,
        classes: chosen.classes.map((candidate) => candidate.name).join(', '),
      });
    const seats = command.count ?? 1;
    if (available.freeSeats < seats)
      throw new CommandRefusal('commandLine.refusals.notEnoughSeats', { free: available.freeSeats });
    const earlier = work.sold?.line === 'flight' ? work.sold.segments : [];
    const segments = [
      ...earlier.filter((segment) => segment.leg !== chosen.leg),
      { leg: chosen.leg, classId: available.classId, seats, label: `${chosen.number}${available.name}${seats}` },
    ].sort((a, b) => a.leg - b.leg);
    return { line: 'flight', segments };
  },

  async hold(work, idempotencyKey) {
    const sold = work.sold;
    const legs = work.availability?.line === 'flight' ? work.availability.legs : 1;
    if (sold?.line !== 'flight') throw new CommandRefusal('commandLine.refusals.nothingSold');
    if (sold.segments.length < legs) throw new CommandRefusal('commandLine.refusals.legMissing');
    const passengers = await travellerInputs(work);
    const seated = passengers.filter((passenger) => passenger.type !== 'infant').length;
    const seats = sold.segments[0]!.seats;
    if (sold.segments.some((segment) => segment.seats !== seated))
      throw new CommandRefusal('commandLine.refusals.seatsAndNames', { seats, names: seated });
    return callApi(FLIGHT_ORDER_ENDPOINTS.preOrder, {
      body: {
        travelType: sold.segments.length === 1 ? 'oneWay' : 'roundTrip',
        segments: sold.segments.map((segment) => ({ classId: segment.classId })),
        passengers,
        contact: await orderContact(work),
      },
      idempotencyKey,
    });
  },

  get: (id) => callApi(FLIGHT_ORDER_ENDPOINTS.get, { params: { id } }),

  async ordersByPnr(pnr) {
    return (await callApi(FLIGHT_ORDER_ENDPOINTS.list, { body: { pnr, pageSize: 5 } })).result;
  },

  place(order, mode, idempotencyKey) {
    if (order.status === 'booked')
      return callApi(FLIGHT_ORDER_ENDPOINTS.bookingToTicketing, { params: { id: order.id }, idempotencyKey });
    return callApi(FLIGHT_ORDER_ENDPOINTS.order, { body: { orderId: order.id, mode }, idempotencyKey });
  },

  cancel(order, idempotencyKey) {
    const endpoint = order.status === 'hold' ? FLIGHT_ORDER_ENDPOINTS.cancelPreOrder : FLIGHT_ORDER_ENDPOINTS.cancel;
    return callApi(endpoint, { params: { id: order.id }, idempotencyKey });
  },

  refund: (order, idempotencyKey) =>
    callApi(FLIGHT_ORDER_ENDPOINTS.refund, { params: { id: order.id }, body: {}, idempotencyKey }),

  describe(order, context) {
    const segments = order.segments.map((segment) =>
      plain(
        column('', 3) +
          column(flightCode(segment.flight), 8) +
          column(`${segment.flight.from.iataCode}-${segment.flight.to.iataCode}`, 8) +
          column(formatLocalDateTime(segment.flight.departureLocal), 17) +
          segment.class.name,
      ),
    );
    const passengers = order.passengers.map((passenger, index) =>
      plain(
        column(`${index + 1}.`, 3) +
          column(`${passenger.lastName}/${passenger.firstName}`, 28) +
          column(context.t(`passengerTypes.${passenger.type}`), 12) +
          column(money(passenger.price.gross, context.t), 16) +
          (passenger.ticketNumber ?? ''),
      ),
    );
    return [...segments, ...passengers];
  },
};
