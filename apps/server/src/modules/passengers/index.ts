/**
 * Passengers: the travellers directory, owner of `directory_passengers`. A pre-order saves travellers through
 * `saveTravellers` and checks picked ones with `unreachableTravellerErrors`.
 */

export { saveTravellers, unreachableTravellerErrors } from './directory-service';
export { passengersRoutes } from './routes';
