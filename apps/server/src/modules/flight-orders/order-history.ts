import { utcToLocal, type THistoryFlight } from '@frs/contract';

/**
 * How order history rows name what they refer to. A row keeps the names of the moment of the change (the contract's
 * `ORDER_HISTORY_VALUES`), not ids resolved when the page is read: a history tells what happened then, so a later name
 * change must not rewrite an earlier refund line, and a date change's old flight (no longer tied to the order) may
 * later be renamed or lose its class without the line changing
 * (apps/server/src/modules/order-engine/README.md "Order history"). The engine writes only the keys whose values
 * changed (`changedOnly`).
 */

export function passengerName(passenger: { firstName: string; lastName: string }): string {
  return `${passenger.firstName} ${passenger.lastName}`;
}

/** A flight as the history names it: "FZ 101", "EVN → DXB", the departure airport's local time, the class. */
export function historyFlight(
  leg: {
    airline: { iataCode: string };
    flight: { flightNumber: string; departureAt: Date };
    from: { iataCode: string; timeZone: string };
    to: { iataCode: string };
  },
  className: string,
): THistoryFlight {
  return {
    flight: `${leg.airline.iataCode} ${leg.flight.flightNumber}`,
    route: `${leg.from.iataCode} → ${leg.to.iataCode}`,
    departure: utcToLocal(leg.flight.departureAt, leg.from.timeZone),
    class: className,
  };
}
