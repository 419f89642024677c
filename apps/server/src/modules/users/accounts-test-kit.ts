import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ACCOUNT_ENDPOINTS, routePath, USER_ENDPOINTS, type TEndpointDefinition } from '@frs/contract';
import { history, users } from '../../db/schema';
import { injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import { userWithToken } from '../../../test/factories';
import { codeIn, linkIn } from '../../../test/mail-capture';
import { startTestMailbox, type TTestMailbox } from '../../../test/mailbox';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * What the account tests share (accounts.api.test.ts, password-reset.api.test.ts): an app with a real mailbox, set
 * up for the importing test file (each file is its own module instance), and the steps of a registration.
 * `testApp` and `mailbox` are live bindings: they hold their values from the file's beforeAll on.
 */
export let testApp: TTestApp;
export let mailbox: TTestMailbox;

/** Starts the app and its mailbox before the importing file's tests and stops them after. */
export function useAccountsApp(): void {
  beforeAll(async () => {
    testApp = await createTestApp();
    mailbox = await startTestMailbox(testApp.database.db, testApp.app.log);
  });
  afterAll(async () => {
    await mailbox.capture.close();
    await testApp.app.close();
  });
}

let addressCounter = 0;
/** A distinct client address per call site, so that throttling of one test never reaches another. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.30.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Calls an endpoint from a fresh client address unless the call names one. */
export function inject(endpoint: TEndpointDefinition, call: TInjectCall = {}) {
  return injectEndpoint(testApp.app, endpoint, { remoteAddress: nextAddress(), ...call });
}

let emailCounter = 0;
export function newEmail(prefix = 'agency'): string {
  emailCounter += 1;
  return `${prefix}-${emailCounter}-${Date.now()}@example.test`;
}

export function registration(email = newEmail()) {
  return {
    companyName: 'Ararat Travel LLC',
    businessName: 'Ararat Travel',
    vat: '02512345',
    country: 'Armenia',
    city: 'Yerevan',
    address: '1 Abovyan St',
    ceoNameSurname: 'Aram Hakobyan',
    contactNameSurname: 'Ani Hakobyan',
    phone: '+374 10 123456',
    mobilePhone: '+374 99 123456',
    email,
  };
}

export async function userByEmail(email: string) {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

export async function historyActions(userId: number): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ action: history.action })
    .from(history)
    .where(and(eq(history.entity, 'user'), eq(history.entityId, String(userId))))
    .orderBy(history.id);
  return rows.map((row) => row.action);
}

/** Registers, delivers the code mail and verifies: a registration awaiting approval. */
export async function registerAndVerify(email = newEmail()) {
  expect((await inject(ACCOUNT_ENDPOINTS.register, { body: registration(email) })).statusCode).toBe(201);
  const code = codeIn(await mailbox.deliverOneTo(email));
  expect((await inject(ACCOUNT_ENDPOINTS.verifyEmail, { body: { email, code } })).statusCode).toBe(200);
  return userByEmail(email);
}

/** An approved agent with the set-password link from its approval mail. */
export async function approvedWithLink() {
  const user = await registerAndVerify();
  const admin = await userWithToken(testApp.app, testApp.database.db, 'Admin');
  const approve = await inject(USER_ENDPOINTS.setStatus, {
    params: { id: user.id },
    body: { action: 'approve' },
    headers: admin.headers,
  });
  expect(approve.statusCode).toBe(200);
  const link = linkIn(await mailbox.deliverOneTo(user.email), routePath('passwordSetting'));
  return { user, link, userId: Number(link.searchParams.get('user_id')), token: link.searchParams.get('token') ?? '' };
}
