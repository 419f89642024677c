import {
  addDays,
  todayIsoDate,
  type TFlightOrder,
  type TFlightOrderListItem,
  type TFlightOrderOperation,
  type TOrderPassenger,
  type TOrderStatus,
  type TPassengerType,
  type TPriceBreakdownAmd,
  type TSearchOffer,
  type TSearchResponse,
} from '@frs/contract';

/** Search results and orders as the API answers them, for the web tests of the booking screens. */

export const EVN = { id: 1, iataCode: 'EVN', city: 'Yerevan', timeZone: 'Asia/Yerevan' };
export const CDG = { id: 2, iataCode: 'CDG', city: 'Paris', timeZone: 'Europe/Paris' };
export const AIRLINE = { id: 3, iataCode: 'RM', name: 'Armenia Airways' };
export const OTHER_AIRLINE = { id: 4, iataCode: '7S', name: 'Sevan Jet' };

export function daysFromToday(days: number): string {
  return addDays(todayIsoDate(), days);
}

export function breakdown(fare: number, tax: number, commission: number, surcharge = 0): TPriceBreakdownAmd {
  const gross = fare + tax + surcharge;
  return { fare, tax, surcharge, gross, commission, net: gross - commission };
}

const FARE_RULE = {
  id: 5,
  name: 'Economy Flex',
  texts: { hy: 'Վերադարձը՝ 10% տուգանքով', en: 'Refundable with a 10% penalty', ru: 'Возврат со штрафом 10%' },
  penalties: {
    adult: {
      change: { type: 'amount', value: 2000 },
      cancel: { type: 'percent', value: 20 },
      refund: { type: 'percent', value: 10 },
    },
    child: {
      change: { type: 'amount', value: 2000 },
      cancel: { type: 'percent', value: 20 },
      refund: { type: 'percent', value: 10 },
    },
    infant: {
      change: { type: 'amount', value: 0 },
      cancel: { type: 'percent', value: 0 },
      refund: { type: 'percent', value: 0 },
    },
  },
  currency: 'EUR',
  nameChangeFee: 2500,
  deadlineHours: 24,
} as const satisfies TSearchOffer['segments'][number]['fareRule'];

const BAGGAGE_RULE = {
  id: 6,
  name: 'Standard 23 kg',
  allowances: {
    adult: { cabinKg: 8, checkedPieces: 1, checkedKg: 23 },
    child: { cabinKg: 8, checkedPieces: 1, checkedKg: 23 },
    infant: { cabinKg: 0, checkedPieces: 0, checkedKg: 0 },
  },
};

export function flightSummary(
  id: number,
  date: string,
  options: { from?: typeof EVN; to?: typeof EVN; time?: string; duration?: number; airline?: typeof AIRLINE } = {},
) {
  const time = options.time ?? '08:00';
  const duration = options.duration ?? 270;
  const departure = new Date(`${date}T${time}:00+04:00`);
  const arrival = new Date(departure.getTime() + duration * 60_000);
  // Local times read as if both airports kept the departure's zone: enough for the screens under test.
  const arrivalLocal = new Date(Date.parse(`${date}T${time}:00Z`) + duration * 60_000).toISOString().slice(0, 16);
  return {
    id,
    airline: options.airline ?? AIRLINE,
    flightNumber: String(800 + id),
    from: options.from ?? EVN,
    to: options.to ?? CDG,
    departureAt: departure.toISOString(),
    arrivalAt: arrival.toISOString(),
    departureLocal: `${date}T${time}`,
    arrivalLocal,
    durationMinutes: duration,
    currency: 'EUR' as const,
  };
}

/** A round trip offer for 2 adults, 1 child and 1 infant, unless `counts` says otherwise. */
export function roundTripOffer(
  id: string,
  options: {
    outbound?: string;
    back?: string;
    time?: string;
    adultNet?: number;
    airline?: typeof AIRLINE;
    counts?: Partial<Record<TPassengerType, number>>;
    freeSeats?: number;
  } = {},
): TSearchOffer {
  const outbound = options.outbound ?? daysFromToday(10);
  const back = options.back ?? daysFromToday(17);
  // fare + tax - commission = the adult's net price.
  const adult = breakdown((options.adultNet ?? 100_000) - 20_000, 30_000, 10_000);
  const child = breakdown(80_000, 30_000, 8_000);
  const infant = breakdown(10_000, 0, 0);
  const counts = { adult: 2, child: 1, infant: 1, ...options.counts };
  const prices = (['adult', 'child', 'infant'] as const)
    .filter((type) => counts[type] > 0)
    .map((type) => ({ type, count: counts[type], ...{ adult, child, infant }[type] }));
  const sum = (field: keyof TPriceBreakdownAmd) =>
    prices.reduce((total, price) => total + price[field] * price.count, 0);
  const total = {
    fare: sum('fare'),
    tax: sum('tax'),
    surcharge: sum('surcharge'),
    gross: sum('gross'),
    commission: sum('commission'),
    net: sum('net'),
  };
  const [outboundClass, backClass] = id.split('-').map(Number);
  return {
    id,
    travelType: 'roundTrip',
    segments: [
      {
        flight: flightSummary(outboundClass ?? 1, outbound, { time: options.time, airline: options.airline }),
        class: { id: outboundClass ?? 1, name: 'Y', type: 'economy' },
        freeSeats: options.freeSeats ?? 40,
        fareRule: FARE_RULE,
        baggageRule: BAGGAGE_RULE,
      },
      {
        flight: flightSummary((backClass ?? 2) + 100, back, {
          from: CDG,
          to: EVN,
          time: '18:00',
          airline: options.airline,
        }),
        class: { id: backClass ?? 2, name: 'Y', type: 'economy' },
        freeSeats: options.freeSeats ?? 40,
        fareRule: FARE_RULE,
        baggageRule: BAGGAGE_RULE,
      },
    ],
    prices,
    total,
    payable: total.net,
    freeSeats: options.freeSeats ?? 40,
    rate: { date: todayIsoDate(), USD: 390, EUR: 420 },
  };
}

