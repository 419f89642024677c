/**
 * Passenger manifests (issue 19): a flight's list of passengers for its operating airline (PNL and ADL texts, CSV,
 * XLSX), and its mailing to the airline's address. Owns `manifest_sends` (what each mail carried: the next ADL's
 * basis); reads orders, passengers, flights and airlines; queues mail through the mail module.
 */

export { manifestsRoutes } from './routes';
