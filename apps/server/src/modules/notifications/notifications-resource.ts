import { NOTIFICATIONS } from '@frs/contract';
import { notifications } from '../../db/schema';
import { defineServerResource } from '../reference';

/** `/api/notifications/`: the admins' announcements, on the generic reference CRUD. */
export const notificationsResource = defineServerResource({
  descriptor: NOTIFICATIONS,
  table: notifications,
  searchColumns: [],
  listColumns: {
    audience: notifications.audience,
    urgent: notifications.urgent,
    startDate: notifications.startDate,
    endDate: notifications.endDate,
  },
  toRecord: ({ id, title, text, audience, urgent, startDate, endDate }) => ({
    id,
    title,
    text,
    audience,
    urgent,
    startDate,
    endDate,
  }),
  toRow: (input) => ({ ...input, updatedAt: new Date() }),
  unique: [],
  usages: [],
});
