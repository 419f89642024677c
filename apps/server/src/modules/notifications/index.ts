/**
 * Notifications: the announcements resource (written through reference data) with each user's read marks, and the
 * personal notices the system sends one user (`sendPersonalNotices`).
 */

export { notificationsResource } from './notifications-resource';
export { notificationsRoutes } from './routes';
export { sendPersonalNotices, type TPersonalNotice } from './notifications-service';
