import type { TActor } from '../../lib/actor';

/**
 * Who reads an order for a document: the caller (whose row scope applies: another agent's order is 404), or, for
 * the mail module's attachments, the system itself, which reads any order as the staff do (the mail goes to that
 * order's own recipients).
 */
export const SYSTEM_READER: TActor = { userId: 0, role: 'Super Admin', baseRole: 'Super Admin', adminGroups: null };
