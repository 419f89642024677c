import { defineEndpoint, NOT_FOUND } from '../endpoint';
import { ZIdParams, ZSuccessResponse } from '../api/common';
import {
  ZDirectoryPassenger,
  ZDirectoryPassengerExportQuery,
  ZDirectoryPassengerInput,
  ZDirectoryPassengerPage,
  ZDirectoryPassengerQuery,
} from '../api/passengers';

const tag = 'passengers';
const PASSENGER_ID = { id: 'passenger' } as const;

/**
 * The passengers directory (docs/PRODUCT.md §7 "Passengers"): GET with query parameters (and its export), POST, PATCH
 * and DELETE by id.
 */
export const PASSENGER_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/passengers',
    access: 'passengers.read',
    query: ZDirectoryPassengerQuery,
    response: ZDirectoryPassengerPage,
    tag,
    summary: 'A page of saved travellers (agents: their own), searched by name or passport',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/passengers/export',
    access: 'passengers.read',
    query: ZDirectoryPassengerExportQuery,
    response: 'file',
    tag,
    summary: "The filtered travellers (agents: their own) as CSV (UTF-8 with BOM) or XLSX, in the list's order",
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/passengers',
    access: 'passengers.write',
    body: ZDirectoryPassengerInput,
    response: ZDirectoryPassenger,
    tag,
    summary: "Save a traveller (an agent's own; the staff's for the agency)",
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/passengers/{id}',
    access: 'passengers.write',
    params: ZIdParams,
    body: ZDirectoryPassengerInput,
    response: ZDirectoryPassenger,
    errors: NOT_FOUND,
    rowScope: PASSENGER_ID,
    tag,
    summary: 'Change a saved traveller',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/passengers/{id}',
    access: 'passengers.write',
    params: ZIdParams,
    response: ZSuccessResponse,
    errors: NOT_FOUND,
    rowScope: PASSENGER_ID,
    tag,
    summary: 'Delete a saved traveller',
  }),
};
