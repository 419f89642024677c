import { MANIFEST_ENDPOINTS, type TManifestFormat, type TManifestSendRequest } from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, downloadApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

/**
 * The manifest's calls. Its key lives under the flights' (`queryKeys.flights.all()`), so that whatever refreshes a
 * flight refreshes its manifest too.
 */
export const manifestKey = (flightId: number) => [...queryKeys.flights.all(), 'manifest', flightId] as const;

export function manifestQuery(flightId: number) {
  return queryOptions({
    queryKey: manifestKey(flightId),
    queryFn: ({ signal }) => callApi(MANIFEST_ENDPOINTS.get, { params: { id: flightId }, signal }),
  });
}

/** Downloads one format of the manifest under the server's file name. */
export async function downloadManifest(flightId: number, format: TManifestFormat): Promise<void> {
  saveFile(
    await downloadApi(MANIFEST_ENDPOINTS.file, {
      params: { id: flightId },
      query: { format },
      fallbackName: `manifest-${flightId}.${format === 'pnl' || format === 'adl' ? 'txt' : format}`,
    }),
  );
}

export const sendManifest = (flightId: number, body: TManifestSendRequest, idempotencyKey: string) =>
  callApi(MANIFEST_ENDPOINTS.send, { params: { id: flightId }, body, idempotencyKey });
