import {
  FLIGHT_ORDER_ENDPOINTS,
  REFERENCE_ENDPOINTS,
  SEARCH_ENDPOINTS,
  type TFlightOrder,
  type TSearchOffer,
  type TSearchRequest,
} from '@frs/contract';
import { apiCall, daysFromToday } from './api';

/** A real search that the demo seed answers, and its first offer (what /search and /checkout show). */
export interface TFoundOffer {
  search: TSearchRequest;
  offer: TSearchOffer;
}

const FAMILY = { adults: 2, children: 1, infants: 1 } as const;

/** A family round trip out of Yerevan in 10 and 17 days, to the first airport the demo seed sells it to. */
export async function findFamilyRoundTrip(token: string): Promise<TFoundOffer> {
  const airports = await apiCall(REFERENCE_ENDPOINTS['airports.list'], { token, query: { pageSize: 100 } });
  const evn = airports.result.find((airport) => airport.iataCode === 'EVN');
  if (!evn) throw new Error('The demo seed has no EVN airport');
  for (const to of airports.result.filter((airport) => airport.id !== evn.id)) {
    const search: TSearchRequest = {
      travelType: 'roundTrip',
      legs: [
        { fromAirportId: evn.id, toAirportId: to.id, date: daysFromToday(10) },
        { fromAirportId: to.id, toAirportId: evn.id, date: daysFromToday(17) },
      ],
      passengers: FAMILY,
    };
    const answer = await apiCall(SEARCH_ENDPOINTS.flights, { token, body: search });
    const [offer] = answer.offers;
    if (offer) return { search, offer };
  }
  throw new Error('No family round trip out of EVN in the demo seed');
}

/** The same date `years` earlier. */
function yearsBefore(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) - years}${isoDate.slice(4)}`;
}

/** Holds the offer for a family with long names (the widest cells a passenger table gets). */
export async function holdFamily(token: string, found: TFoundOffer): Promise<TFlightOrder> {
  const today = daysFromToday(0);
  const expiry = yearsBefore(today, -6);
  const traveller = (
    type: 'adult' | 'child' | 'infant',
    firstName: string,
    gender: 'male' | 'female',
    dateOfBirth: string,
    index: number,
  ) => ({
    type,
    firstName,
    lastName: 'Ter-Hovhannisyan',
    gender,
    dateOfBirth,
    passportNumber: `AP${5_000_100 + index}`,
    passportExpiry: expiry,
    citizenship: 'AM',
  });
  const order = await apiCall(FLIGHT_ORDER_ENDPOINTS.preOrder, {
    token,
    body: {
      travelType: found.search.travelType,
      segments: found.offer.segments.map((segment) => ({ classId: segment.class.id })),
      passengers: [
        traveller('adult', 'Alexandrina', 'female', '1986-07-02', 0),
        traveller('adult', 'Konstantin', 'male', '1984-03-15', 1),
        traveller('child', 'Maximilian', 'male', yearsBefore(today, 7), 2),
        traveller('infant', 'Margarita', 'female', yearsBefore(daysFromToday(-30), 1), 3),
      ],
      contact: { name: 'Alexandrina Ter-Hovhannisyan', phone: '+374 91 123456', email: 'family@example.test' },
    },
  });
  return order;
}

/** The caller's order list, newest first (the demo seed's orders and any made by the tests). */
export async function listOrders(token: string) {
  const answer = await apiCall(FLIGHT_ORDER_ENDPOINTS.list, { token, body: { pageSize: 100 } });
  return answer.result;
}
