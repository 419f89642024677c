import { API_PATHS, ZSuccessResponse, type TEmailRequest, type TResetPasswordRequest } from '@frs/contract';
import { apiRequest } from '../../lib/api-client';

export function requestReset(request: TEmailRequest) {
  return apiRequest(API_PATHS.forgotPassword, { body: request, schema: ZSuccessResponse, authenticate: false });
}

export function resetPassword(userId: string, request: TResetPasswordRequest) {
  return apiRequest(API_PATHS.resetPassword(userId), {
    body: request,
    schema: ZSuccessResponse,
    authenticate: false,
  });
}
