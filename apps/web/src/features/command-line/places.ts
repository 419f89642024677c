import { AIRPORTS, resourceEndpoints, type TAirport } from '@frs/contract';
import { callApi } from '../../lib/api-client';
import { CommandRefusal } from './answer';

/**
 * Airports and cities as an agent types them: an IATA code (EVN) or a city (YEREVAN, or its beginning). Looked up in
 * the airports reference through its list endpoint, as the search form's airport field does.
 */

export async function matchingAirports(typed: string, count = 10): Promise<TAirport[]> {
  const page = await callApi(resourceEndpoints(AIRPORTS).list, { query: { search: typed, pageSize: count } });
  return page.result;
}

/** The airport a code or a city names: the code first, then the only (or first) airport of a city so named. */
export async function airportOf(typed: string): Promise<TAirport> {
  const airports = await matchingAirports(typed, 25);
  const upper = typed.toUpperCase();
  const airport =
    airports.find((candidate) => candidate.iataCode.toUpperCase() === upper) ??
    airports.find((candidate) => candidate.city.toUpperCase() === upper) ??
    airports.find((candidate) => candidate.city.toUpperCase().startsWith(upper));
  if (!airport) throw new CommandRefusal('commandLine.refusals.unknownPlace', { place: typed });
  return airport;
}

/**
 * The city a hotel or package search asks for: an airport's city when the code is one (DXB: Dubai, PAR: Paris by its
 * name's beginning), else the words as typed (the server matches the city in any case).
 */
export async function cityOf(typed: string): Promise<string> {
  try {
    return (await airportOf(typed)).city;
  } catch (error) {
    if (error instanceof CommandRefusal) return typed;
    throw error;
  }
}
