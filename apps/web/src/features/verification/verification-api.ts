import { ACCOUNT_ENDPOINTS, type TEmailRequest, type TVerifyEmailRequest } from '@frs/contract';
import { callApi } from '../../lib/api-client';

export function verifyEmail(request: TVerifyEmailRequest) {
  return callApi(ACCOUNT_ENDPOINTS.verifyEmail, { body: request });
}

export function resendCode(request: TEmailRequest) {
  return callApi(ACCOUNT_ENDPOINTS.resendVerification, { body: request });
}
