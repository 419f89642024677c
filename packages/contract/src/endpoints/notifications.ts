import { defineEndpoint, NOT_FOUND } from '../endpoint';
import { ZIdParams } from '../api/common';
import { ZMyNotifications } from '../api/notifications';

/** The reading side of notifications; writing them is the reference resource at `/api/notifications/`. */
export const NOTIFICATION_ENDPOINTS = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/mine',
    access: 'notifications.mine',
    response: ZMyNotifications,
    tag: 'notifications',
    summary: "The caller's notifications in force today, with the number unread",
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read/{id}',
    access: 'notifications.mine',
    params: ZIdParams,
    response: ZMyNotifications,
    errors: NOT_FOUND,
    tag: 'notifications',
    summary: 'Mark a notification read for the caller',
  }),
  markNoticeRead: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/notice-read/{id}',
    access: 'notifications.mine',
    params: ZIdParams,
    response: ZMyNotifications,
    errors: NOT_FOUND,
    tag: 'notifications',
    summary: "Mark one of the caller's own notices read",
  }),
};
