import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, NOTIFICATION_ENDPOINTS, todayIsoDate, type TMyNotifications } from '@frs/contract';
import { notifications, userNotices } from '../../db/schema';
import { sendPersonalNotices } from './notifications-service';
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

describe('personal notices', () => {
  it('reach only their user, count as unread, and are marked read by that user only', async () => {
    const db = testApp.database.db;
    const owner = await createUser(db, { role: 'user' });
    const other = await createUser(db, { role: 'user' });
    await db.transaction((tx) =>
      sendPersonalNotices(tx, [
        { userId: owner.id, kind: 'lowBalance', title: text('Low balance'), text: text('Top up'), urgent: true },
        { userId: owner.id, kind: 'holdDeadline', title: text('Hold ends'), text: text('3 min'), link: '/x' },
      ]),
    );
    const ownerToken = (await loginAs(testApp.app, owner.email)).token;
    const otherToken = (await loginAs(testApp.app, other.email)).token;
    const before = (await mine(ownerToken)).json<TMyNotifications>();
    expect(before.notices.map((notice) => [notice.kind, notice.title.en, notice.link, notice.read])).toEqual([
      ['holdDeadline', 'Hold ends', '/x', false],
      ['lowBalance', 'Low balance', null, false],
    ]);
    expect(before.unread).toBe(2 + 2); // the two announcements for agents and everyone, and the two notices
    expect((await mine(otherToken)).json<TMyNotifications>().notices).toEqual([]);

    const noticeRead = (token: string, id: number) =>
      injectEndpoint(testApp.app, NOTIFICATION_ENDPOINTS.markNoticeRead, { params: { id }, token });
    const target = before.notices[0]!.id;
    expect((await noticeRead(otherToken, target)).statusCode).toBe(404);
    const after = await noticeRead(ownerToken, target);
    expect(after.statusCode).toBe(200);
    expect(after.json<TMyNotifications>().unread).toBe(3);
    expect((await noticeRead(ownerToken, target)).json<TMyNotifications>().unread).toBe(3);
  });

  it('roll back with the transaction that wrote them', async () => {
    const db = testApp.database.db;
    const user = await createUser(db, { role: 'user' });
    await expect(
      db.transaction(async (tx) => {
        await sendPersonalNotices(tx, [{ userId: user.id, kind: 'approval', title: text('t'), text: text('x') }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await db.select().from(userNotices);
    expect(rows.filter((row) => row.userId === user.id)).toEqual([]);
  });
});
