import { describe, expect, it } from 'vitest';
import {
  groupPackagesByHotel,
  NO_PACKAGE_FILTERS,
  packageDepartureDates,
  packageMeals,
  packageStars,
} from './package-results';
import { packageCombination } from './package-search-fixtures';

const combination = packageCombination;

const RESULTS = [
  combination({ hotelId: 1, stars: 4, meal: 'BB', payable: 500, date: '2030-05-02' }),
  combination({ hotelId: 2, stars: 5, meal: 'AI', payable: 300 }),
  combination({ hotelId: 1, stars: 4, meal: 'HB', payable: 200, roomId: 11 }),
  combination({ hotelId: 3, stars: 3, meal: 'BB', payable: 900 }),
  combination({ hotelId: 2, stars: 5, meal: 'HB', payable: 300, date: '2030-05-03', roomId: 21 }),
];

describe('groupPackagesByHotel', () => {
  it('groups by hotel, cheapest first within and across hotels', () => {
    const groups = groupPackagesByHotel(RESULTS, NO_PACKAGE_FILTERS);
    expect(groups.map((group) => [group.hotel.id, group.lowestPayable])).toEqual([
      [1, 200],
      [2, 300],
      [3, 900],
    ]);
    expect(groups[0]!.combinations.map((item) => item.price.payable)).toEqual([200, 500]);
    // Equal prices: the earlier departure first.
    expect(groups[1]!.combinations.map((item) => item.departureDate)).toEqual(['2030-05-01', '2030-05-03']);
  });

  it('filters by stars, meal and departure date, dropping hotels left empty', () => {
    expect(groupPackagesByHotel(RESULTS, { ...NO_PACKAGE_FILTERS, stars: [5, 3] }).map((g) => g.hotel.id)).toEqual([
      2, 3,
    ]);
    const halfBoard = groupPackagesByHotel(RESULTS, { ...NO_PACKAGE_FILTERS, meals: ['HB'] });
    expect(halfBoard.map((group) => [group.hotel.id, group.combinations.length])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    const later = groupPackagesByHotel(RESULTS, { ...NO_PACKAGE_FILTERS, departureDates: ['2030-05-02'] });
    expect(later.map((group) => [group.hotel.id, group.lowestPayable])).toEqual([[1, 500]]);
    expect(groupPackagesByHotel(RESULTS, { stars: [3], meals: ['AI'], departureDates: [] })).toEqual([]);
  });

  it('offers the filters the results have', () => {
    expect(packageStars(RESULTS)).toEqual([5, 4, 3]);
    expect(packageMeals(RESULTS)).toEqual(['BB', 'HB', 'AI']);
    expect(packageDepartureDates(RESULTS)).toEqual(['2030-05-01', '2030-05-02', '2030-05-03']);
  });
});
