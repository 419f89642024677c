import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server started by the global setup, without a trailing slash. */
    baseUrl: string;
  }
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Absolute URL of an application path on the server under test. */
export function appUrl(path: string): string {
  return new URL(path, `${baseUrl()}/`).toString();
}
