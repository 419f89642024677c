import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, NOTIFICATION_ENDPOINTS, todayIsoDate, type TMyNotifications } from '@frs/contract';
import { notifications } from '../../db/schema';
import { injectEndpoint } from '../../../test/endpoint-call';
import { createUser, loginAs } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
const today = todayIsoDate();
const text = (en: string) => ({ hy: '', en, ru: '' });

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.insert(notifications).values([
    { title: text('For agents'), text: text('a'), audience: 'agents', urgent: false, startDate: today, endDate: today },
    {
      title: text('Urgent, everyone'),
      text: text('b'),
      audience: 'everyone',
      urgent: true,
      startDate: addDays(today, -3),
      endDate: addDays(today, 3),
    },
    { title: text('For staff'), text: text('c'), audience: 'staff', urgent: false, startDate: today, endDate: today },
    {
      title: text('Expired'),
      text: text('d'),
      audience: 'everyone',
      urgent: false,
      startDate: addDays(today, -9),
      endDate: addDays(today, -1),
    },
    {
      title: text('Future'),
      text: text('e'),
      audience: 'everyone',
      urgent: false,
      startDate: addDays(today, 1),
      endDate: addDays(today, 5),
    },
  ]);
});

afterAll(async () => {
  await testApp.app.close();
});

async function tokenOf(role: 'user' | 'Viewer' | 'Admin') {
  return (await loginAs(testApp.app, (await createUser(testApp.database.db, { role })).email)).token;
}

const mine = (token: string) => injectEndpoint(testApp.app, NOTIFICATION_ENDPOINTS.mine, { token });
const markRead = (token: string, id: number) =>
  injectEndpoint(testApp.app, NOTIFICATION_ENDPOINTS.markRead, { params: { id }, token });

describe('the notifications of the shell', () => {
  it('gives an agent those in force for agents and everyone, urgent first, all unread', async () => {
    const response = await mine(await tokenOf('user'));
    expect(response.statusCode).toBe(200);
    const body = response.json<TMyNotifications>();
    expect(body.result.map((item) => item.title.en)).toEqual(['Urgent, everyone', 'For agents']);
    expect(body.unread).toBe(2);
  });

  it('gives the staff those for the staff and everyone', async () => {
    const body = (await mine(await tokenOf('Viewer'))).json<TMyNotifications>();
    expect(body.result.map((item) => item.title.en)).toEqual(['Urgent, everyone', 'For staff']);
  });

  it('marks one read for the caller only, twice without harm', async () => {
    const first = await tokenOf('user');
    const second = await tokenOf('user');
    const urgent = (await mine(first)).json<TMyNotifications>().result[0]!;
    const once = await markRead(first, urgent.id);
    expect(once.statusCode).toBe(200);
    expect(once.json<TMyNotifications>()).toMatchObject({ unread: 1 });
    expect((await markRead(first, urgent.id)).json<TMyNotifications>().unread).toBe(1);
    const own = (await mine(first)).json<TMyNotifications>();
    expect(own.result.find((item) => item.id === urgent.id)?.read).toBe(true);
    expect((await mine(second)).json<TMyNotifications>().unread).toBe(2);
  });

  it('answers 404 for a notification the caller cannot see (another audience, expired, unknown)', async () => {
    const agent = await tokenOf('user');
    const staffOnly = (await mine(await tokenOf('Viewer'))).json<TMyNotifications>().result[1]!;
    expect((await markRead(agent, staffOnly.id)).statusCode).toBe(404);
    expect((await markRead(agent, 999_999)).statusCode).toBe(404);
    expect((await markRead(agent, Number.NaN)).statusCode).toBe(400);
  });

  it('needs a login', async () => {
    expect((await injectEndpoint(testApp.app, NOTIFICATION_ENDPOINTS.mine)).statusCode).toBe(401);
  });
});
