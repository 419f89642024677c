/**
 * Reference data: the generic CRUD over every reference resource (docs/reference-data.md). A module
 * declares its resources with `defineServerResource`; the composition root lists them (src/reference-resources.ts)
 * and passes them to `referenceRoutes`. The flight reference resources (airports … time limits) are declared here.
 */

export { FLIGHT_REFERENCE_RESOURCES } from './flight-reference-resources';
export { referenceRoutes } from './routes';
export { defineServerResource, type TServerResource } from './server-resource';
