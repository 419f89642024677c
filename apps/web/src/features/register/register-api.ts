import { ACCOUNT_ENDPOINTS, type TRegisterRequest } from '@frs/contract';
import { callApi } from '../../lib/api-client';

export function registerAgency(request: TRegisterRequest) {
  return callApi(ACCOUNT_ENDPOINTS.register, { body: request });
}
