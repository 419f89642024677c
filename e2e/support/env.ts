import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server started by the global setup, without a trailing slash. */
    baseUrl: string;
    /** Folder where the global setup's SMTP server writes each mail it receives (e2e/support/mail.ts). */
    mailDir: string;
  }
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Absolute URL of an application path on the server under test. */
export function appUrl(path: string): string {
  return new URL(path, `${baseUrl()}/`).toString();
}
