import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZFlightPreOrderRequest } from './flight-order-schemas';
import { ZDirectoryPassengerInput } from '../../api/passengers';
import { ZSearchRequest } from './flight-search-schemas';
import { todayIsoDate } from '../../dates';
import {
  ageOn,
  allowedFlightOrderOperations,
  breakdownToAmd,
  FLIGHT_ORDER_LIFECYCLE,
  mayRunFlightOrderOperation,
  FLIGHT_ORDER_OPERATIONS,
  FLIGHT_ORDER_TRANSITIONS,
  passengerCountViolation,
  passengerPrice,
  passengerRuleViolations,
  travellerRuleViolations,
  ticketNumber,
  tripSurcharge,
} from './flight-orders';
import { ORDER_STATUSES, PNR_ALPHABET, PNR_PATTERN, pnrFromBytes } from '../shared/order-rules';
import { toAmdMinor } from '../../money';
import { ROLES } from '../../roles';

const PRICE = {
  fare: 10_000,
  tax: 2_500,
  surchargeMultiDestination: 1_000,
  surchargeLongRange: 700,
  surchargeShortRange: 300,
  commission: 800,
};

describe('transition table', () => {
  it('is exactly the table of docs/DOMAIN.md', () => {
    expect(FLIGHT_ORDER_TRANSITIONS).toEqual({
      cancelPreOrder: { from: ['hold'], to: 'cancelled' },
      expireHold: { from: ['hold'], to: 'expired' },
      book: { from: ['hold'], to: 'booked' },
      ticket: { from: ['hold'], to: 'ticketed' },
      bookingToTicketing: { from: ['booked'], to: 'ticketed' },
      cancel: { from: ['booked'], to: 'cancelled' },
      expireBooking: { from: ['booked'], to: 'expired' },
      refund: { from: ['ticketed'], to: 'refunded' },
      split: { from: ['booked', 'ticketed'], to: null },
      removePassenger: { from: ['booked', 'ticketed'], to: null },
      editPassengerName: { from: ['booked', 'ticketed'], to: null },
      changeOrderDate: { from: ['booked', 'ticketed'], to: null },
      editDiscount: { from: ['booked', 'ticketed'], to: null },
      edit: { from: ['hold', 'booked', 'ticketed'], to: null },
    });
  });

  it('lets nothing leave a final status', () => {
    for (const status of ['cancelled', 'expired', 'refunded'] as const) {
      for (const operation of FLIGHT_ORDER_OPERATIONS)
        expect(FLIGHT_ORDER_LIFECYCLE.canTransition(status, operation), operation).toBe(false);
    }
  });

  it('keeps the expiries for the system, refunds and price edits for the staff', () => {
    const owner = { role: 'user' as const, isOwner: true };
    expect(allowedFlightOrderOperations(owner, 'hold')).toEqual(['cancelPreOrder', 'book', 'ticket', 'edit']);
    expect(allowedFlightOrderOperations(owner, 'booked')).toEqual([
      'bookingToTicketing',
      'cancel',
      'split',
      'removePassenger',
      'editPassengerName',
      'changeOrderDate',
      'edit',
    ]);
    expect(allowedFlightOrderOperations(owner, 'ticketed')).toEqual(['split', 'changeOrderDate', 'edit']);
    expect(allowedFlightOrderOperations({ role: 'Admin', isOwner: false }, 'ticketed')).toEqual([
      'refund',
      'split',
      'removePassenger',
      'editPassengerName',
      'changeOrderDate',
      'editDiscount',
      'edit',
    ]);
  });

  it('gives another agent, Viewer, Hotels and Reports nothing, whatever the status', () => {
    for (const status of ORDER_STATUSES) {
      expect(allowedFlightOrderOperations({ role: 'user', isOwner: false }, status)).toEqual([]);
      for (const role of ['Viewer', 'Hotels', 'Reports'] as const) {
        expect(allowedFlightOrderOperations({ role, isOwner: true }, status)).toEqual([]);
      }
    }
  });

  it('never allows an operation the table forbids, for any role', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.boolean(),
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...FLIGHT_ORDER_OPERATIONS),
        (role, isOwner, status, operation) => {
          if (mayRunFlightOrderOperation({ role, isOwner }, status, operation)) {
            expect(FLIGHT_ORDER_LIFECYCLE.canTransition(status, operation)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('prices', () => {
  it('adds the surcharge of the trip: multi destination, long and short stays', () => {
    expect(tripSurcharge('oneWay', ['2026-12-01'])).toBeNull();
    expect(tripSurcharge('multiDestination', ['2026-12-01', '2026-12-02'])).toBe('multiDestination');
    expect(tripSurcharge('roundTrip', ['2026-12-01', '2026-12-17'])).toBe('longRange');
    expect(tripSurcharge('roundTrip', ['2026-12-01', '2026-12-16'])).toBeNull();
    expect(tripSurcharge('roundTrip', ['2026-12-01', '2026-12-04'])).toBeNull();
    expect(tripSurcharge('roundTrip', ['2026-12-01', '2026-12-03'])).toBe('shortRange');
  });

  it('gross = fare + tax + surcharge, net = gross - commission; infants pay the fare only', () => {
    expect(passengerPrice(PRICE, 'adult', 'longRange')).toEqual({
      fare: 10_000,
      tax: 2_500,
      surcharge: 700,
      gross: 13_200,
      commission: 800,
      net: 12_400,
    });
    expect(passengerPrice(PRICE, 'infant', 'multiDestination')).toEqual({
      fare: 10_000,
      tax: 0,
      surcharge: 0,
      gross: 10_000,
      commission: 800,
      net: 9_200,
    });
  });

  it('converts to AMD at the rate, rounded half up to whole AMD, exactly', () => {
    expect(toAmdMinor(10_000, 'USD', 391.4567)).toBe(3_914_600);
    expect(toAmdMinor(12_345, 'AMD', null)).toBe(12_345);
    // 0.50 AMD rounds up, 0.49 down.
    expect(toAmdMinor(1, 'USD', 50)).toBe(100);
    expect(toAmdMinor(1, 'USD', 49.99)).toBe(0);
    expect(toAmdMinor(-10_000, 'EUR', 452.3391)).toBe(-4_523_400);
    expect(() => toAmdMinor(100, 'USD', null)).toThrow(RangeError);
  });

  it('never leaves the AMD total more than half an AMD per part away from the exact product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.integer({ min: 1, max: 9_999_999 }), (minor, rate4) => {
        const rate = rate4 / 10_000;
        const converted = toAmdMinor(minor, 'USD', rate);
        expect(converted % 100).toBe(0);
        const exactHundredths = (BigInt(minor) * BigInt(rate4)) / 10_000n;
        expect(Math.abs(converted - Number(exactHundredths))).toBeLessThanOrEqual(51);
      }),
    );
  });

  it('keeps a converted breakdown adding up', () => {
    fc.assert(
      fc.property(
        fc.record({
          fare: fc.integer({ min: 0, max: 10 ** 8 }),
          tax: fc.integer({ min: 0, max: 10 ** 7 }),
          surchargeMultiDestination: fc.integer({ min: 0, max: 10 ** 6 }),
          surchargeLongRange: fc.integer({ min: 0, max: 10 ** 6 }),
          surchargeShortRange: fc.integer({ min: 0, max: 10 ** 6 }),
          commission: fc.integer({ min: 0, max: 10 ** 6 }),
        }),
        fc.constantFrom('adult', 'child', 'infant' as const),
        fc.integer({ min: 1, max: 9_999_999 }),
        (price, type, rate4) => {
          const amd = breakdownToAmd(passengerPrice(price, type, 'multiDestination'), 'EUR', rate4 / 10_000);
          expect(amd.gross).toBe(amd.fare + amd.tax + amd.surcharge);
          expect(amd.net).toBe(amd.gross - amd.commission);
        },
      ),
    );
  });
});

describe('passengers', () => {
  const trip = { travelType: 'roundTrip', dates: ['2026-12-20', '2027-01-05'] } as const;

  it('counts full years, a 29 February birthday on 1 March', () => {
    expect(ageOn('2014-12-21', '2026-12-20')).toBe(11);
    expect(ageOn('2014-12-20', '2026-12-20')).toBe(12);
    expect(ageOn('2024-02-29', '2025-02-28')).toBe(0);
    expect(ageOn('2024-02-29', '2025-03-01')).toBe(1);
  });

  it('refuses a child who turns 12 and an infant who turns 2 before the last travel date', () => {
    const today = '2026-11-23';
    const passport = '2030-01-01';
    expect(
      passengerRuleViolations({ type: 'child', dateOfBirth: '2014-12-25', passportExpiry: passport }, trip, today),
    ).toEqual([{ field: 'dateOfBirth', code: 'childTooOld' }]);
    expect(
      passengerRuleViolations({ type: 'child', dateOfBirth: '2015-01-06', passportExpiry: passport }, trip, today),
    ).toEqual([]);
    expect(
      passengerRuleViolations({ type: 'infant', dateOfBirth: '2025-01-01', passportExpiry: passport }, trip, today),
    ).toEqual([{ field: 'dateOfBirth', code: 'infantTooOld' }]);
    expect(
      passengerRuleViolations({ type: 'adult', dateOfBirth: '2016-01-01', passportExpiry: passport }, trip, today),
    ).toEqual([{ field: 'dateOfBirth', code: 'adultTooYoung' }]);
    expect(
      passengerRuleViolations({ type: 'adult', dateOfBirth: '2027-01-01', passportExpiry: passport }, trip, today),
    ).toContainEqual({
      field: 'dateOfBirth',
      code: 'birthInFuture',
    });
  });

  it('refuses a passport that expires before the return', () => {
    const violations = passengerRuleViolations(
      { type: 'adult', dateOfBirth: '1990-05-05', passportExpiry: '2027-01-04' },
      trip,
      '2026-11-23',
    );
    expect(violations).toEqual([{ field: 'passportExpiry', code: 'passportExpires' }]);
  });

  it('says "the flight" on a one-way trip and "the last flight" on a multi-destination one, never "the return"', () => {
    const passenger = { type: 'adult', dateOfBirth: '1990-05-05', passportExpiry: '2026-12-19' } as const;
    expect(passengerRuleViolations(passenger, { travelType: 'oneWay', dates: ['2026-12-20'] }, '2026-11-23')).toEqual([
      { field: 'passportExpiry', code: 'passportExpiresBeforeFlight' },
    ]);
    expect(
      passengerRuleViolations(
        passenger,
        { travelType: 'multiDestination', dates: ['2026-12-10', '2026-12-20', '2026-12-15'] },
        '2026-11-23',
      ),
    ).toEqual([{ field: 'passportExpiry', code: 'passportExpiresBeforeLastFlight' }]);
  });

  it('says a passport has expired, or a birth is in the future, rather than judging the trip with them', () => {
    expect(
      passengerRuleViolations(
        { type: 'adult', dateOfBirth: '2027-01-01', passportExpiry: '2026-11-22' },
        trip,
        '2026-11-23',
      ),
    ).toEqual([
      { field: 'dateOfBirth', code: 'birthInFuture' },
      { field: 'passportExpiry', code: 'passportExpired' },
    ]);
  });

  it('leaves the rules of a date not typed yet, and checks the other', () => {
    expect(
      passengerRuleViolations({ type: 'child', dateOfBirth: null, passportExpiry: '2026-12-25' }, trip, '2026-11-23'),
    ).toEqual([{ field: 'passportExpiry', code: 'passportExpires' }]);
    expect(
      passengerRuleViolations({ type: 'infant', dateOfBirth: '2020-01-01', passportExpiry: null }, trip, '2026-11-23'),
    ).toEqual([{ field: 'dateOfBirth', code: 'infantTooOld' }]);
  });

  it("keeps a traveller's own rules apart from any trip (the passengers directory)", () => {
    const today = '2026-11-23';
    expect(travellerRuleViolations({ dateOfBirth: '2099-01-01', passportExpiry: '2000-01-01' }, today)).toEqual([
      { field: 'dateOfBirth', code: 'birthInFuture' },
      { field: 'passportExpiry', code: 'passportExpired' },
    ]);
    // Born today, and a passport valid through today, are fine.
    expect(travellerRuleViolations({ dateOfBirth: today, passportExpiry: today }, today)).toEqual([]);
  });

  it('allows at most 9 passengers, at least one adult, no more infants than adults', () => {
    expect(passengerCountViolation({ adults: 2, children: 5, infants: 2 })).toBeNull();
    expect(passengerCountViolation({ adults: 2, children: 6, infants: 2 })).toBe('tooManyPassengers');
    expect(passengerCountViolation({ adults: 0, children: 2, infants: 0 })).toBe('noAdult');
    expect(passengerCountViolation({ adults: 1, children: 0, infants: 2 })).toBe('tooManyInfants');
  });
});

describe('request schemas', () => {
  const leg = (fromAirportId: number, toAirportId: number, date: string) => ({ fromAirportId, toAirportId, date });

  it('match the legs to the trip type and keep their dates in order', () => {
    const search = (travelType: string, legs: object[]) =>
      ZSearchRequest.safeParse({ travelType, legs, passengers: { adults: 1, children: 0, infants: 0 } });
    expect(search('oneWay', [leg(1, 2, '2026-12-01')]).success).toBe(true);
    expect(search('oneWay', [leg(1, 2, '2026-12-01'), leg(2, 1, '2026-12-05')]).success).toBe(false);
    expect(search('roundTrip', [leg(1, 2, '2026-12-05'), leg(2, 1, '2026-12-01')]).error?.issues[0]?.path).toEqual([
      'legs',
      1,
      'date',
    ]);
    expect(
      search('multiDestination', [leg(1, 2, '2026-12-01'), leg(2, 3, '2026-12-03'), leg(3, 1, '2026-12-09')]).success,
    ).toBe(true);
    expect(search('oneWay', [leg(1, 1, '2026-12-01')]).success).toBe(false);
  });

  it('refuse more infants than adults in a search and in a pre-order', () => {
    const search = ZSearchRequest.safeParse({
      travelType: 'oneWay',
      legs: [leg(1, 2, '2026-12-01')],
      passengers: { adults: 1, children: 0, infants: 2 },
    });
    expect(search.error?.issues[0]).toMatchObject({ path: ['passengers', 'infants'], message: 'tooManyInfants' });
    const passenger = (type: string) => ({
      type,
      firstName: 'Anna',
      lastName: 'Petrosyan',
      gender: 'female',
      dateOfBirth: '1990-01-01',
      passportNumber: 'AM1234567',
      passportExpiry: '2030-01-01',
      citizenship: 'am',
    });
    const order = ZFlightPreOrderRequest.safeParse({
      travelType: 'oneWay',
      segments: [{ classId: 4 }],
      passengers: [passenger('adult'), passenger('infant'), passenger('infant')],
      contact: { name: 'Anna', phone: '+374 10 111111', email: 'anna@example.am' },
    });
    expect(order.error?.issues[0]).toMatchObject({ path: ['passengers'], message: 'tooManyInfants' });
  });

  it('name every mistake of a pre-order at once: the fields, and the counts that need only the types', () => {
    const order = ZFlightPreOrderRequest.safeParse({
      travelType: 'oneWay',
      segments: [{ classId: 4 }],
      passengers: [{ type: 'infant', firstName: 'Արամ', lastName: '', gender: null, dateOfBirth: '2099-01-01' }],
      contact: { name: '', phone: '', email: 'aram@' },
    });
    const fields = new Set(order.error?.issues.map((issue) => issue.path.join('.')));
    expect([...fields].sort()).toEqual(
      [
        'contact.email',
        'contact.name',
        'contact.phone',
        'passengers',
        'passengers.0.citizenship',
        'passengers.0.dateOfBirth',
        'passengers.0.firstName',
        'passengers.0.gender',
        'passengers.0.lastName',
        'passengers.0.passportExpiry',
        'passengers.0.passportNumber',
      ].sort(),
    );
    expect(order.error?.issues.find((issue) => issue.path.join('.') === 'passengers')?.message).toBe('noAdult');
  });

  it("hold a traveller to the directory's rules: born by today, a passport not expired, a real country", () => {
    const traveller = {
      type: 'adult',
      firstName: 'Anna',
      lastName: 'Petrosyan',
      gender: 'female',
      dateOfBirth: '2099-01-01',
      passportNumber: 'AM1234567',
      passportExpiry: '2000-01-01',
      citizenship: 'zz',
    };
    const messages = Object.fromEntries(
      (ZDirectoryPassengerInput.safeParse(traveller).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );
    expect(messages).toEqual({
      dateOfBirth: 'birthInFuture',
      passportExpiry: 'passportExpired',
      citizenship: 'unknownCountry',
    });
    expect(ZDirectoryPassengerInput.safeParse({ ...traveller, citizenship: 'A1' }).error?.issues).toContainEqual(
      expect.objectContaining({ path: ['citizenship'], message: 'invalidCountryCode' }),
    );
    const today = todayIsoDate();
    expect(
      ZDirectoryPassengerInput.safeParse({ ...traveller, dateOfBirth: today, passportExpiry: today, citizenship: 'am' })
        .data,
    ).toMatchObject({ citizenship: 'AM', dateOfBirth: today, passportExpiry: today });
  });
});

describe('PNR and ticket numbers', () => {
  it('makes 6-character PNRs without look-alikes', () => {
    expect(PNR_ALPHABET).not.toMatch(/[0O1I]/);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 6, maxLength: 6 }), (bytes) => {
        expect(pnrFromBytes(bytes)).toMatch(PNR_PATTERN);
      }),
    );
  });

  it('writes 13-digit ticket numbers from the prefix and the serial', () => {
    expect(ticketNumber('575', 42)).toBe('5750000000042');
    expect(() => ticketNumber('57', 1)).toThrow(RangeError);
    expect(() => ticketNumber('575', 10 ** 10)).toThrow(RangeError);
  });
});
