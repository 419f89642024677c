import {
  API_PATHS,
  ZChangePasswordResponse,
  ZProfile,
  type TChangePasswordRequest,
  type TUpdateUserRequest,
} from '@frs/contract';
import { apiRequest } from '../../lib/api-client';

export function updateOwnProfile(userId: number, request: TUpdateUserRequest) {
  return apiRequest(API_PATHS.updateUser(userId), { body: request, schema: ZProfile });
}

export function changeOwnPassword(userId: number, request: TChangePasswordRequest) {
  return apiRequest(API_PATHS.changePassword(userId), { body: request, schema: ZChangePasswordResponse });
}
