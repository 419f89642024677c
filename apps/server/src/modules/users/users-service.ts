import { and, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  creatableGroups,
  effectiveRole,
  hasPermission,
  isAdminGroup,
  missingAgentFields,
  NO_ADMIN_GROUP,
  USER_STATUS_TRANSITIONS,
  type TChangePasswordRequest,
  type TProfile,
  type TRole,
  type TUpdateUserRequest,
  type TUserListItem,
  type TUserListResponse,
  type TUserSortField,
  type TUserStatusAction,
  type ZUserExportRequest,
  type ZUserListRequest,
} from '@frs/contract';
import type { z } from 'zod';
import type { TDatabase, TExecutor } from '../../db/database';
import type { TReadExecutor } from '../../db/read-replica';
import { users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { normalizeEmail } from '../../lib/email';
import { changedValues, recordHistory } from '../../lib/history';
import { beginLoginAttempt, loginSucceeded } from '../../lib/login-throttle';
import { hashPassword, verifyPassword } from '../../lib/password';
import { preparedPerDatabase } from '../../lib/prepared-read';
import { assertUserReachable } from '../../lib/row-scope';
import { sendSetPasswordLink, storeNewPassword } from './accounts-service';
import { noticeStaffAccount } from './staff-account-notice';
import { revokeTokens } from './token-version';
import { toProfile } from './user-profile';
import { voidTokens } from './user-tokens';
import { containingPattern } from '../../lib/like-pattern';
import type { TExportRow } from '../../lib/list-export';
import { batchesOfList, countRowsOf, pageOfList, type TListSource } from '../../lib/list-query';

type TUserRow = typeof users.$inferSelect;

function toListItem(user: TUserRow): TUserListItem {
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    adminGroups: user.adminGroups ?? null,
    status: user.status,
    companyName: user.companyName,
    contactNameSurname: user.contactNameSurname,
    phone: user.phone,
    mobilePhone: user.mobilePhone,
    country: user.country,
    city: user.city,
    balance: user.balance,
    creditLimit: user.creditLimit,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Whom an admin may change: a Super Admin anyone, an Admin the groups an Admin may create (agents, admin groups). */
export function canManage(actor: TActor, target: Pick<TUserRow, 'role' | 'adminGroups'>): boolean {
  return creatableGroups(actor.role).includes(effectiveRole(target));
}

/** The profile's read, prepared once per database: every screen's header asks for it. */
const profileReadOf = preparedPerDatabase((db: TExecutor) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user_id'),
);

/** One user's profile. Everybody may read their own; only the roles that may see agents may read others'. */
export async function getUserProfile(options: { db: TExecutor; actor: TActor; userId: number }): Promise<TProfile> {
  const { db, actor, userId } = options;
  assertUserReachable(actor, userId);
  const [user] = await profileReadOf(db).execute({ userId });
  if (!user) throw notFound();
  return toProfile(user);
}

function groupCondition(group: TRole): SQL | undefined {
  if (isAdminGroup(group)) return eq(users.adminGroups, group);
  return and(eq(users.role, group), or(isNull(users.adminGroups), eq(users.adminGroups, NO_ADMIN_GROUP)));
}

type TUserFilter = Omit<z.output<typeof ZUserExportRequest>, 'format'>;

function listConditions(filter: TUserFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.role) conditions.push(groupCondition(filter.role));
  if (filter.country) conditions.push(sql`lower(${users.country}) = ${filter.country.toLowerCase()}`);
  if (filter.search) {
    const pattern = containingPattern(filter.search);
    conditions.push(
      or(
        ilike(users.companyName, pattern),
        ilike(users.businessName, pattern),
        ilike(users.contactNameSurname, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        ilike(users.mobilePhone, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The /agents list as a source of the one list query: newest registrations first unless asked otherwise. */
function userListSource(db: TReadExecutor): TListSource<TUserRow, TUserSortField> {
  return {
    rows: ({ where, orderBy, limit, offset }) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countRowsOf(db, users),
    sortColumns: {
      userId: users.id,
      email: users.email,
      companyName: users.companyName,
      contactNameSurname: users.contactNameSurname,
      country: users.country,
      city: users.city,
      status: users.status,
      role: [users.role, users.adminGroups],
      balance: users.balance,
      creditLimit: users.creditLimit,
      createdAt: users.createdAt,
    },
    defaultOrder: [desc(users.createdAt)],
    tieBreaker: users.id,
  };
}

/** POST /api/users/get-users/: a page of users with the filters, and the number of all matching. */
export async function listUsers(options: {
  db: TReadExecutor;
  input: z.output<typeof ZUserListRequest>;
}): Promise<TUserListResponse> {
  const page = await pageOfList(userListSource(options.db), [listConditions(options.input)], options.input);
  return { result: page.result.map(toListItem), count: page.count, countCapped: page.countCapped };
}

/** The export's rows, batch by batch: the list's filters and order, every row. */
export async function* exportUsers(options: {
  db: TReadExecutor;
  input: TUserFilter;
}): AsyncGenerator<TExportRow<'users'>[]> {
  for await (const batch of batchesOfList(userListSource(options.db), [listConditions(options.input)], options.input)) {
    yield batch.map((user) => ({
      id: user.id,
      email: user.email,
      companyName: user.companyName,
      businessName: user.businessName,
      vat: user.vat,
      contactName: user.contactNameSurname,
      ceoName: user.ceoNameSurname,
      phone: user.phone,
      mobilePhone: user.mobilePhone,
      country: user.country,
      city: user.city,
      address: user.address,
      group: effectiveRole(user),
      status: user.status,
      balance: user.balance,
      creditLimit: user.creditLimit,
      registered: user.createdAt,
    }));
  }
}

const PROFILE_FIELDS = [
  'companyName',
  'businessName',
  'vat',
  'country',
  'city',
  'address',
  'ceoNameSurname',
  'contactNameSurname',
  'phone',
  'mobilePhone',
  'language',
] as const;

type TUserChanges = Partial<Pick<TUserRow, (typeof PROFILE_FIELDS)[number] | 'email' | 'role' | 'adminGroups'>>;

/**
 * POST /api/users/update/{id}: one's own profile (anyone), or another user's (admins, within the groups they
 * manage). E-mail is for admins; role and adminGroups for a Super Admin, never on their own account. An agent's
 * required company fields may not be emptied.
 */
export async function updateUser(options: {
  db: TDatabase;
  actor: TActor;
  userId: number;
  input: TUpdateUserRequest;
  now?: Date;
}): Promise<TProfile> {
  const { db, actor, userId, input } = options;
  const now = options.now ?? new Date();
  const own = userId === actor.userId;
  assertUserReachable(actor, userId);
  try {
    return await db.transaction(async (tx) => {
      const [target] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
      if (!target) throw notFound();
      const mayUpdateOthers = hasPermission(actor.role, 'users.updateAny');
      if (!own && (!mayUpdateOthers || !canManage(actor, target))) throw forbidden();

      const changes: TUserChanges = {};
      for (const field of PROFILE_FIELDS) {
        const value = input[field];
        if (value !== undefined) Object.assign(changes, { [field]: value });
      }
      if (input.email !== undefined && normalizeEmail(input.email) !== target.email) {
        if (!mayUpdateOthers) throw forbidden();
        const email = normalizeEmail(input.email);
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, userId)));
        if (other) throw new AppError(409, 'EMAIL_TAKEN', { email: 'emailTaken' });
        changes.email = email;
      }
      const nextRole = input.role ?? target.role;
      const nextGroups = input.adminGroups !== undefined ? input.adminGroups : target.adminGroups;
      const roleChanged = nextRole !== target.role || (nextGroups ?? null) !== (target.adminGroups ?? null);
      if (roleChanged) {
        if (!hasPermission(actor.role, 'users.setRole')) throw forbidden();
        if (own) throw new AppError(409, 'OWN_ACCOUNT');
        changes.role = nextRole;
        changes.adminGroups = nextGroups;
      }

      const merged = { ...target, ...changes };
      if (merged.role === 'user') {
        const missing = missingAgentFields(merged);
        if (missing.length > 0) {
          throw new AppError(400, 'VALIDATION_FAILED', Object.fromEntries(missing.map((field) => [field, 'required'])));
        }
      }
      const { oldValues, newValues } = changedValues(target, changes);
      if (Object.keys(newValues).length === 0) return toProfile(target);
      const [updated] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw notFound();
      const roleKeys = new Set(['role', 'adminGroups']);
      const pick = (values: Record<string, unknown>, wanted: boolean) =>
        Object.fromEntries(Object.entries(values).filter(([key]) => roleKeys.has(key) === wanted));
      const profileOld = pick(oldValues, false);
      if (Object.keys(profileOld).length > 0) {
        await recordHistory(tx, {
          actor: { userId: actor.userId },
          entity: 'user',
          entityId: userId,
          action: 'update',
          oldValues: profileOld,
          newValues: pick(newValues, false),
        });
      }
      if (roleChanged) {
        await recordHistory(tx, {
          actor: { userId: actor.userId },
          entity: 'user',
          entityId: userId,
          action: 'change-role',
          oldValues: pick(oldValues, true),
          newValues: pick(newValues, true),
        });
        const group = effectiveRole(updated);
        if (group !== 'user') {
          await noticeStaffAccount(tx, { event: 'roleGiven', account: { ...updated, group }, creatorId: actor.userId });
        }
      }
      return toProfile(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'EMAIL_TAKEN', { email: 'emailTaken' });
    throw error;
  }
}

/**
 * Approve, reject, block, unblock (USER_STATUS_TRANSITIONS). Approval mails the set-password link; blocking
 * revokes every token of the user and voids the mailed secrets. Never on one's own account.
 */
export async function setUserStatus(options: {
  db: TDatabase;
  actor: TActor;
  userId: number;
  action: TUserStatusAction;
  now?: Date;
}): Promise<TProfile> {
  const { db, actor, userId, action } = options;
  const now = options.now ?? new Date();
  if (userId === actor.userId) throw new AppError(409, 'OWN_ACCOUNT');
  const transition = USER_STATUS_TRANSITIONS[action];
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!target) throw notFound();
    if (!canManage(actor, target)) throw forbidden();
    if (!transition.from.includes(target.status)) throw new AppError(409, 'INVALID_STATUS_TRANSITION');
    const [updated] = await tx
      .update(users)
      .set({ status: transition.to, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, target.status)))
      .returning();
    if (!updated) throw new AppError(409, 'INVALID_STATUS_TRANSITION');
    if (action === 'block') {
      await revokeTokens(tx, userId);
      await voidTokens(tx, { userId, now });
    }
    if (action === 'approve') await sendSetPasswordLink(tx, updated, now);
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'user',
      entityId: userId,
      action,
      oldValues: { status: target.status },
      newValues: { status: updated.status },
    });
    return toProfile(updated);
  });
}

