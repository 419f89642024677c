/**
 * Alerts (issue 19): the low balance alert (checked by the ledger after every entry), the deadline reminders' job,
 * the agency's settings of both, staff's threshold per agent and each user's switches. Owner of `alert_settings`,
 * `user_alerts` and `deadline_reminders`. Any part that sends one of the switchable kinds asks `alertChannelsOf`.
 */

export { checkLowBalance, CROSSING_INPUTS } from './low-balance';
export { deadlineRemindersJob, sendDueReminders } from './deadline-reminders';
export { alertChannelsOf, channelsOf, type TAlertChannels } from './preferences';
export { alertsRoutes } from './routes';
