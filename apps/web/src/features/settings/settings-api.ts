import {
  API_PATHS,
  ZCompanySettings,
  ZSmtpSettings,
  ZSmtpTestResult,
  ZTicketSettings,
  type TCompanySettingsRequest,
  type TSmtpSettingsRequest,
  type TSmtpTestRequest,
  type TTicketSettingsRequest,
} from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** POST the first time (no settings yet), PUT …/edit afterwards. */
export function saveCompanySettings(input: TCompanySettingsRequest, exists: boolean) {
  return exists
    ? apiRequest(API_PATHS.companySettingsEdit, { method: 'PUT', body: input, schema: ZCompanySettings })
    : apiRequest(API_PATHS.companySettings, { method: 'POST', body: input, schema: ZCompanySettings });
}

export function ticketSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.ticketSettings(),
    queryFn: ({ signal }) => apiRequest(API_PATHS.ticketSettings, { schema: ZTicketSettings, signal }),
  });
}

export function saveTicketSettings(input: TTicketSettingsRequest) {
  return apiRequest(API_PATHS.ticketSettings, { method: 'PUT', body: input, schema: ZTicketSettings });
}

export function smtpSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.smtpSettings(),
    queryFn: ({ signal }) => apiRequest(API_PATHS.smtpSettings, { schema: ZSmtpSettings, signal }),
  });
}

export function saveSmtpSettings(input: TSmtpSettingsRequest) {
  return apiRequest(API_PATHS.smtpSettingsEdit, { method: 'PUT', body: input, schema: ZSmtpSettings });
}

export function sendTestMail(input: TSmtpTestRequest) {
  return apiRequest(API_PATHS.smtpTest, { method: 'POST', body: input, schema: ZSmtpTestResult });
}
