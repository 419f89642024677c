import { API_PATHS, ZRegisterResponse, type TRegisterRequest } from '@frs/contract';
import { apiRequest } from '../../lib/api-client';

export function registerAgency(request: TRegisterRequest) {
  return apiRequest(API_PATHS.register, { body: request, schema: ZRegisterResponse, authenticate: false });
}
