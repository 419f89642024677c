import { expect } from 'vitest';
import {
  resourceEndpoints,
  ROLES,
  type TEndpointDefinition,
  type TResourceDescriptor,
  type TRole,
} from '@frs/contract';
import { injectEndpoint, type TInjectCall } from './endpoint-call';
import type { TTestApp } from './test-app';

/** One endpoint of a permission matrix: the roles written out by hand that may call it, and a valid call. */
export interface TPermissionCase {
  endpoint: TEndpointDefinition;
  allowed: readonly TRole[];
  /** A valid call, on fresh records of its own (allowed calls change data). */
  call: () => Promise<TInjectCall>;
}

/** A reference resource of a matrix: who reads, who writes, a fresh valid input and a fresh record. */
export interface TResourceAccess {
  readers: readonly TRole[];
  writers: readonly TRole[];
  input: () => Promise<object>;
  record: () => Promise<number>;
}

/** The five endpoints of a reference resource (list, get, create, update, remove) as matrix cases. */
export function resourcePermissionCases(descriptor: TResourceDescriptor, access: TResourceAccess): TPermissionCase[] {
  const endpoints = resourceEndpoints(descriptor);
  return [
    { endpoint: endpoints.list, allowed: access.readers, call: async () => ({}) },
    { endpoint: endpoints.get, allowed: access.readers, call: async () => ({ params: { id: await access.record() } }) },
    { endpoint: endpoints.create, allowed: access.writers, call: async () => ({ body: await access.input() }) },
    {
      endpoint: endpoints.update,
      allowed: access.writers,
      call: async () => {
        const id = await access.record();
        const input = await access.input();
        return { params: { id }, body: input };
      },
    },
    {
      endpoint: endpoints.remove,
      allowed: access.writers,
      call: async () => ({ params: { id: await access.record() } }),
    },
  ];
}

/**
 * Calls the case's endpoint as every role, each with a fresh valid call (so that a refusal can only be the
 * permission): the allowed roles must succeed, the others get 403, and a call without a token gets 401.
 */
export async function expectPermissionCase(
  testApp: TTestApp,
  testCase: TPermissionCase,
  tokenOf: (role: TRole) => string,
): Promise<void> {
  const outcomes: string[] = [];
  for (const role of ROLES) {
    const call = await testCase.call();
    const response = await injectEndpoint(testApp.app, testCase.endpoint, { ...call, token: tokenOf(role) });
    const allowed = testCase.allowed.includes(role);
    const ok = allowed ? response.statusCode >= 200 && response.statusCode < 300 : response.statusCode === 403;
    if (!ok) outcomes.push(`${role}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  expect(outcomes).toEqual([]);
  const anonymous = await injectEndpoint(testApp.app, testCase.endpoint, await testCase.call());
  expect(anonymous.statusCode).toBe(401);
}
