import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FLIGHT_ENDPOINTS, FLIGHT_LIST } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import type { TReadReplica } from '../../db/read-replica';
import { registerEndpoint } from '../../lib/endpoint-route';
import { sendExport } from '../../lib/list-export';
import type { TFindActiveOrders } from './flight-orders';
import { createClass, deleteClass, editClass, listClasses } from './classes-service';
import { createFlight, deleteFlight, editFlight, exportFlights, getFlight, listFlights } from './flights-service';
import { createSchedule, previewSchedule } from './schedule-service';

/**
 * Flights, classes and schedules (docs/PRODUCT.md §7 "Flights"); templates are reference resources (modules/reference).
 */
export const flightsRoutes: FastifyPluginAsyncZod<{
  db: TDatabase;
  /** The export's reads (they may lag a few seconds); the rest reads and writes `db`. */
  readReplica: TReadReplica;
  findActiveOrders?: TFindActiveOrders;
}> = async (app, { db, readReplica, findActiveOrders }) => {
  registerEndpoint(app, FLIGHT_ENDPOINTS.list, async ({ body }) => listFlights({ db, input: body }));
  registerEndpoint(app, FLIGHT_ENDPOINTS.export, async ({ body, request, reply }) =>
    sendExport(reply, {
      list: FLIGHT_LIST,
      language: request.language,
      format: body.format,
      batches: exportFlights({ db: readReplica.executor(), input: body }),
      fileName: 'flights',
    }),
  );
  registerEndpoint(app, FLIGHT_ENDPOINTS.get, async ({ params }) => getFlight({ db, id: params.id }));
  registerEndpoint(app, FLIGHT_ENDPOINTS.create, async ({ actor, body }) => createFlight({ db, actor, input: body }));
  // A change of time mails the agents of the flight's orders.
  registerEndpoint(app, FLIGHT_ENDPOINTS.edit, async ({ actor, params, body }) =>
    editFlight({ db, actor, id: params.id, input: body, findActiveOrders }),
  );
  registerEndpoint(app, FLIGHT_ENDPOINTS.remove, async ({ actor, params }) =>
    deleteFlight({ db, actor, id: params.id, findActiveOrders }),
  );

  registerEndpoint(app, FLIGHT_ENDPOINTS.classes, async ({ params }) => listClasses({ db, flightId: params.id }));
  registerEndpoint(app, FLIGHT_ENDPOINTS.createClass, async ({ actor, params, body }) =>
    createClass({ db, actor, flightId: params.id, input: body }),
  );
  registerEndpoint(app, FLIGHT_ENDPOINTS.editClass, async ({ actor, params, body }) =>
    editClass({ db, actor, id: params.id, input: body }),
  );
  registerEndpoint(app, FLIGHT_ENDPOINTS.removeClass, async ({ actor, params }) =>
    deleteClass({ db, actor, id: params.id }),
  );

  registerEndpoint(app, FLIGHT_ENDPOINTS.previewSchedule, async ({ body }) => previewSchedule({ db, input: body }));
  registerEndpoint(app, FLIGHT_ENDPOINTS.createSchedule, async ({ actor, body }) =>
    createSchedule({ db, actor, input: body }),
  );
};
