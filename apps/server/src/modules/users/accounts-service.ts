import { eq } from 'drizzle-orm';
import {
  creatableGroups,
  effectiveRole,
  userGroupOf,
  type TCheckPasswordPageQuery,
  type TCreateUserRequest,
  type TEmailRequest,
  type TLanguage,
  type TProfile,
  type TRegisterRequest,
  type TResetPasswordRequest,
  type TRole,
  type TSetPasswordRequest,
  type TUserGroupItem,
  type TVerifyEmailRequest,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { normalizeEmail } from '../../lib/email';
import { recordHistory } from '../../lib/history';
import {
  assertNotThrottled,
  clearAccountFailures,
  countBadTry,
  recordAttempt,
  throttleKeys,
} from '../../lib/login-throttle';
import { hashPassword } from '../../lib/password';
import { enqueueMail, type TMailPayload, type TScriptMail } from '../mail';
import { noticeStaffAccount } from './staff-account-notice';
import { revokeTokens } from './token-version';
import { toProfile } from './user-profile';
import { checkToken, issueToken, voidTokens } from './user-tokens';

type TUserRow = typeof users.$inferSelect;

/** How a mail greets the user: the contact person, else the company, else the address. */
export function displayName(user: Pick<TUserRow, 'contactNameSurname' | 'companyName' | 'email'>): string {
  return user.contactNameSurname || user.companyName || user.email;
}

const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', { email: 'emailTaken' });
const invalidCode = () => new AppError(400, 'INVALID_CODE', { code: 'invalidCode' });
const linkNotAvailable = () => new AppError(410, 'LINK_NOT_AVAILABLE');

async function findUserByEmail(db: TExecutor, email: string): Promise<TUserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

/** The 'approved user' mail with a fresh set-password link (issued now; older links of the user stop working). */
async function setPasswordLinkMail(tx: TExecutor, user: TUserRow, now: Date) {
  const token = await issueToken(tx, { userId: user.id, purpose: 'set-password', now });
  return {
    to: user.email,
    template: 'approved-user' as const,
    language: user.language,
    payload: { name: displayName(user), email: user.email, userId: user.id, token },
  };
}

/** Queues the 'approved user' mail with a fresh set-password link (approval and admin-side creation). */
export async function sendSetPasswordLink(tx: TExecutor, user: TUserRow, now: Date): Promise<void> {
  await enqueueMail(tx, await setPasswordLinkMail(tx, user, now));
}

/**
 * The e-mail scripts' 'approved user' mail (staff send it again): never the stored link, but a fresh one through
 * the same flow as approval, to the account's own address; only for an approved account (409 otherwise). Null when
 * the user does not exist; the account templates with one-time codes are not sent this way.
 */
export async function userScriptMails(
  tx: TExecutor,
  request: { userId: number; template: string; now: Date },
): Promise<TScriptMail[] | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, request.userId)).limit(1);
  if (!user || request.template !== 'approved-user') return null;
  if (user.status !== 'approved') throw new AppError(409, 'MAIL_USER_NOT_APPROVED');
  return [await setPasswordLinkMail(tx, user, request.now)];
}

/**
 * A company registers as an agent: status not_verified, a verification code by e-mail. Every attempt from an
 * address counts towards the same throttle as login failures (it creates accounts and sends mail). A registered
 * e-mail is refused with a field error: registration may say so (the issue allows it), login and reset never do.
 */
