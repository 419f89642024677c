import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ZClassInput,
  ZErrorBody,
  ZFlight,
  ZFlightChangeConflict,
  ZFlightClass,
  ZFlightClassList,
  ZFlightCreateRequest,
  ZFlightEditRequest,
  ZFlightListRequest,
  ZFlightListResponse,
  ZIdParams,
  ZSchedulePreview,
  ZScheduleRequest,
  ZScheduleResult,
  ZSuccessResponse,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import type { TFindActiveOrders } from './flight-orders';
import { createClass, deleteClass, editClass, listClasses } from './classes-service';
import { createFlight, deleteFlight, editFlight, getFlight, listFlights } from './flights-service';
import { createSchedule, previewSchedule } from './schedule-service';

/** Flights, classes and schedules (spec section 7, "Flights"); templates are reference resources (modules/reference). */
export const flightsRoutes: FastifyPluginAsyncZod<{ db: TDatabase; findActiveOrders?: TFindActiveOrders }> = async (
  app,
  { db, findActiveOrders },
) => {
  const tags = ['flights'];
  const read = app.authorize('flights.read');
  const write = app.authorize('flights.write');

  app.post(
    API_PATHS.flightList,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Flights departing in a period (local dates), with the sold, held and free seats of each class',
        security: BEARER,
        body: ZFlightListRequest,
        response: { 200: ZFlightListResponse, ...PRIVATE_ERRORS },
      },
    },
    async (request) => listFlights({ db, input: request.body }),
  );

  app.get(
    API_PATHS.flightById(':id'),
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'One flight with its seat totals',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZFlight, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => getFlight({ db, id: request.params.id }),
  );

  app.post(
    API_PATHS.flightCreate,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Create a flight; departure and arrival in the local time of their airports',
        security: BEARER,
        body: ZFlightCreateRequest,
        response: { 200: ZFlight, ...PRIVATE_ERRORS },
      },
    },
    async (request) => createFlight({ db, actor: actorOf(request), input: request.body }),
  );

  app.post(
    API_PATHS.flightEdit(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Change a flight; a new time or route of a flight with active orders needs confirmChanges',
        security: BEARER,
        params: ZIdParams,
        body: ZFlightEditRequest,
        response: { 200: ZFlight, ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZFlightChangeConflict },
      },
    },
    async (request) =>
      editFlight({ db, actor: actorOf(request), id: request.params.id, input: request.body, findActiveOrders }),
  );

  app.get(
    API_PATHS.flightDelete(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Mark a flight deleted (refused while it has active orders)',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZSuccessResponse, ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZFlightChangeConflict },
      },
    },
    async (request) => deleteFlight({ db, actor: actorOf(request), id: request.params.id, findActiveOrders }),
  );

  app.get(
    API_PATHS.classesByFlight(':id'),
    {
      preHandler: read,
      schema: {
        tags,
        summary: "A flight's classes with prices and seat counters",
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZFlightClassList, ...PRIVATE_ERRORS, 404: ZErrorBody },
      },
    },
    async (request) => listClasses({ db, flightId: request.params.id }),
  );

  app.post(
    API_PATHS.classCreate(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Add a class to a flight (its seats must fit in the capacity the other classes leave)',
        security: BEARER,
        params: ZIdParams,
        body: ZClassInput,
        response: { 200: ZFlightClass, ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => createClass({ db, actor: actorOf(request), flightId: request.params.id, input: request.body }),
  );

  app.post(
    API_PATHS.classEdit(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Change a class (its seats never below what is sold and held)',
        security: BEARER,
        params: ZIdParams,
        body: ZClassInput,
        response: { 200: ZFlightClass, ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => editClass({ db, actor: actorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    API_PATHS.classDelete(':id'),
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Delete a class that has no sold or held seats',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZSuccessResponse, ...PRIVATE_ERRORS, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => deleteClass({ db, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    API_PATHS.schedulePreview,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'The flights a schedule would create from a flight template, and the dates it would skip',
        security: BEARER,
        body: ZScheduleRequest,
        response: { 200: ZSchedulePreview, ...PRIVATE_ERRORS },
      },
    },
    async (request) => previewSchedule({ db, input: request.body }),
  );

  app.post(
    API_PATHS.scheduleCreate,
    {
      preHandler: write,
      schema: {
        tags,
        summary: 'Create every flight of a schedule with its classes, in one transaction',
        security: BEARER,
        body: ZScheduleRequest,
        response: { 200: ZScheduleResult, ...PRIVATE_ERRORS },
      },
    },
    async (request) => createSchedule({ db, actor: actorOf(request), input: request.body }),
  );
};