export interface TPasswordChange {
  own: boolean;
  user: Pick<TUserRow, 'id' | 'role' | 'adminGroups' | 'tokenVersion'>;
}

/**
 * POST /api/users/change-password/{id}: one's own password with the current one (wrong guesses count towards the
 * login throttle of the account), or, for a Super Admin, anyone's without it. Either way every token of the user
 * is revoked; the route hands the caller a fresh one when it was their own.
 */
export async function changePassword(options: {
  db: TDatabase;
  actor: TActor;
  userId: number;
  input: TChangePasswordRequest;
  ip: string;
  now?: Date;
}): Promise<TPasswordChange> {
  const { db, actor, userId, input, ip } = options;
  const now = options.now ?? new Date();
  const own = userId === actor.userId;
  assertUserReachable(actor, userId);
  if (!own && !hasPermission(actor.role, 'users.resetAnyPassword')) throw forbidden();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  if (own) {
    if (!input.currentPassword) throw new AppError(400, 'VALIDATION_FAILED', { currentPassword: 'required' });
    const attempt = await beginLoginAttempt(db, { ip, email: user.email }, now);
    if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new AppError(400, 'WRONG_PASSWORD', { currentPassword: 'wrongPassword' });
    }
    await loginSucceeded(db, attempt);
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await storeNewPassword(tx, {
      user,
      passwordHash,
      actor,
      action: own ? 'change-password' : 'reset-password-by-admin',
      now,
    });
    const [after] = await tx
      .select({ id: users.id, role: users.role, adminGroups: users.adminGroups, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    if (!after) throw notFound();
    return { own, user: after };
  });
}
