/**
 * Flights: flights, classes and schedules, owner of `flights` and `classes`, and of the flight and class templates
 * (reference resources declared here). Orders move seats only through the seat counters (`moveSeats`,
 * `applySeatChanges`: apps/server/src/modules/flights/README.md "Seat counters").
 */

export { priceColumns, pricesFromRow, type TPriceColumns } from './class-prices';
export { flightDeparturesJob, markDepartedFlights } from './departures';
export { activeOrdersOfFlight, type TFindActiveOrders } from './flight-orders';
export { flightScriptMails, rescheduleMails } from './reschedule-mail';
export { rescheduleNotices } from './reschedule-notices';
export { flightsRoutes } from './routes';
export {
  applySeatChanges,
  moveSeats,
  SEAT_MOVE_STATEMENTS,
  seatsPerClass,
  type TSeatChange,
  type TSeatMove,
} from './seat-counters';
export { FLIGHT_TEMPLATE_RESOURCES } from './template-resources';
