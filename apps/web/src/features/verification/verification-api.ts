import { API_PATHS, ZSuccessResponse, type TEmailRequest, type TVerifyEmailRequest } from '@frs/contract';
import { apiRequest } from '../../lib/api-client';

export function verifyEmail(request: TVerifyEmailRequest) {
  return apiRequest(API_PATHS.verifyEmail, { body: request, schema: ZSuccessResponse, authenticate: false });
}

export function resendCode(request: TEmailRequest) {
  return apiRequest(API_PATHS.resendVerification, { body: request, schema: ZSuccessResponse, authenticate: false });
}
