import type {
  TBaggageAllowance,
  TCurrency,
  TMultilingualText,
  TPassengerPenalties,
  TPassengerType,
} from '@frs/contract';

/** An airport as a document names it: its code and its city (an itinerary adds the airport's name). */
export interface TPrintedAirport {
  iataCode: string;
  city: string;
}

/** A flight as the e-tickets and the itinerary print it. */
export interface TPrintedFlight {
  airline: { iataCode: string; name: string };
  flightNumber: string;
  from: TPrintedAirport;
  to: TPrintedAirport;
  /** The airports' local date-times, yyyy-mm-ddThh:mm. */
  departureLocal: string;
  arrivalLocal: string;
  className: string;
}

/** A flight of an e-ticket as a line reads it: with its fare rule and baggage by passenger type. */
export interface TTicketFlight extends TPrintedFlight {
  fareRule: {
    id: number;
    name: string;
    texts: TMultilingualText;
    penalties: Record<TPassengerType, TPassengerPenalties>;
    currency: TCurrency;
  };
  baggage: Record<TPassengerType, TBaggageAllowance>;
}

/** A flight of a package's itinerary: outbound (leg 0) or return, with the airports' names. */
export interface TItineraryFlight extends TPrintedFlight {
  legIndex: number;
  from: TPrintedAirport & { name: string };
  to: TPrintedAirport & { name: string };
}
