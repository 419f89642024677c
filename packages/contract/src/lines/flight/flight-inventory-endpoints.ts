import { ZErrorBody } from '../../errors';
import { defineEndpoint, NOT_FOUND, NOT_FOUND_OR_CONFLICT } from '../../endpoint';
import { ZIdParams, ZSuccessResponse } from '../../api/common';
import {
  ZClassInput,
  ZFlight,
  ZFlightChangeConflict,
  ZFlightClass,
  ZFlightClassList,
  ZFlightCreateRequest,
  ZFlightEditRequest,
  ZFlightExportRequest,
  ZFlightListRequest,
  ZFlightListResponse,
  ZSchedulePreview,
  ZScheduleRequest,
  ZScheduleResult,
} from './flight-inventory-schemas';

/** A change of a flight with active orders: 404 (none), 409 with the orders it would touch. */
const FLIGHT_CHANGE_ERRORS = { 404: ZErrorBody, 409: ZFlightChangeConflict } as const;
const tag = 'flights';

/** Adding a class to the flight of `{id}`, or changing the class of `{id}`: its input in, the class out. */
const CLASS_WRITE = {
  method: 'POST',
  access: 'flights.write',
  params: ZIdParams,
  body: ZClassInput,
  response: ZFlightClass,
  errors: NOT_FOUND_OR_CONFLICT,
  tag,
} as const;

/**
 * Flights, classes and schedules (docs/PRODUCT.md §7 "Flights"); templates are reference resources, and a flight's
 * passengers are the orders' (`FLIGHT_ORDER_ENDPOINTS.flightPassengers`, `removePassenger`).
 */
export const FLIGHT_ENDPOINTS = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/flights/get/',
    access: 'flights.read',
    body: ZFlightListRequest,
    response: ZFlightListResponse,
    tag,
    summary: 'Flights departing in a period (local dates), with the sold, held and free seats of each class',
  }),
  export: defineEndpoint({
    method: 'POST',
    path: '/api/flights/get/export',
    access: 'flights.read',
    body: ZFlightExportRequest,
    response: 'file',
    tag,
    summary: "The filtered flights with their seats as CSV (UTF-8 with BOM) or XLSX, in the list's order",
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/flights/get/{id}',
    access: 'flights.read',
    params: ZIdParams,
    response: ZFlight,
    errors: NOT_FOUND,
    tag,
    summary: 'One flight with its seat totals',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/flights/create',
    access: 'flights.write',
    body: ZFlightCreateRequest,
    response: ZFlight,
    tag,
    summary: 'Create a flight; departure and arrival in the local time of their airports',
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/flights/edit/{id}',
    access: 'flights.write',
    params: ZIdParams,
    body: ZFlightEditRequest,
    response: ZFlight,
    errors: FLIGHT_CHANGE_ERRORS,
    tag,
    summary: 'Change a flight; a new time or route of a flight with active orders needs confirmChanges',
  }),
  remove: defineEndpoint({
    method: 'GET',
    path: '/api/flights/delete/{id}',
    access: 'flights.write',
    params: ZIdParams,
    response: ZSuccessResponse,
    errors: FLIGHT_CHANGE_ERRORS,
    tag,
    summary: 'Mark a flight deleted (refused while it has active orders)',
  }),
  classes: defineEndpoint({
    method: 'GET',
    path: '/api/classes/get-by-flightId/{id}',
    access: 'flights.read',
    params: ZIdParams,
    response: ZFlightClassList,
    errors: NOT_FOUND,
    tag,
    summary: "A flight's classes with prices and seat counters",
  }),
  createClass: defineEndpoint({
    ...CLASS_WRITE,
    path: '/api/classes/create/{id}',
    summary: 'Add a class to a flight (its seats must fit in the capacity the other classes leave)',
  }),
  editClass: defineEndpoint({
    ...CLASS_WRITE,
    path: '/api/classes/edit/{id}',
    summary: 'Change a class (its seats never below what is sold and held)',
  }),
  removeClass: defineEndpoint({
    method: 'GET',
    path: '/api/classes/delete/{id}',
    access: 'flights.write',
    params: ZIdParams,
    response: ZSuccessResponse,
    errors: NOT_FOUND_OR_CONFLICT,
    tag,
    summary: 'Delete a class that has no sold or held seats',
  }),
  previewSchedule: defineEndpoint({
    method: 'POST',
    path: '/api/flights/schedule/preview',
    access: 'flights.write',
    body: ZScheduleRequest,
    response: ZSchedulePreview,
    tag,
    summary: 'The flights a schedule would create from a flight template, and the dates it would skip',
  }),
  createSchedule: defineEndpoint({
    method: 'POST',
    path: '/api/flights/schedule',
    access: 'flights.write',
    body: ZScheduleRequest,
    response: ZScheduleResult,
    tag,
    summary: 'Create every flight of a schedule with its classes, in one transaction',
  }),
};
