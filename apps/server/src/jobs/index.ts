import type { TJob } from './job-runner';

/**
 * Every periodic job of the server, started by main.ts (never by the app the tests build: tests call the jobs'
 * functions themselves). Each module exports its job; the list is put together here.
 */
export function serverJobs(): TJob[] {
  return [];
}