export async function register(options: {
  db: TDatabase;
  input: TRegisterRequest;
  language: TLanguage;
  ip: string;
  now?: Date;
}): Promise<{ email: string }> {
  const { db, input, ip } = options;
  const now = options.now ?? new Date();
  const keys = throttleKeys('register', { ip });
  await assertNotThrottled(db, keys, now);
  await recordAttempt(db, keys, now);
  const email = normalizeEmail(input.email);
  try {
    await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw emailTaken();
      const { language: chosenLanguage, email: _typed, ...company } = input;
      const [user] = await tx
        .insert(users)
        .values({
          ...company,
          email,
          role: 'user',
          status: 'not_verified',
          language: chosenLanguage ?? options.language,
        })
        .returning();
      if (!user) throw new Error('user not inserted');
      const code = await issueToken(tx, { userId: user.id, purpose: 'verify-email', now });
      await enqueueMail(tx, {
        to: email,
        template: 'registration-confirm',
        language: user.language,
        payload: { name: displayName(user), email, code },
      });
      await recordHistory(tx, {
        actor: { userId: user.id },
        entity: 'user',
        entityId: user.id,
        action: 'register',
        newValues: { ...company, email, role: 'user', status: 'not_verified', language: user.language },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { email };
}

/** The code of the registration mail: not_verified becomes verified, and the agency reviews the registration. */
export async function verifyEmail(options: {
  db: TDatabase;
  input: TVerifyEmailRequest;
  ip: string;
  now?: Date;
}): Promise<void> {
  const { db, input, ip } = options;
  const now = options.now ?? new Date();
  const keys = throttleKeys('verify', { ip });
  await assertNotThrottled(db, keys, now);
  const outcome = await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.status !== 'not_verified') return 'invalid';
    const check = await checkToken(tx, {
      userId: user.id,
      purpose: 'verify-email',
      secret: input.code,
      now,
      consume: true,
    });
    if (check !== 'valid') return 'invalid';
    await tx.update(users).set({ status: 'verified', updatedAt: now }).where(eq(users.id, user.id));
    await recordHistory(tx, {
      actor: { userId: user.id },
      entity: 'user',
      entityId: user.id,
      action: 'verify-email',
      oldValues: { status: user.status },
      newValues: { status: 'verified' },
    });
    return 'valid';
  });
  if (outcome !== 'valid') {
    await recordAttempt(db, keys, now);
    throw invalidCode();
  }
}

/**
 * The shape of resend-verification and forgot-password: the request counts towards the throttle of the address
 * and the e-mail whatever happens (it sends mail), and only a user in `status` gets a new code by e-mail. The
 * caller answers the same either way, so nobody learns whether an e-mail belongs to anyone.
 */
async function mailCodeToUserInStatus<TName extends 'registration-confirm' | 'reset-password'>(options: {
  db: TDatabase;
  input: TEmailRequest;
  ip: string;
  now?: Date;
  throttle: 'verify' | 'forgot';
  status: 'not_verified' | 'approved';
  purpose: 'verify-email' | 'reset-password';
  template: TName;
  payload: (user: { id: number; email: string; name: string }, code: string) => TMailPayload<TName>;
}): Promise<void> {
  const { db, ip } = options;
  const now = options.now ?? new Date();
  const email = normalizeEmail(options.input.email);
  const keys = throttleKeys(options.throttle, { ip, email });
  await assertNotThrottled(db, keys, now);
  await recordAttempt(db, keys, now);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.status !== options.status) return;
    const code = await issueToken(tx, { userId: user.id, purpose: options.purpose, now });
    await enqueueMail(tx, {
      to: user.email,
      template: options.template,
      language: user.language,
      payload: options.payload({ id: user.id, email: user.email, name: displayName(user) }, code),
    });
  });
}

/** A new verification code for a registration that is still not verified. */
export function resendVerification(options: { db: TDatabase; input: TEmailRequest; ip: string; now?: Date }) {
  return mailCodeToUserInStatus({
    ...options,
    throttle: 'verify',
    status: 'not_verified',
    purpose: 'verify-email',
    template: 'registration-confirm',
    payload: (user, code) => ({ name: user.name, email: user.email, code }),
  });
}

/** Forgot password: an approved user gets the 'reset password' mail with a code and a link. */
export function forgotPassword(options: { db: TDatabase; input: TEmailRequest; ip: string; now?: Date }) {
  return mailCodeToUserInStatus({
    ...options,
    throttle: 'forgot',
    status: 'approved',
    purpose: 'reset-password',
    template: 'reset-password',
    payload: (user, code) => ({ name: user.name, userId: user.id, code }),
  });
}

/**
 * Sets the password, revokes every token of the user (sessions, and the other mailed secrets) and writes the
 * history row: what a set-password link, a reset code and a password change all end with.
 */
export async function storeNewPassword(
  tx: TExecutor,
  options: { user: TUserRow; passwordHash: string; actor: TActor | null; action: string; now: Date },
): Promise<void> {
  const { user, passwordHash, now } = options;
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
  await revokeTokens(tx, user.id);
  await voidTokens(tx, { userId: user.id, now });
  await recordHistory(tx, {
    actor: options.actor ? { userId: options.actor.userId } : { userId: user.id },
    entity: 'user',
    entityId: user.id,
    action: options.action,
  });
}