export function searchResponse(offers: TSearchOffer[], around = daysFromToday(10)): TSearchResponse {
  return {
    offers,
    calendar: [-3, -2, -1, 0, 1, 2, 3].map((shift) => ({
      date: addDays(around, shift),
      lowestPayable: shift === 2 ? null : 500_000 + shift * 10_000,
    })),
  };
}

function passenger(id: number, type: TPassengerType, firstName: string, price: TPriceBreakdownAmd): TOrderPassenger {
  return {
    id,
    type,
    firstName,
    lastName: 'Petrosyan',
    gender: type === 'adult' && id % 2 === 0 ? 'female' : 'male',
    dateOfBirth:
      type === 'adult'
        ? '1985-04-12'
        : type === 'child'
          ? addDays(todayIsoDate(), -6 * 365)
          : addDays(todayIsoDate(), -300),
    passportNumber: `AN${1000000 + id}`,
    passportExpiry: addDays(todayIsoDate(), 3 * 365),
    citizenship: 'AM',
    status: 'active',
    ticketNumber: null,
    price,
    refundPenalty: null,
    refundAmount: null,
  };
}

/** An order of the round trip offer above: 2 adults, 1 child, 1 infant. */
export function orderFixture(overrides: Partial<TFlightOrder> = {}): TFlightOrder {
  const offer = roundTripOffer('11-12');
  const adult = offer.prices.find((price) => price.type === 'adult')!;
  const child = offer.prices.find((price) => price.type === 'child')!;
  const infant = offer.prices.find((price) => price.type === 'infant')!;
  const passengers = [
    passenger(31, 'adult', 'Aram', adult),
    passenger(32, 'adult', 'Anna', adult),
    passenger(33, 'child', 'Davit', child),
    passenger(34, 'infant', 'Mane', infant),
  ];
  return {
    id: 21,
    pnr: 'K7Q2MZ',
    status: 'hold',
    travelType: 'roundTrip',
    agent: { id: 7, name: 'Demo Travel' },
    createdBy: { id: 7, name: 'Demo Travel' },
    createdAt: new Date().toISOString(),
    orderDate: todayIsoDate(),
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    bookingExpiresAt: null,
    ticketedAt: null,
    contact: { name: 'Aram Petrosyan', phone: '+374 91 123456', email: 'aram@example.test' },
    comment: null,
    rate: offer.rate,
    segments: offer.segments.map((segment, index) => ({
      id: 41 + index,
      flight: segment.flight,
      class: segment.class,
      fareRule: segment.fareRule,
      baggageRule: segment.baggageRule,
    })),
    passengers,
    totals: {
      gross: offer.total.gross,
      commission: offer.total.commission,
      net: offer.total.net,
      discount: 0,
      payable: offer.total.net,
      paid: 0,
      refunded: 0,
      penalties: 0,
    },
    operations: ['cancelPreOrder', 'book', 'ticket', 'edit'],
    ...overrides,
  };
}

export function ticketedOrder(overrides: Partial<TFlightOrder> = {}): TFlightOrder {
  const base = orderFixture();
  return orderFixture({
    status: 'ticketed',
    holdExpiresAt: null,
    ticketedAt: new Date().toISOString(),
    passengers: base.passengers.map((item, index) => ({
      ...item,
      ticketNumber: `57${String(index + 1).padStart(11, '0')}`,
    })),
    totals: { ...base.totals, paid: base.totals.payable },
    operations: ['split', 'removePassenger', 'editPassengerName', 'changeOrderDate', 'edit'],
    ...overrides,
  });
}

export function orderListItem(
  id: number,
  status: TOrderStatus,
  operations: TFlightOrderOperation[],
  overrides: Partial<TFlightOrderListItem> = {},
): TFlightOrderListItem {
  return {
    id,
    pnr: `PNR${String(id).padStart(3, '2')}`.slice(0, 6).toUpperCase(),
    status,
    travelType: 'roundTrip',
    agent: { id: 7, name: 'Demo Travel' },
    createdAt: new Date().toISOString(),
    holdExpiresAt: status === 'hold' ? new Date(Date.now() + 5 * 60_000).toISOString() : null,
    bookingExpiresAt: status === 'booked' ? new Date(Date.now() + 36 * 3_600_000).toISOString() : null,
    route: 'EVN → CDG → EVN',
    firstDepartureAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    firstDepartureLocal: new Date(Date.now() + 10 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 16),
    flights: [{ id: 11, label: 'RM 811 · EVN → CDG' }],
    passengers: [{ id: id * 10, name: 'Aram Petrosyan', type: 'adult', status: 'active' }],
    payable: 250_000,
    operations,
    ...overrides,
  };
}
