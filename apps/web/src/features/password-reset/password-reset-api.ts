import { ACCOUNT_ENDPOINTS, type TEmailRequest, type TResetPasswordRequest } from '@frs/contract';
import { callApi } from '../../lib/api-client';

export function requestReset(request: TEmailRequest) {
  return callApi(ACCOUNT_ENDPOINTS.forgotPassword, { body: request });
}

export function resetPassword(userId: string, request: TResetPasswordRequest) {
  return callApi(ACCOUNT_ENDPOINTS.resetPassword, { params: { userId }, body: request });
}
