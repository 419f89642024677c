import { and, desc, eq, lte } from 'drizzle-orm';
import {
  todayIsoDate,
  type TManualRateRequest,
  type TRateCurrency,
  type TRateProviderStatus,
  type TRateSource,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { exchangeRates, rateProviderState } from '../../db/schema';
import { recordHistory, type THistoryActor } from '../../lib/history';
import type { TActor } from '../../lib/actor';
import { agencyRate, marginsByCurrency } from './margins';
import { RateProviderError, type TBankRates, type TRateProvider } from './rate-provider';

type TStateRow = typeof rateProviderState.$inferSelect;

function toStatus(row: TStateRow | undefined): TRateProviderStatus {
  return {
    source: row?.source ?? 'cba',
    lastAttemptAt: row?.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastRateDate: row?.lastRateDate ?? null,
  };
}

export async function rateProviderStatus(options: { db: TExecutor }): Promise<TRateProviderStatus> {
  const [row] = await options.db.select().from(rateProviderState).where(eq(rateProviderState.id, 1)).limit(1);
  return toStatus(row);
}

/** Writes (or overwrites) one day's bank rates with the agency rates that follow from today's margins. */
async function storeBankRates(
  executor: TExecutor,
  options: { rates: TBankRates; source: string; actor: THistoryActor },
): Promise<void> {
  const margins = await marginsByCurrency(executor);
  const entries = Object.entries(options.rates.rates) as [TRateCurrency, number][];
  for (const [currency, bankRate] of entries) {
    const values = {
      rateDate: options.rates.rateDate,
      currency,
      bankRate: bankRate.toFixed(4),
      agencyRate: agencyRate(bankRate, margins.get(currency)).toFixed(4),
      source: options.source,
    };
    const [previous] = await executor
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.rateDate, values.rateDate), eq(exchangeRates.currency, currency)));
    if (previous && previous.bankRate === values.bankRate && previous.agencyRate === values.agencyRate) continue;
    await executor
      .insert(exchangeRates)
      .values(values)
      .onConflictDoUpdate({
        target: [exchangeRates.rateDate, exchangeRates.currency],
        set: { bankRate: values.bankRate, agencyRate: values.agencyRate, source: values.source },
      });
    await recordHistory(executor, {
      actor: options.actor,
      entity: 'exchangeRate',
      entityId: `${values.rateDate}:${currency}`,
      action: previous ? 'update' : 'create',
      oldValues: previous ? { bankRate: previous.bankRate, agencyRate: previous.agencyRate } : null,
      newValues: { bankRate: values.bankRate, agencyRate: values.agencyRate, source: values.source },
    });
  }
}

/**
 * After a currency's margin changed: today's agency rate follows the new margin at once (the header shows it), from
 * the bank rate in force today. Earlier days keep the rates they had: orders priced then keep theirs.
 */
export async function applyMarginToToday(
  executor: TExecutor,
  options: { currency: TRateCurrency; now: Date; actor: THistoryActor },
): Promise<void> {
  const today = todayIsoDate(options.now);
  const [inForce] = await executor
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, options.currency), lte(exchangeRates.rateDate, today)))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  if (!inForce) return;
  await storeBankRates(executor, {
    rates: { rateDate: today, rates: { [options.currency]: Number(inForce.bankRate) } },
    source: inForce.source,
    actor: options.actor,
  });
}

async function saveState(executor: TExecutor, values: Partial<Omit<TStateRow, 'id'>>): Promise<void> {
  await executor
    .insert(rateProviderState)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: rateProviderState.id, set: { ...values, updatedAt: new Date() } });
}

/**
 * Asks the provider for the latest bank rates and stores them. When the provider cannot be reached or answers
 * something unreadable, the failure is recorded (the header then marks today's rate as stale), the last known rates
 * stay in use, and nothing else changes. With manual entry selected, nothing is fetched.
 */
export async function refreshBankRates(options: {
  db: TDatabase;
  provider: TRateProvider;
  now: Date;
  actor?: THistoryActor;
}): Promise<TRateProviderStatus> {
  const { db, provider, now } = options;
  const status = await rateProviderStatus({ db });
  if (status.source !== 'cba') return status;
  let rates: TBankRates;
  try {
    rates = await provider.fetchLatest();
  } catch (error) {
    const message = error instanceof RateProviderError ? error.message : 'The rate service failed unexpectedly';
    await saveState(db, { lastAttemptAt: now, lastError: message });
    throw error instanceof RateProviderError ? error : new RateProviderError(message);
  }
  await db.transaction(async (tx) => {
    await storeBankRates(tx, { rates, source: provider.name, actor: options.actor ?? null });
    await saveState(tx, { lastAttemptAt: now, lastSuccessAt: now, lastError: null, lastRateDate: rates.rateDate });
  });
  return rateProviderStatus({ db });
}

/** An admin's hand-entered bank rate for a day; the agency rate follows from the margin. */
export async function enterManualRate(options: {
  db: TDatabase;
  actor: TActor;
  input: TManualRateRequest;
}): Promise<void> {
  const { db, actor, input } = options;
  await db.transaction(async (tx) => {
    await storeBankRates(tx, {
      rates: { rateDate: input.date, rates: { [input.currency]: input.bankRate } },
      source: 'manual',
      actor: { userId: actor.userId },
    });
  });
}

export async function setRateSource(options: {
  db: TDatabase;
  actor: TActor;
  source: TRateSource;
}): Promise<TRateProviderStatus> {
  const { db, actor, source } = options;
  await db.transaction(async (tx) => {
    const before = await rateProviderStatus({ db: tx });
    if (before.source === source) return;
    // Switching source forgets the old source's failure: a stale mark must describe the source in use.
    await saveState(tx, { source, lastError: null });
    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'rateSource',
      entityId: 1,
      action: 'update',
      oldValues: { source: before.source },
      newValues: { source },
    });
  });
  return rateProviderStatus({ db });
}
