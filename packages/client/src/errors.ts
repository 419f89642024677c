import type { TErrorBody } from '@frs/contract';

/**
 * An answer other than 2xx, with what its body says: every error of the API has the body `{ message, code, errors }`
 * (docs/API.md "Errors"): `code` a stable name to branch on (`RATE_LIMITED`, `API_KEY_SCOPE`, …), `errors` a
 * field's path to its message for a 400.
 */
export class FrsApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Readonly<Record<string, string>>;
  /** The whole body as parsed (an order's 409 adds the order's `status`). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const error = isErrorBody(body) ? body : undefined;
    super(error?.message ?? `HTTP ${status}`);
    this.name = 'FrsApiError';
    this.status = status;
    this.code = error?.code;
    this.errors = error?.errors ?? {};
    this.body = body;
  }
}

function isErrorBody(body: unknown): body is TErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

/** What an openapi-fetch call resolves to: the parsed answer, or the error's body, with the response. */
type TCallResult<TData> = { data?: TData; error?: unknown; response: Response };

/**
 * The answer of a call, or a thrown FrsApiError: `const order = await ok(frs.GET('/api/orders/{id}', …))`.
 */
export async function ok<TData>(call: Promise<TCallResult<TData>>): Promise<TData> {
  const { data, error, response } = await call;
  if (!response.ok) throw new FrsApiError(response.status, error);
  return data as TData;
}
