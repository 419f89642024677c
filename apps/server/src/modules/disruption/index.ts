/**
 * Own-flight disruption (issue 19): the screen of a flight staff retimed, rerouted or cancelled while it had orders,
 * and its batches (tell the agents, move chosen orders to another flight of the route, refund them in full). It owns
 * `flight_disruption_batches`; the orders change only through the order lines' own operations.
 */
export { refundDisruptedOrder } from './refund';
export { disruptionRoutes } from './routes';
