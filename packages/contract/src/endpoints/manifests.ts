import { defineEndpoint, NOT_FOUND, NOT_FOUND_OR_CONFLICT } from '../endpoint';
import { ZIdParams } from '../api/common';
import { ZManifest, ZManifestFileQuery, ZManifestSendRequest, ZManifestSendResult } from '../api/manifests';

const tag = 'flights';

/**
 * A flight's passenger manifest for its operating airline (issue 19): the staff of the flight screens read and
 * download it; those who change flights mail it to the airline's address (reference data: airlines).
 */
export const MANIFEST_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/flights/manifest/{id}',
    access: 'flights.read',
    params: ZIdParams,
    response: ZManifest,
    errors: NOT_FOUND,
    tag,
    summary: "The flight's manifest by class, the airline's address, the last one sent and the changes since",
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/flights/manifest/{id}/file',
    access: 'flights.read',
    params: ZIdParams,
    query: ZManifestFileQuery,
    response: 'file',
    errors: NOT_FOUND,
    tag,
    summary: 'The manifest as PNL text, the ADL text of the changes since the last one sent, CSV or XLSX',
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/flights/manifest/{id}/send',
    access: 'flights.write',
    params: ZIdParams,
    body: ZManifestSendRequest,
    response: ZManifestSendResult,
    errors: NOT_FOUND_OR_CONFLICT,
    idempotent: true,
    tag,
    summary:
      "Mail the PNL (first) or the ADL (later) with CSV and XLSX to the airline's manifest address; 409 with none set",
  }),
};
