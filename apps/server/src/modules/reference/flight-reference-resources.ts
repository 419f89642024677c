import { AIRCRAFT, AIRLINES, AIRPORTS, BAGGAGE_RULES, FARE_RULES, TIME_LIMITS } from '@frs/contract';
import {
  aircraft,
  airlines,
  airports,
  baggageRules,
  classes,
  classTemplates,
  fareRules,
  flights,
  flightTemplates,
  packageOffers,
  timeLimits,
} from '../../db/schema';
import { defineServerResource } from './server-resource';

/** Server descriptors of the reference data flights need (issue 4). */

const airportsResource = defineServerResource({
  descriptor: AIRPORTS,
  table: airports,
  searchColumns: [airports.iataCode, airports.name, airports.city, airports.country],
  listColumns: {
    iataCode: airports.iataCode,
    name: airports.name,
    city: airports.city,
    country: airports.country,
    timeZone: airports.timeZone,
  },
  toRecord: ({ id, iataCode, name, city, country, timeZone }) => ({ id, iataCode, name, city, country, timeZone }),
  toRow: (input) => input,
  unique: [{ field: 'iataCode', columns: { iataCode: airports.iataCode } }],
  usages: [
    { place: 'flights', table: flights, columns: [flights.fromAirportId, flights.toAirportId] },
    {
      place: 'flightTemplates',
      table: flightTemplates,
      columns: [flightTemplates.fromAirportId, flightTemplates.toAirportId],
    },
    {
      place: 'packageOffers',
      table: packageOffers,
      columns: [packageOffers.fromAirportId, packageOffers.toAirportId],
    },
  ],
});

const airlinesResource = defineServerResource({
  descriptor: AIRLINES,
  table: airlines,
  searchColumns: [airlines.iataCode, airlines.icaoCode, airlines.name],
  listColumns: { iataCode: airlines.iataCode, icaoCode: airlines.icaoCode, name: airlines.name },
  toRecord: ({ id, iataCode, icaoCode, name, logoUrl, manifestEmail }) => ({
    id,
    iataCode,
    icaoCode,
    name,
    logoUrl,
    manifestEmail,
  }),
  toRow: (input) => input,
  unique: [
    { field: 'iataCode', columns: { iataCode: airlines.iataCode } },
    { field: 'icaoCode', columns: { icaoCode: airlines.icaoCode } },
  ],
  usages: [
    { place: 'flights', table: flights, columns: [flights.airlineId] },
    { place: 'flightTemplates', table: flightTemplates, columns: [flightTemplates.airlineId] },
    { place: 'timeLimits', table: timeLimits, columns: [timeLimits.airlineId] },
  ],
});

const aircraftResource = defineServerResource({
  descriptor: AIRCRAFT,
  table: aircraft,
  searchColumns: [aircraft.model],
  listColumns: { model: aircraft.model, seats: aircraft.seats },
  toRecord: ({ id, model, seats }) => ({ id, model, seats }),
  toRow: (input) => input,
  unique: [],
  usages: [
    { place: 'flights', table: flights, columns: [flights.aircraftId] },
    { place: 'flightTemplates', table: flightTemplates, columns: [flightTemplates.aircraftId] },
  ],
});

const fareRulesResource = defineServerResource({
  descriptor: FARE_RULES,
  table: fareRules,
  searchColumns: [fareRules.name],
  listColumns: {
    name: fareRules.name,
    currency: fareRules.currency,
    nameChangeFee: fareRules.nameChangeFee,
    deadlineHours: fareRules.deadlineHours,
  },
  toRecord: ({ id, name, texts, currency, penalties, nameChangeFee, deadlineHours }) => ({
    id,
    name,
    texts,
    currency,
    penalties,
    nameChangeFee,
    deadlineHours,
  }),
  toRow: (input) => input,
  unique: [{ field: 'name', columns: { name: fareRules.name } }],
  usages: [
    { place: 'classes', table: classes, columns: [classes.fareRuleId] },
    { place: 'classTemplates', table: classTemplates, columns: [classTemplates.fareRuleId] },
  ],
});

const baggageRulesResource = defineServerResource({
  descriptor: BAGGAGE_RULES,
  table: baggageRules,
  searchColumns: [baggageRules.name],
  listColumns: { name: baggageRules.name },
  toRecord: ({ id, name, allowances }) => ({ id, name, allowances }),
  toRow: (input) => input,
  unique: [{ field: 'name', columns: { name: baggageRules.name } }],
  usages: [
    { place: 'classes', table: classes, columns: [classes.baggageRuleId] },
    { place: 'classTemplates', table: classTemplates, columns: [classTemplates.baggageRuleId] },
  ],
});

const timeLimitsResource = defineServerResource({
  descriptor: TIME_LIMITS,
  table: timeLimits,
  searchColumns: [timeLimits.name],
  listColumns: {
    name: timeLimits.name,
    airlineId: timeLimits.airlineId,
    holdMinutes: timeLimits.holdMinutes,
    bookingHours: timeLimits.bookingHours,
    bookingCloseHours: timeLimits.bookingCloseHours,
    ticketingCloseHours: timeLimits.ticketingCloseHours,
  },
  toRecord: ({ id, name, airlineId, holdMinutes, bookingHours, bookingCloseHours, ticketingCloseHours }) => ({
    id,
    name,
    airlineId,
    holdMinutes,
    bookingHours,
    bookingCloseHours,
    ticketingCloseHours,
  }),
  toRow: (input) => input,
  // One set per airline, and one set (airline null) for all the others.
  unique: [{ field: 'airlineId', columns: { airlineId: timeLimits.airlineId } }],
  usages: [],
});

/** The flight reference resources, by their contract names (the composition root serves them). */
export const FLIGHT_REFERENCE_RESOURCES = {
  airports: airportsResource,
  airlines: airlinesResource,
  aircraft: aircraftResource,
  fareRules: fareRulesResource,
  baggageRules: baggageRulesResource,
  timeLimits: timeLimitsResource,
} as const;
