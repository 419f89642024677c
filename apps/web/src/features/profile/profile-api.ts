import { USER_ENDPOINTS, type TChangePasswordRequest, type TUpdateUserRequest } from '@frs/contract';
import { callApi } from '../../lib/api-client';

export function updateOwnProfile(userId: number, request: TUpdateUserRequest) {
  return callApi(USER_ENDPOINTS.update, { params: { id: userId }, body: request });
}

export function changeOwnPassword(userId: number, request: TChangePasswordRequest) {
  return callApi(USER_ENDPOINTS.changePassword, { params: { id: userId }, body: request });
}
