import {
  MAIL_ENDPOINTS,
  SETTINGS_ENDPOINTS,
  type TCompanySettingsRequest,
  type TSmtpSettingsRequest,
  type TSmtpTestRequest,
  type TTicketSettingsRequest,
} from '@frs/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** POST the first time (no settings yet), PUT …/edit afterwards. */
export function saveCompanySettings(input: TCompanySettingsRequest, exists: boolean) {
  return exists
    ? callApi(SETTINGS_ENDPOINTS.editCompany, { body: input })
    : callApi(SETTINGS_ENDPOINTS.createCompany, { body: input });
}

export function ticketSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.ticketSettings(),
    queryFn: ({ signal }) => callApi(SETTINGS_ENDPOINTS.tickets, { signal }),
  });
}

export function saveTicketSettings(input: TTicketSettingsRequest) {
  return callApi(SETTINGS_ENDPOINTS.editTickets, { body: input });
}

export function smtpSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.smtpSettings(),
    queryFn: ({ signal }) => callApi(MAIL_ENDPOINTS.smtpSettings, { signal }),
  });
}

export function saveSmtpSettings(input: TSmtpSettingsRequest) {
  return callApi(MAIL_ENDPOINTS.editSmtpSettings, { body: input });
}

/** "Use the server's settings": removes the saved SMTP settings and answers the ones in use afterwards. */
export function removeSmtpSettings() {
  return callApi(MAIL_ENDPOINTS.removeSmtpSettings, {});
}

export function sendTestMail(input: TSmtpTestRequest) {
  return callApi(MAIL_ENDPOINTS.testSmtp, { body: input });
}
