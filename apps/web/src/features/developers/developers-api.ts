import {
  DEVELOPER_ENDPOINTS,
  type TApiKeyCreateRequest,
  type TWebhookDelivery,
  type TWebhookEndpointCreateRequest,
  type TWebhookEndpointUpdateRequest,
} from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** While a delivery waits for its (next) attempt the list is asked again this often; otherwise never on its own. */
export const PENDING_POLL_MS = 2_000;

export function keysQuery() {
  return queryOptions({
    queryKey: queryKeys.developers.keys(),
    queryFn: ({ signal }) => callApi(DEVELOPER_ENDPOINTS.keys, { signal }),
  });
}

export function keyCallsQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.developers.keyCalls(id),
    queryFn: ({ signal }) => callApi(DEVELOPER_ENDPOINTS.keyCalls, { params: { id }, signal }),
  });
}

export const createKey = (body: TApiKeyCreateRequest) => callApi(DEVELOPER_ENDPOINTS.createKey, { body });
export const revokeKey = (id: number) => callApi(DEVELOPER_ENDPOINTS.revokeKey, { params: { id } });

export function webhooksQuery() {
  return queryOptions({
    queryKey: queryKeys.developers.webhooks(),
    queryFn: ({ signal }) => callApi(DEVELOPER_ENDPOINTS.webhooks, { signal }),
  });
}

const hasPending = (deliveries: readonly TWebhookDelivery[] | undefined) =>
  deliveries?.some((delivery) => delivery.status === 'pending') ?? false;

/** An endpoint's last 50 deliveries, newest first; asked again every 2 s while any of them is pending. */
export function deliveriesQuery(endpointId: number) {
  return queryOptions({
    queryKey: queryKeys.developers.deliveries(endpointId),
    queryFn: ({ signal }) => callApi(DEVELOPER_ENDPOINTS.deliveries, { params: { id: endpointId }, signal }),
    refetchInterval: (query) => (hasPending(query.state.data?.result) ? PENDING_POLL_MS : false),
  });
}

export const createWebhook = (body: TWebhookEndpointCreateRequest) =>
  callApi(DEVELOPER_ENDPOINTS.createWebhook, { body });
export const updateWebhook = (id: number, body: TWebhookEndpointUpdateRequest) =>
  callApi(DEVELOPER_ENDPOINTS.updateWebhook, { params: { id }, body });
export const deleteWebhook = (id: number) => callApi(DEVELOPER_ENDPOINTS.deleteWebhook, { params: { id } });
export const rotateWebhookSecret = (id: number) => callApi(DEVELOPER_ENDPOINTS.rotateWebhookSecret, { params: { id } });
export const testWebhook = (id: number) => callApi(DEVELOPER_ENDPOINTS.testWebhook, { params: { id } });
export const resendDelivery = (id: number, deliveryId: number) =>
  callApi(DEVELOPER_ENDPOINTS.resendDelivery, { params: { id, deliveryId } });
export const resendFailed = (id: number, since: string) =>
  callApi(DEVELOPER_ENDPOINTS.resendFailed, { params: { id }, body: { since } });
