/**
 * Live screens (issue 19): the events migration 0016's triggers write, streamed to open screens as Server-Sent Events
 * (GET /api/events), across processes through PostgreSQL's LISTEN/NOTIFY.
 */

export { liveEventsPruneJob } from './prune-job';
export { liveEventsRoutes } from './routes';
