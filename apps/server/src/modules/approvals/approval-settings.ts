import { eq } from 'drizzle-orm';
import { DEFAULT_MATERIAL_CHANGE_MINUTES, type TApprovalSettings } from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { approvalSettings } from '../../db/schema';
import { recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';

/**
 * The thresholds above which discounts and refunds need approval (minor units of AMD; null: never), and the
 * departure shift from which a flight's change is material (the disruption refund).
 */
export async function readApprovalSettings(db: TExecutor): Promise<TApprovalSettings> {
  const [row] = await db.select().from(approvalSettings).where(eq(approvalSettings.id, 1)).limit(1);
  return {
    discountThreshold: row?.discountThreshold ?? null,
    refundThreshold: row?.refundThreshold ?? null,
    materialChangeMinutes: row?.materialChangeMinutes ?? DEFAULT_MATERIAL_CHANGE_MINUTES,
  };
}

/** PUT /api/approvals/settings (Super Admin), with its history row. */
export async function updateApprovalSettings(options: {
  db: TDatabase;
  actor: TActor;
  input: TApprovalSettings;
}): Promise<TApprovalSettings> {
  const { db, actor, input } = options;
  return db.transaction(async (tx) => {
    const before = await readApprovalSettings(tx);
    await tx
      .insert(approvalSettings)
      .values({ id: 1, ...input, updatedAt: new Date() })
      .onConflictDoUpdate({ target: approvalSettings.id, set: { ...input, updatedAt: new Date() } });
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'approvalSettings',
      entityId: 1,
      action: 'update',
      oldValues: before,
      newValues: input,
    });
    return readApprovalSettings(tx);
  });
}
