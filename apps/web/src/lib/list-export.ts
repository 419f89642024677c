import type { TEndpointDefinition } from '@frs/contract';
import { downloadApi } from './api-client';
import { saveFile } from './save-file';

/** Downloads a list's export (its export endpoint, called with the list's filters and a format) and saves it. */
export async function downloadListExport<const TEndpoint extends TEndpointDefinition>(
  endpoint: TEndpoint,
  call: Omit<Parameters<typeof downloadApi<TEndpoint>>[1], 'fallbackName'>,
): Promise<void> {
  const fallbackName = endpoint.path.split('/').filter(Boolean).join('-');
  saveFile(await downloadApi(endpoint, { ...call, fallbackName } as Parameters<typeof downloadApi<TEndpoint>>[1]));
}
