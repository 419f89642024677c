/** Health: `/api/health` (the database answers `select 1`). */

export { healthRoutes } from './routes';
