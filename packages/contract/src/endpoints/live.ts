import { defineEndpoint } from '../endpoint';

/** Live screens (issue 19): one Server-Sent Events stream per signed-in tab (api/live.ts). */
export const LIVE_ENDPOINTS = {
  events: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    access: 'live.events',
    response: 'file',
    eventStream: true,
    tag: 'live',
    summary:
      "The caller's live events as Server-Sent Events: balance, orders, free seats and rooms, notices; resumes after Last-Event-ID",
  }),
};
