import { eq } from 'drizzle-orm';
import {
  endpointPath,
  UPLOAD_ENDPOINTS,
  type ZCompanySettingsRequest,
  type ZTicketSettingsRequest,
  type TCompanySettings,
  type TTicketSettings,
} from '@frs/contract';
import type { z } from 'zod';
import type { TDatabase, TExecutor } from '../../db/database';
import { companySettings, ticketSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedValues, recordHistory, type THistoryEntry } from '../../lib/history';
import type { TActor } from '../../lib/actor';
import { assertUploadOfKind } from '../uploads';

type TCompanyRow = typeof companySettings.$inferSelect;
type TCompanyInput = z.output<typeof ZCompanySettingsRequest>;
type TTicketRow = typeof ticketSettings.$inferSelect;
type TTicketInput = z.output<typeof ZTicketSettingsRequest>;
type TSaveOptions<TInput> = { db: TDatabase; actor: TActor; input: TInput };

const uploadUrl = (id: string | null) => (id ? endpointPath(UPLOAD_ENDPOINTS.file, { id }) : null);

function toCompanySettings(row: TCompanyRow): TCompanySettings {
  return {
    compName: row.compName,
    compTelephone: row.compTelephone,
    compEmail: row.compEmail,
    compAddressEng: row.compAddressEng,
    compAddressArm: row.compAddressArm,
    compAddressRus: row.compAddressRus,
    legalName: row.legalName,
    taxId: row.taxId,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    bankSwift: row.bankSwift,
    logoUploadId: row.logoUploadId,
    logoUrl: uploadUrl(row.logoUploadId),
    socialLinks: {
      facebook: row.facebook,
      instagram: row.instagram,
      linkedin: row.linkedin,
      telegram: row.telegram,
      whatsapp: row.whatsapp,
    },
  };
}

function companyColumns(input: TCompanyInput) {
  const { socialLinks, ...fields } = input;
  return {
    ...fields,
    facebook: socialLinks.facebook ?? null,
    instagram: socialLinks.instagram ?? null,
    linkedin: socialLinks.linkedin ?? null,
    telegram: socialLinks.telegram ?? null,
    whatsapp: socialLinks.whatsapp ?? null,
  };
}

async function companyRow(db: TExecutor): Promise<TCompanyRow | undefined> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1)).limit(1);
  return row;
}

/** Each settings table holds one row, id 1: the history names it so. */
function recordSettingsHistory(
  tx: TExecutor,
  actor: TActor,
  entity: 'companySettings' | 'ticketSettings',
  change: Pick<THistoryEntry, 'action' | 'oldValues' | 'newValues'>,
): Promise<void> {
  return recordHistory(tx, { actor: { userId: actor.userId }, entity, entityId: 1, ...change });
}

export async function getCompanySettings(options: { db: TExecutor }): Promise<TCompanySettings> {
  const row = await companyRow(options.db);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toCompanySettings(row);
}

/**
 * POST (`create`): the first save of the company settings, a second one is a conflict; PUT …/edit (`update`) changes
 * them once saved.
 */
async function saveCompanySettings(
  options: TSaveOptions<TCompanyInput>,
  action: 'create' | 'update',
): Promise<TCompanySettings> {
  const { db, actor, input } = options;
  return db.transaction(async (tx) => {
    const previous = await companyRow(tx);
    if (action === 'create' && previous) throw new AppError(409, 'CONFLICT');
    if (action === 'update' && !previous) throw new AppError(404, 'NOT_FOUND');
    await assertUploadOfKind(tx, input.logoUploadId, 'companyLogo', 'logoUploadId');
    const values = companyColumns(input);
    const [row] = previous
      ? await tx
          .update(companySettings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(companySettings.id, 1))
          .returning()
      : await tx
          .insert(companySettings)
          .values({ id: 1, ...values })
          .returning();
    await recordSettingsHistory(
      tx,
      actor,
      'companySettings',
      previous ? { action, ...changedValues(previous, values) } : { action, newValues: values },
    );
    return toCompanySettings(row!);
  });
}

export const createCompanySettings = (options: TSaveOptions<TCompanyInput>) => saveCompanySettings(options, 'create');

export const updateCompanySettings = (options: TSaveOptions<TCompanyInput>) => saveCompanySettings(options, 'update');

/** Before an admin saves ticket settings: the agency's colour, no terms, no images, and prefix 000. */
const DEFAULT_TICKET_SETTINGS: Omit<TTicketRow, 'id' | 'updatedAt'> = {
  ticketPrefix: '000',
  termsHy: '',
  termsEn: '',
  termsRu: '',
  logoUploadId: null,
  signatureUploadId: null,
  primaryColour: '#33A8AE',
  accentColour: '#1F6F73',
};

function toTicketSettings(row: Omit<TTicketRow, 'id' | 'updatedAt'>): TTicketSettings {
  return {
    ticketPrefix: row.ticketPrefix,
    termsHy: row.termsHy,
    termsEn: row.termsEn,
    termsRu: row.termsRu,
    logoUploadId: row.logoUploadId,
    logoUrl: uploadUrl(row.logoUploadId),
    signatureUploadId: row.signatureUploadId,
    signatureUrl: uploadUrl(row.signatureUploadId),
    primaryColour: row.primaryColour,
    accentColour: row.accentColour,
  };
}

async function ticketRow(db: TExecutor): Promise<TTicketRow | undefined> {
  const [row] = await db.select().from(ticketSettings).where(eq(ticketSettings.id, 1)).limit(1);
  return row;
}

export async function getTicketSettings(options: { db: TExecutor }): Promise<TTicketSettings> {
  return toTicketSettings((await ticketRow(options.db)) ?? DEFAULT_TICKET_SETTINGS);
}

export async function saveTicketSettings(options: TSaveOptions<TTicketInput>): Promise<TTicketSettings> {
  const { db, actor, input } = options;
  return db.transaction(async (tx) => {
    await assertUploadOfKind(tx, input.logoUploadId, 'ticketLogo', 'logoUploadId');
    await assertUploadOfKind(tx, input.signatureUploadId, 'ticketSignature', 'signatureUploadId');
    const previous = (await ticketRow(tx)) ?? DEFAULT_TICKET_SETTINGS;
    const [row] = await tx
      .insert(ticketSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: ticketSettings.id, set: { ...input, updatedAt: new Date() } })
      .returning();
    await recordSettingsHistory(tx, actor, 'ticketSettings', { action: 'update', ...changedValues(previous, input) });
    return toTicketSettings(row!);
  });
}
