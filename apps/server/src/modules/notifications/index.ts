/** Notifications: the notifications resource (written through reference data) and each user's read marks. */

export { notificationsResource } from './notifications-resource';
export { notificationsRoutes } from './routes';
