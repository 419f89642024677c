/** Settings: the company and ticket settings, owner of `company_settings` and `ticket_settings`. */

export { settingsRoutes } from './routes';
