/** Health: `/api/health` (liveness, from memory) and `/api/ready` (readiness: the database answers `select 1`). */

export { healthRoutes } from './routes';
