import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import {
  API_KEY_DISPLAY_LENGTH,
  API_KEY_SECRET_PREFIX,
  KEY_CALLS_SHOWN,
  MAX_API_KEYS,
  type TApiKey,
  type TApiKeyCall,
  type TApiKeyCreated,
  type TApiKeyStatus,
  type ZApiKeyCreateRequest,
} from '@frs/contract';
import type { z } from 'zod';
import type { TDatabase, TExecutor } from '../../db/database';
import { apiKeyCalls, apiKeys, users } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError, fieldErrors } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';

type TKeyRow = typeof apiKeys.$inferSelect;

/** The SHA-256 (hex) a key's secret is stored and looked up by. */
export function secretHashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new secret: the prefix and 32 random bytes in base64url (43 characters). */
function newSecret(): string {
  return `${API_KEY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** revoked, else expired (its expiry has passed), else active: derived, never stored. */
export function keyStatus(key: Pick<TKeyRow, 'revokedAt' | 'expiresAt'>, now: Date): TApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function toApiKey(key: TKeyRow, now: Date): TApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    allowedCidrs: key.allowedCidrs,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    status: keyStatus(key, now),
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: key.lastUsedIp,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** What a key's history row keeps of it: never the secret nor its hash. */
function historyValues(key: TKeyRow) {
  return {
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    allowedCidrs: key.allowedCidrs,
    expiresAt: key.expiresAt,
    agentId: key.agentId,
  };
}

async function keysOf(db: TExecutor, agentId: number, now: Date): Promise<{ result: TApiKey[] }> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.agentId, agentId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { result: rows.map((row) => toApiKey(row, now)) };
}

/** The agent's own keys, newest first. */
export function listOwnKeys(options: { db: TDatabase; actor: TActor; now?: Date }) {
  return keysOf(options.db, options.actor.userId, options.now ?? new Date());
}

/** An agent's keys for the staff (/agents/:id); 404 for an id that is not an agent. */
export async function listAgentKeys(options: { db: TDatabase; agentId: number; now?: Date }) {
  await assertAgent(options.db, options.agentId);
  return keysOf(options.db, options.agentId, options.now ?? new Date());
}

async function assertAgent(db: TExecutor, agentId: number): Promise<void> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.role, 'user')));
  if (!agent) throw new AppError(404, 'NOT_FOUND');
}

/**
 * A new key of the calling agent: the answer carries the secret, the only time it is ever shown; the row keeps its
 * SHA-256 and its first characters. At most MAX_API_KEYS keys that still work (not revoked, not expired) per agency.
 */
export async function createKey(options: {
  db: TDatabase;
  actor: TActor;
  input: z.output<typeof ZApiKeyCreateRequest>;
  now?: Date;
}): Promise<TApiKeyCreated> {
  const { db, actor, input } = options;
  const now = options.now ?? new Date();
  const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw fieldErrors({ expiresAt: 'notInFuture' });
  const secret = newSecret();
  return db.transaction(async (tx) => {
    // The agent's row is locked, so that two creations at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.agentId, actor.userId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        ),
      );
    if ((active?.n ?? 0) >= MAX_API_KEYS) {
      throw new AppError(409, 'API_KEY_LIMIT', undefined, undefined, { params: { n: String(MAX_API_KEYS) } });
    }
    const [key] = await tx
      .insert(apiKeys)
      .values({
        agentId: actor.userId,
        name: input.name,
        prefix: secret.slice(0, API_KEY_DISPLAY_LENGTH),
        secretHash: secretHashOf(secret),
        scopes: input.scopes,
        allowedCidrs: input.allowedCidrs,
        expiresAt,
        createdById: actor.userId,
        createdAt: now,
      })
      .returning();
    if (!key) throw new Error('API key not created');
    await recordHistory(tx, {
      actor,
      entity: 'apiKey',
      entityId: key.id,
      action: 'create',
      newValues: historyValues(key),
    });
    return { ...toApiKey(key, now), secret };
  });
}

/**
 * Revokes a key of `agentId` (404 for another agency's key or none): its `revoked_at` is set, and the table's trigger
 * tells every process to forget its cached copy. Revoking a revoked key answers it unchanged, with no history row.
 */
async function revoke(db: TDatabase, actor: TActor, agentId: number, keyId: number, now: Date): Promise<TApiKey> {
  return db.transaction(async (tx) => {
    const [key] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.agentId, agentId)))
      .for('update');
    if (!key) throw new AppError(404, 'NOT_FOUND');
    if (key.revokedAt) return toApiKey(key, now);
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: now, revokedById: actor.userId })
      .where(eq(apiKeys.id, keyId))
      .returning();
    if (!revoked) throw new AppError(404, 'NOT_FOUND');
    await recordHistory(tx, {
      actor,
      entity: 'apiKey',
      entityId: key.id,
      action: 'revoke',
      oldValues: { revokedAt: null },
      newValues: { ...historyValues(revoked), revokedAt: now },
    });
    return toApiKey(revoked, now);
  });
}

/** The agent revokes one of its own keys. */
export function revokeOwnKey(options: { db: TDatabase; actor: TActor; keyId: number; now?: Date }) {
  return revoke(options.db, options.actor, options.actor.userId, options.keyId, options.now ?? new Date());
}

/** An administrator revokes an agent's key (404 when the key is not that agent's). */
export async function revokeAgentKey(options: {
  db: TDatabase;
  actor: TActor;
  agentId: number;
  keyId: number;
  now?: Date;
}) {
  await assertAgent(options.db, options.agentId);
  return revoke(options.db, options.actor, options.agentId, options.keyId, options.now ?? new Date());
}

/** A key's last KEY_CALLS_SHOWN calls, newest first (404 for another agency's key). */
export async function keyCalls(options: { db: TDatabase; actor: TActor; keyId: number }): Promise<{
  result: TApiKeyCall[];
}> {
  const { db, actor, keyId } = options;
  const [key] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.agentId, actor.userId)));
  if (!key) throw new AppError(404, 'NOT_FOUND');
  const rows = await db
    .select()
    .from(apiKeyCalls)
    .where(eq(apiKeyCalls.keyId, keyId))
    .orderBy(desc(apiKeyCalls.id))
    .limit(KEY_CALLS_SHOWN);
  return {
    result: rows.map((row) => ({
      at: row.at.toISOString(),
      method: row.method,
      path: row.path,
      status: row.status,
      ip: row.ip,
      durationMs: row.durationMs,
    })),
  };
}