/** The reset page: the code from the mail and a new password. A wrong code costs one of its few tries. */
export async function resetPassword(options: {
  db: TDatabase;
  userId: number;
  input: TResetPasswordRequest;
  ip: string;
  now?: Date;
}): Promise<void> {
  const { db, userId, input, ip } = options;
  const now = options.now ?? new Date();
  const keys = throttleKeys('reset', { ip });
  await assertNotThrottled(db, keys, now);
  // Hashed before the transaction (scrypt takes a while), and for every request alike.
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.status !== 'approved') return null;
    const check = await checkToken(tx, { userId, purpose: 'reset-password', secret: input.code, now, consume: true });
    if (check !== 'valid') return null;
    await storeNewPassword(tx, { user, passwordHash, actor: null, action: 'reset-password', now });
    return user;
  });
  if (!outcome) {
    await recordAttempt(db, keys, now);
    throw invalidCode();
  }
  // The owner of the mailbox proved who they are: the account's login lock (if any) goes too, and this address
  // becomes one the account knows.
  await clearAccountFailures(db, outcome.email, { ip, now });
}

/** The user of a set-password link that still works, or null; with `consume`, the link is used up. */
async function linkUser(
  tx: TExecutor,
  link: { user_id: number; token: string },
  now: Date,
  consume: boolean,
): Promise<TUserRow | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, link.user_id)).limit(1);
  if (!user || user.status !== 'approved') return null;
  const check = await checkToken(tx, { userId: user.id, purpose: 'set-password', secret: link.token, now, consume });
  return check === 'valid' ? user : null;
}

/**
 * A link that does not work: 410, or 429 once the address has tried too many bad ones. A working link is never
 * throttled (its 256 random bits cannot be guessed; the throttle only slows the guessing).
 */
async function refuseBadLink(db: TDatabase, ip: string, now: Date): Promise<never> {
  await countBadTry(db, throttleKeys('link', { ip }), now);
  throw linkNotAvailable();
}

/** The set-password page's first call: whether its link still works (and for which e-mail). */
export async function checkPasswordLink(options: {
  db: TDatabase;
  input: TCheckPasswordPageQuery;
  ip: string;
  now?: Date;
}): Promise<{ email: string }> {
  const { db, input, ip } = options;
  const now = options.now ?? new Date();
  const user = await db.transaction((tx) => linkUser(tx, input, now, false));
  if (!user) return refuseBadLink(db, ip, now);
  return { email: user.email };
}

/** PUT /api/auth/setPassword: the link's user id and secret with the new password; the link is then used up. */
export async function setPassword(options: {
  db: TDatabase;
  input: TSetPasswordRequest;
  ip: string;
  now?: Date;
}): Promise<void> {
  const { db, input, ip } = options;
  const now = options.now ?? new Date();
  // A bad link is refused before the password is hashed (scrypt takes a while): guessing costs the server little.
  if (!(await db.transaction((tx) => linkUser(tx, input, now, false)))) return refuseBadLink(db, ip, now);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const user = await linkUser(tx, input, now, true);
    if (!user) return false;
    await storeNewPassword(tx, { user, passwordHash, actor: null, action: 'set-password', now });
    return true;
  });
  if (!done) await refuseBadLink(db, ip, now);
}

/** GET /api/filter/userGroup: the groups the caller may give a user (a visitor: the agent group only). */
export function listUserGroups(role: TRole | null): TUserGroupItem[] {
  return creatableGroups(role).map(userGroupOf);
}

/**
 * POST /api/auth/register: an admin creates a user of a group they may hand out. The user is approved at once and
 * gets the 'approved user' mail with a set-password link.
 */
export async function createUserByAdmin(options: {
  db: TDatabase;
  actor: TActor;
  input: TCreateUserRequest;
  language: TLanguage;
  now?: Date;
}): Promise<TProfile> {
  const { db, actor, input } = options;
  const now = options.now ?? new Date();
  const adminGroups = input.adminGroups ?? null;
  const group = effectiveRole({ role: input.role, adminGroups });
  if (!creatableGroups(actor.role).includes(group)) {
    throw new AppError(403, 'GROUP_NOT_ALLOWED', { role: 'groupNotAllowed' });
  }
  const email = normalizeEmail(input.email);
  const { language: chosenLanguage, email: _typed, adminGroups: _groups, ...fields } = input;
  try {
    return await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw emailTaken();
      const [user] = await tx
        .insert(users)
        .values({
          ...fields,
          email,
          adminGroups,
          status: 'approved',
          language: chosenLanguage ?? options.language,
          createdById: actor.userId,
        })
        .returning();
      if (!user) throw new Error('user not inserted');
      await sendSetPasswordLink(tx, user, now);
      if (group !== 'user') {
        await noticeStaffAccount(tx, { event: 'created', account: { ...user, group }, creatorId: actor.userId });
      }
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'user',
        entityId: user.id,
        action: 'create',
        newValues: { ...fields, email, adminGroups, status: 'approved', language: user.language },
      });
      return toProfile(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
