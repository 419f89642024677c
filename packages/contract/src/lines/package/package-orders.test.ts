import { describe, expect, it } from 'vitest';
import { markupOf, packageCommission, packageRoomsOf, pricePackage } from './package-orders';

describe('pricePackage', () => {
  const base = {
    // Two adults and an infant, two legs each.
    travellerFlightPrices: [
      [{ gross: 100_000 }, { gross: 90_000 }],
      [{ gross: 100_000 }, { gross: 90_000 }],
      [{ gross: 10_000 }, { gross: 10_000 }],
    ],
    stay: [{ gross: 350_000 }],
    services: [
      { amountAmd: 5_000, charge: 'perPerson' as const },
      { amountAmd: 20_000, charge: 'perBooking' as const },
    ],
    payingTravellers: 2,
    commissionPercent: 10,
  };

  it('adds the parts, a percentage markup on their sum, and the commission on the gross', () => {
    const price = pricePackage({ ...base, markup: { type: 'percent', value: 5 } });
    expect(price.breakdown).toEqual({ flights: 400_000, hotel: 350_000, services: 30_000, markup: 39_000 });
    expect(price.gross).toBe(819_000);
    expect(price.commission).toBe(81_900);
    expect(price.net).toBe(819_000 - 81_900);
    expect(price.travellerFlights).toEqual([190_000, 190_000, 20_000]);
  });

  it('adds an amount markup once per booking', () => {
    const price = pricePackage({ ...base, markup: { type: 'amount', value: 12_345 } });
    expect(price.breakdown.markup).toBe(12_345);
    expect(price.gross).toBe(400_000 + 350_000 + 30_000 + 12_345);
  });

  it('always has parts that add up to the gross and a net of gross less commission', () => {
    for (const percent of [0, 0.01, 3.33, 12.5, 100]) {
      for (const commissionPercent of [0, 7, 33, 100]) {
        const price = pricePackage({ ...base, markup: { type: 'percent', value: percent }, commissionPercent });
        const { flights, hotel, services, markup } = price.breakdown;
        expect(flights + hotel + services + markup).toBe(price.gross);
        expect(markup).toBe(markupOf(flights + hotel + services, { type: 'percent', value: percent }));
        expect(price.commission).toBe(packageCommission(price.gross, commissionPercent));
        expect(price.net).toBe(price.gross - price.commission);
      }
    }
  });

  it('charges nothing for a party with nothing', () => {
    const price = pricePackage({
      travellerFlightPrices: [],
      stay: [],
      services: [{ amountAmd: 5_000, charge: 'perPerson' }],
      payingTravellers: 0,
      markup: { type: 'percent', value: 10 },
      commissionPercent: 10,
    });
    expect(price.gross).toBe(0);
  });
});

describe('packageRoomsOf', () => {
  it('deals the adults round-robin, then the children where the deal stopped', () => {
    expect(packageRoomsOf(3, [5], 2)).toEqual([
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [5] },
    ]);
    expect(packageRoomsOf(2, [1, 4, 9], 1)).toEqual([{ adults: 2, childAges: [1, 4, 9] }]);
    expect(packageRoomsOf(2, [7, 8], 2)).toEqual([
      { adults: 1, childAges: [7] },
      { adults: 1, childAges: [8] },
    ]);
  });
});
