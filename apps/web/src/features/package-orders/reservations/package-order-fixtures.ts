import { addDays, type TOrderPassenger, type TPackageOrder } from '@frs/contract';
import { daysFromToday, orderFixture } from '../../../test/order-fixtures';
import { DELUXE_DOUBLE_ROOM, fourStarHotel, paidAgentOrderFields, paidTotals } from '../../../test/stay-order-fixtures';

/** Package orders as the API answers them, for the web tests of the package reservation screens. */

/** A traveller's share of the package: 481,179.00 gross, 452,308.26 net for the agent. */
const SHARE = {
  fare: 47_117_900,
  tax: 1_000_000,
  surcharge: 0,
  gross: 48_117_900,
  commission: 2_887_074,
  net: 45_230_826,
};

function traveller(id: number, firstName: string): TOrderPassenger {
  const base = orderFixture().passengers[0]!;
  return {
    ...base,
    id,
    firstName,
    lastName: 'PETROSYAN',
    ticketNumber: `57${String(id).padStart(11, '0')}`,
    price: SHARE,
  };
}

/** A ticketed package of an agent: two adults in one room, a week in Paris. */
export function packageOrderFixture(overrides: Partial<TPackageOrder> = {}): TPackageOrder {
  const flights = orderFixture();
  const checkIn = daysFromToday(10);
  const passengers = [traveller(91, 'Aram'), traveller(92, 'Anna')];
  return {
    id: 81,
    pnr: 'P4K7QX',
    ...paidAgentOrderFields(new Date().toISOString(), new Date().toISOString()),
    offer: { id: 5, name: 'Paris week', destination: 'Paris' },
    nights: 7,
    checkIn,
    checkOut: addDays(checkIn, 7),
    contact: flights.contact,
    comment: null,
    rate: flights.rate,
    segments: flights.segments,
    passengers,
    hotel: fourStarHotel({
      name: 'Lutetia',
      city: 'Paris',
      country: 'France',
      address: '45 Boulevard Raspail',
      provider: 'Paris Hotels',
    }),
    rooms: [
      {
        ...DELUXE_DOUBLE_ROOM,
        passengerIds: [91, 92],
        specialRequests: null,
        voucherNumber: 'HV-000123',
      },
    ],
    services: [{ serviceId: 4, name: 'Airport transfer', kind: 'transfer', charge: 'perBooking' }],
    tourManager: { id: 2, name: 'Lilit Hakobyan', phone: '+37491000111', email: null, languages: 'hy, ru' },
    cancellationPolicy: [],
    breakdown: { flights: 50_000_000, hotel: 36_000_000, services: 3_500_000, markup: 6_735_800 },
    totals: paidTotals(2 * SHARE.gross, 2 * SHARE.commission),
    operations: ['refund', 'split', 'edit'],
    ...overrides,
  };
}
