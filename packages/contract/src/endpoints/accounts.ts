import { ZErrorBody } from '../errors';
import { defineEndpoint } from '../endpoint';
import { ZSuccessResponse } from '../api/common';
import {
  ZCheckPasswordPageQuery,
  ZCheckPasswordPageResponse,
  ZCreateUserRequest,
  ZEmailRequest,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordParams,
  ZResetPasswordRequest,
  ZSetPasswordRequest,
  ZUserGroupsResponse,
  ZVerifyEmailRequest,
} from '../api/accounts';
import { ZProfile } from '../api/users';

/** The public account calls are throttled per address (429); the set-password link answers 410 when spent. */
const THROTTLED = { 429: ZErrorBody } as const;
const LINK_ERRORS = { 410: ZErrorBody, 429: ZErrorBody } as const;
const tag = 'accounts';

/**
 * Registration, e-mail verification, set-password links, forgot/reset, user groups and admin-side creation
 * (docs/PRODUCT.md §7 "Public" and "Users").
 */
export const ACCOUNT_ENDPOINTS = {
  register: defineEndpoint({
    method: 'POST',
    path: '/user/register',
    access: 'public',
    body: ZRegisterRequest,
    response: ZRegisterResponse,
    status: 201,
    errors: { 409: ZErrorBody, 429: ZErrorBody },
    tag,
    summary: 'Register an agency as an agent (a verification code is mailed)',
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/user/verify-email',
    access: 'public',
    body: ZVerifyEmailRequest,
    response: ZSuccessResponse,
    errors: THROTTLED,
    tag,
    summary: "Confirm a registration's e-mail with the mailed code",
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/user/verify-email/resend',
    access: 'public',
    body: ZEmailRequest,
    response: ZSuccessResponse,
    errors: THROTTLED,
    tag,
    summary: 'Mail a new verification code (same answer whatever the e-mail)',
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/user/forgot-password',
    access: 'public',
    body: ZEmailRequest,
    response: ZSuccessResponse,
    errors: THROTTLED,
    tag,
    summary: 'Mail a password-reset code and link (same answer whatever the e-mail)',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/user/forgot-password/reset/{userId}',
    access: 'public',
    params: ZResetPasswordParams,
    body: ZResetPasswordRequest,
    response: ZSuccessResponse,
    errors: THROTTLED,
    tag,
    summary: 'Set a new password with the mailed reset code',
  }),
  checkPasswordLink: defineEndpoint({
    method: 'GET',
    path: '/api/auth/checkChangePasswordPage',
    access: 'public',
    query: ZCheckPasswordPageQuery,
    response: ZCheckPasswordPageResponse,
    errors: LINK_ERRORS,
    tag,
    summary: 'Whether a set-password link still works (410 when used, expired or wrong)',
  }),
  setPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/setPassword',
    access: 'public',
    body: ZSetPasswordRequest,
    response: ZSuccessResponse,
    errors: LINK_ERRORS,
    tag,
    summary: 'Set the password through a set-password link (the link is then used up)',
  }),
  /** A visitor (the register form) gets the agent group; with a token, the groups the caller may create. */
  userGroups: defineEndpoint({
    method: 'GET',
    path: '/api/filter/userGroup',
    access: 'optional',
    response: ZUserGroupsResponse,
    tag,
    summary: 'The user groups the caller may give a new user',
  }),
  createUser: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    access: 'users.create',
    body: ZCreateUserRequest,
    response: ZProfile,
    status: 201,
    errors: { 409: ZErrorBody },
    tag,
    summary: 'Create a user (admins); the user is mailed a set-password link',
  }),
};
