import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createUser } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { pruneWebhookDeliveries, WEBHOOK_DELIVERIES_KEPT_DAYS } from './prune-job';

/** The retention of finished deliveries: gone after the kept days; a pending one stays however old it is. */

let testApp: TTestApp;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.app.close();
});

describe('pruneWebhookDeliveries', () => {
  it('deletes delivered and failed deliveries past the kept days, never a pending one or a recent one', async () => {
    const db = testApp.database.db;
    const agent = await createUser(db);
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        agentId: agent.id,
        url: 'https://hooks.example.test/in',
        eventTypes: ['order.held'],
        secret: 'whsec_x',
      })
      .returning({ id: webhookEndpoints.id });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const old = daysAgo(WEBHOOK_DELIVERIES_KEPT_DAYS + 1);
    const rows = [
      { name: 'old delivered', status: 'delivered', createdAt: old },
      { name: 'old failed', status: 'failed', createdAt: old },
      { name: 'old pending', status: 'pending', createdAt: old },
      { name: 'recent delivered', status: 'delivered', createdAt: daysAgo(WEBHOOK_DELIVERIES_KEPT_DAYS - 1) },
    ] as const;
    const inserted = await db
      .insert(webhookDeliveries)
      .values(
        rows.map((row, index) => ({
          endpointId: endpoint!.id,
          messageId: `msg_prune_${index}_${now.getTime()}`,
          eventType: 'order.held',
          payload: { type: 'order.held', timestamp: row.createdAt.toISOString(), data: {} },
          status: row.status,
          createdAt: row.createdAt,
        })),
      )
      .returning({ id: webhookDeliveries.id, messageId: webhookDeliveries.messageId });

    expect(await pruneWebhookDeliveries(db, now)).toBe(2);

    const left = await db
      .select({ messageId: webhookDeliveries.messageId })
      .from(webhookDeliveries)
      .where(
        inArray(
          webhookDeliveries.id,
          inserted.map((row) => row.id),
        ),
      );
    const names = left.map((row) => rows[inserted.findIndex((one) => one.messageId === row.messageId)]!.name).sort();
    expect(names).toEqual(['old pending', 'recent delivered']);
    expect(await pruneWebhookDeliveries(db, now)).toBe(0);
  });
});
