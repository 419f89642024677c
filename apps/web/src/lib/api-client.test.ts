import { AUTH_ENDPOINTS, FLIGHT_ORDER_ENDPOINTS, PASSENGER_ENDPOINTS, USER_ENDPOINTS } from '@frs/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeOf, stubFetch } from '../test/fetch-mock';
import { profileFor } from '../test/fixtures';
import { ApiError, callApi, setUnauthorizedHandler } from './api-client';
import { i18n } from './i18n';
import { storeSession } from './storage';

let restoreHandler: (() => void) | undefined;
afterEach(() => restoreHandler?.());

function installUnauthorizedSpy() {
  const handler = vi.fn();
  restoreHandler = setUnauthorizedHandler(handler);
  return handler;
}

describe('callApi', () => {
  it('sends the stored bearer token, the language and a JSON body', async () => {
    storeSession({ token: 'secret', userId: 1 });
    await i18n.changeLanguage('ru');
    const { calls } = stubFetch({
      [routeOf(FLIGHT_ORDER_ENDPOINTS.list)]: () => jsonResponse(200, { result: [], count: 0, countCapped: false }),
    });
    await callApi(FLIGHT_ORDER_ENDPOINTS.list, { body: { page: 0, pageSize: 10 } });
    const call = calls[0];
    expect(call?.headers.get('Authorization')).toBe('Bearer secret');
    expect(call?.headers.get('Accept-Language')).toBe('ru');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ page: 0, pageSize: 10 });
  });

  it('sends no Authorization header without a token, nor a content type without a body', async () => {
    const { calls } = stubFetch({
      [routeOf(AUTH_ENDPOINTS.health)]: () => jsonResponse(200, { status: 'ok', database: 'pglite' }),
    });
    await expect(callApi(AUTH_ENDPOINTS.health)).resolves.toEqual({ status: 'ok', database: 'pglite' });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(calls[0]?.method).toBe('GET');
  });

  it('rejects a non-2xx answer with the server body', async () => {
    stubFetch({
      [routeOf(AUTH_ENDPOINTS.login)]: () =>
        jsonResponse(400, { message: 'Check the fields', code: 'VALIDATION_FAILED', errors: { email: 'Bad e-mail' } }),
    });
    const error = await callApi(AUTH_ENDPOINTS.login, { body: { email: 'x', password: 'y' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Check the fields');
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.fieldErrors).toEqual({ email: 'Bad e-mail' });
  });

  it('on a 401 to a call that carried a token: clears storage (keeping the language) and ends the session', async () => {
    const onUnauthorized = installUnauthorizedSpy();
    storeSession({ token: 'expired', userId: 3 });
    localStorage.setItem('language', 'en');
    sessionStorage.setItem('draft', 'x');
    stubFetch({
      [routeOf(USER_ENDPOINTS.profile)]: () => jsonResponse(401, { message: 'Please log in', code: 'UNAUTHORIZED' }),
    });
    await expect(callApi(USER_ENDPOINTS.profile)).rejects.toMatchObject({ status: 401, message: 'Please log in' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('on a 401 of a token that is no longer the stored one (another tab logged in again) keeps the newer session', async () => {
    const onUnauthorized = installUnauthorizedSpy();
    storeSession({ token: 'revoked', userId: 3 });
    let answer: (response: Response) => void = () => undefined;
    stubFetch({ [routeOf(USER_ENDPOINTS.profile)]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const call = callApi(USER_ENDPOINTS.profile);
    storeSession({ token: 'newer', userId: 3, role: 'user' });
    answer(jsonResponse(401, { message: 'Please log in', code: 'UNAUTHORIZED' }));
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('newer');
    expect(localStorage.getItem('userId')).toBe('3');
    expect(localStorage.getItem('role')).toBe('user');
  });

  it('on a 401 without a token (a wrong password) only rejects', async () => {
    const onUnauthorized = installUnauthorizedSpy();
    stubFetch({ [routeOf(AUTH_ENDPOINTS.login)]: () => jsonResponse(401, { message: 'Wrong e-mail or password' }) });
    await expect(callApi(AUTH_ENDPOINTS.login, { body: { email: 'x', password: 'y' } })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong e-mail or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a public endpoint (login) never sends the stored token and keeps the session on its 401', async () => {
    const onUnauthorized = installUnauthorizedSpy();
    storeSession({ token: 'still-valid', userId: 3 });
    const { calls } = stubFetch({
      [routeOf(AUTH_ENDPOINTS.login)]: () => jsonResponse(401, { message: 'Wrong e-mail or password' }),
    });
    await expect(callApi(AUTH_ENDPOINTS.login, { body: { email: 'x', password: 'y' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('still-valid');
  });

  it('turns a network failure into the generic message in the current language', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callApi(USER_ENDPOINTS.profile)).rejects.toMatchObject({ status: 0, message: 'Տեղի է ունեցել սխալ' });
    await i18n.changeLanguage('en');
    await expect(callApi(USER_ENDPOINTS.profile)).rejects.toMatchObject({ status: 0, message: 'An error occurred' });
  });

  it('uses the generic message when the error body is not the contract error body', async () => {
    stubFetch({ [routeOf(USER_ENDPOINTS.profile)]: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(callApi(USER_ENDPOINTS.profile)).rejects.toMatchObject({
      status: 502,
      message: 'Տեղի է ունեցել սխալ',
    });
  });

  it("validates the answer against the endpoint's response schema", async () => {
    const profile = profileFor('user');
    stubFetch({ [routeOf(USER_ENDPOINTS.profile)]: () => jsonResponse(200, profile) });
    await expect(callApi(USER_ENDPOINTS.profile)).resolves.toEqual(profile);
    stubFetch({ [routeOf(USER_ENDPOINTS.profile)]: () => jsonResponse(200, { userId: 'not a number' }) });
    await expect(callApi(USER_ENDPOINTS.profile)).rejects.toBeInstanceOf(ApiError);
  });

  it('lets a cancellation through unchanged', async () => {
    const controller = new AbortController();
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    controller.abort();
    await expect(callApi(USER_ENDPOINTS.profile, { signal: controller.signal })).rejects.toBe(abort);
  });

  it("fills the path's parameters, writes the query, and uses the declared method", async () => {
    storeSession({ token: 'secret', userId: 1 });
    const { calls } = stubFetch({
      [routeOf(PASSENGER_ENDPOINTS.remove, { id: 42 })]: () => jsonResponse(200, { success: true }),
      [routeOf(PASSENGER_ENDPOINTS.list)]: () => jsonResponse(200, { result: [], count: 0, countCapped: false }),
    });
    await callApi(PASSENGER_ENDPOINTS.remove, { params: { id: 42 } });
    await callApi(PASSENGER_ENDPOINTS.list, { query: { page: 2, search: 'Ann Lee', agentId: undefined } });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      routeOf(PASSENGER_ENDPOINTS.remove, { id: 42 }),
      routeOf(PASSENGER_ENDPOINTS.list),
    ]);
    expect(Object.fromEntries(calls[1]!.query)).toEqual({ page: '2', search: 'Ann Lee' });
  });

  it('sends an Idempotency-Key only to an endpoint that declares one', async () => {
    storeSession({ token: 'secret', userId: 1 });
    const order = { id: 7 };
    const { calls } = stubFetch({
      [routeOf(FLIGHT_ORDER_ENDPOINTS.cancel, order)]: () =>
        jsonResponse(500, { message: 'stop here', code: 'GENERIC' }),
      [routeOf(FLIGHT_ORDER_ENDPOINTS.get, order)]: () => jsonResponse(500, { message: 'stop here', code: 'GENERIC' }),
    });
    await callApi(FLIGHT_ORDER_ENDPOINTS.cancel, { params: order, idempotencyKey: 'key-1' }).catch(() => undefined);
    await callApi(FLIGHT_ORDER_ENDPOINTS.get, { params: order }).catch(() => undefined);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(calls[1]?.headers.has('Idempotency-Key')).toBe(false);
  });
});
