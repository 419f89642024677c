import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_ALERT_SETTINGS,
  formatMinor,
  interpolate,
  textsOf,
  type TAgentAlert,
  type TAgentAlertRequest,
  type TAlertSettings,
  type TLanguage,
  routePath,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { balanceEntries, userAlerts, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { preparedText } from '../../lib/prepared-read';
import { recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';
import { enqueueMail } from '../mail';
import { sendPersonalNotices } from '../notifications';
import { emitWebhookEvent } from '../webhooks';
import { readAlertSettings } from './alert-settings';
import { channelsOf } from './preferences';

/**
 * The low balance alert (issue 19). An agent's available funds are its balance plus its credit limit; the threshold
 * is the agent's own amount if staff set one, else the larger of the agency's percentage of the agent's usual week
 * of sales (the average weekly ticketing charges of the last SALES_WEEKS weeks, from the ledger) and the agency's
 * fixed amount. The alert fires once per crossing: when a debit takes the funds under the threshold while the alert
 * is armed; it re-arms only when an entry finds the funds back at or above the threshold. The check runs in the
 * ledger's transaction after every entry (postLedgerEntry), where the agent's row is locked by the balance's UPDATE,
 * and the fired flag is set by a conditional upsert, so concurrent entries crossing together fire once.
 */

const SALES_WEEKS = 4;
const DAY_MS = 86_400_000;

/** The average weekly ticketing charges of the agent over the last SALES_WEEKS weeks (minor units, ≥ 0). */
async function weeklySalesOf(db: TExecutor, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`coalesce(sum(-${balanceEntries.amount}), 0)` })
    .from(balanceEntries)
    .where(
      and(
        eq(balanceEntries.userId, userId),
        eq(balanceEntries.kind, 'ticketing'),
        gte(balanceEntries.createdAt, new Date(now.getTime() - SALES_WEEKS * 7 * DAY_MS)),
        lt(balanceEntries.amount, 0),
      ),
    );
  return Math.max(0, Math.round(Number(row?.total ?? 0) / SALES_WEEKS));
}

/** The threshold in force (0: no alert) and the week of sales it was drawn from. */
async function thresholdOf(
  db: TExecutor,
  options: { userId: number; override: number | null; settings: TAlertSettings; now: Date },
): Promise<{ threshold: number; weeklySales: number }> {
  const { userId, override, settings, now } = options;
  if (!settings.lowBalanceEnabled) return { threshold: 0, weeklySales: 0 };
  if (override !== null) return { threshold: override, weeklySales: 0 };
  const weeklySales = settings.lowBalancePercent > 0 ? await weeklySalesOf(db, userId, now) : 0;
  const share = Math.floor((weeklySales * settings.lowBalancePercent) / 100);
  return { threshold: Math.max(share, settings.lowBalanceAmount), weeklySales };
}

/** An agent's row and its alert state. */
async function agentState(db: TExecutor, userId: number) {
  const [row] = await db
    .select({
      role: users.role,
      email: users.email,
      language: users.language,
      companyName: users.companyName,
      contactNameSurname: users.contactNameSurname,
      balance: users.balance,
      creditLimit: users.creditLimit,
      preferences: userAlerts.preferences,
      override: userAlerts.lowBalanceThreshold,
      fired: userAlerts.lowBalanceFired,
    })
    .from(users)
    .leftJoin(userAlerts, eq(userAlerts.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

type TAgentState = NonNullable<Awaited<ReturnType<typeof agentState>>>;

const amd = (language: TLanguage, minor: number) =>
  interpolate(textsOf(language).common.amd, { amount: formatMinor(minor) });

/** The notice and the mail of a crossing, on the channels the agent left on. */
async function sendLowBalance(
  tx: TExecutor,
  agent: Pick<TAgentState, 'preferences' | 'email' | 'language' | 'companyName' | 'contactNameSurname'> & {
    userId: number;
  },
  funds: { available: number; threshold: number; balance: number; creditLimit: number },
) {
  const channels = channelsOf(agent.preferences, 'lowBalance');
  const text = (language: TLanguage) => {
    const t = textsOf(language).mail.lowBalance;
    return {
      title: t.noticeTitle,
      text: interpolate(t.noticeText, {
        available: amd(language, funds.available),
        threshold: amd(language, funds.threshold),
      }),
    };
  };
  if (channels.inApp) {
    const texts = { hy: text('hy'), en: text('en'), ru: text('ru') };
    await sendPersonalNotices(tx, [
      {
        userId: agent.userId,
        kind: 'lowBalance',
        title: { hy: texts.hy.title, en: texts.en.title, ru: texts.ru.title },
        text: { hy: texts.hy.text, en: texts.en.text, ru: texts.ru.text },
        link: routePath('profile'),
        urgent: true,
      },
    ]);
  }
  if (channels.mail) {
    await enqueueMail(tx, {
      to: agent.email,
      template: 'low-balance',
      language: agent.language,
      payload: { name: agent.companyName || agent.contactNameSurname || agent.email, ...funds },
    });
  }
}

/**
 * Everything a ledger entry's check needs, in one prepared statement (it runs after every debit, on the booking hot
 * path): the agent and its alert state, the agency's rule (absent until saved: the defaults), and the ticketing
 * charges of the last SALES_WEEKS weeks, summed only when the rule needs them ($2: the entry is a debit).
 */
export const CROSSING_INPUTS = `select u.role, u.email, u.language, u.company_name as "companyName",
    u.contact_name_surname as "contactNameSurname", a.preferences, a.low_balance_threshold::float8 as override,
    coalesce(a.low_balance_fired, false) as fired,
    coalesce(s.low_balance_enabled, $4::boolean) as enabled, coalesce(s.low_balance_percent, $5::integer) as percent,
    coalesce(s.low_balance_amount, $6::bigint)::float8 as amount,
    case when u.role = 'user' and ($2::boolean or coalesce(a.low_balance_fired, false))
        and coalesce(s.low_balance_enabled, $4::boolean) and a.low_balance_threshold is null
        and coalesce(s.low_balance_percent, $5::integer) > 0
      then (select coalesce(sum(-e.amount), 0)::float8 from balance_entries e
        where e.user_id = u.id and e.kind = 'ticketing' and e.amount < 0 and e.created_at >= $3::timestamptz)
      else 0::float8 end as sales
  from users u
  left join user_alerts a on a.user_id = u.id
  left join alert_settings s on s.id = 1
  where u.id = $1`;

interface TCrossingInputs {
  role: string;
  email: string;
  language: TLanguage;
  companyName: string | null;
  contactNameSurname: string | null;
  preferences: TAgentState['preferences'];
  override: number | null;
  fired: boolean;
  enabled: boolean;
  percent: number;
  amount: number;
  sales: number;
}

/**
 * After a ledger entry of `userId` (in the entry's transaction): fires the alert on a downward crossing, re-arms it
 * once the funds are back. One read for every entry; a write only when the alert fires or re-arms.
 */
export async function checkLowBalance(
  tx: TExecutor,
  entry: { userId: number; amount: number; balance: number; creditLimit: number; now: Date },
): Promise<void> {
  if (entry.amount === 0) return;
  const defaults = DEFAULT_ALERT_SETTINGS;
  const since = new Date(entry.now.getTime() - SALES_WEEKS * 7 * DAY_MS);
  const [agent] = await preparedText<TCrossingInputs>(tx, CROSSING_INPUTS, [
    entry.userId,
    entry.amount < 0,
    since.toISOString(),
    defaults.lowBalanceEnabled,
    defaults.lowBalancePercent,
    defaults.lowBalanceAmount,
  ]);
  if (!agent || agent.role !== 'user') return;
  const fired = agent.fired;
  // A credit cannot cross downwards; with the alert armed there is nothing to re-arm either.
  if (entry.amount > 0 && !fired) return;
  const weeklySales = Math.max(0, Math.round(Number(agent.sales) / SALES_WEEKS));
  const override = agent.override === null ? null : Number(agent.override);
  const threshold = !agent.enabled
    ? 0
    : (override ?? Math.max(Math.floor((weeklySales * Number(agent.percent)) / 100), Number(agent.amount)));
  const available = entry.balance + entry.creditLimit;
  if (available >= threshold) {
    if (fired) {
      await tx
        .update(userAlerts)
        .set({ lowBalanceFired: false, updatedAt: entry.now })
        .where(and(eq(userAlerts.userId, entry.userId), eq(userAlerts.lowBalanceFired, true)));
    }
    return;
  }
  if (entry.amount > 0) return;
  // Under the threshold after a debit: a crossing if the alert was armed, or if the funds were at or above the
  // threshold just before (the threshold or the credit limit moved since the alert last fired).
  const before = available - entry.amount;
  const crossed = before >= threshold;
  const [won] = await tx
    .insert(userAlerts)
    .values({ userId: entry.userId, lowBalanceFired: true, lowBalanceFiredAt: entry.now, updatedAt: entry.now })
    .onConflictDoUpdate({
      target: userAlerts.userId,
      set: { lowBalanceFired: true, lowBalanceFiredAt: entry.now, updatedAt: entry.now },
      setWhere: crossed ? undefined : eq(userAlerts.lowBalanceFired, false),
    })
    .returning({ userId: userAlerts.userId });
  if (!won) return;
  // The agency's webhook (issue 33), whatever channels its users left on: the threshold is known only here.
  await emitWebhookEvent(tx, {
    agentId: entry.userId,
    type: 'balance.low',
    data: {
      balance: entry.balance,
      creditLimit: entry.creditLimit,
      available,
      threshold,
      currency: 'AMD',
    },
  });
  await sendLowBalance(
    tx,
    { ...agent, userId: entry.userId },
    { available, threshold, balance: entry.balance, creditLimit: entry.creditLimit },
  );
}

/** The agent a staff call names: 404 for no such user, 409 for a user who is not an agent. */
async function agentOf(db: TExecutor, userId: number): Promise<TAgentState> {
  const agent = await agentState(db, userId);
  if (!agent) throw notFound();
  if (agent.role !== 'user') throw new AppError(409, 'NOT_AN_AGENT');
  return agent;
}

async function agentAlert(db: TExecutor, userId: number, agent: TAgentState, now: Date): Promise<TAgentAlert> {
  const settings = await readAlertSettings(db);
  const override = agent.override ?? null;
  const { threshold, weeklySales } = await thresholdOf(db, { userId, override, settings, now });
  return {
    userId,
    lowBalanceThreshold: override,
    effectiveThreshold: threshold,
    weeklySales: override === null ? weeklySales : await weeklySalesOf(db, userId, now),
    available: agent.balance + agent.creditLimit,
    fired: agent.fired ?? false,
  };
}

/** GET /api/alerts/agent/{id}: the agent's threshold, its funds and whether the alert waits to re-arm. */
export async function readAgentAlert(options: { db: TExecutor; userId: number; now?: Date }): Promise<TAgentAlert> {
  const { db, userId } = options;
  return agentAlert(db, userId, await agentOf(db, userId), options.now ?? new Date());
}

/**
 * PUT /api/alerts/agent/{id}: staff set the agent's own threshold (or null: the agency's rule), with a history row.
 * Funds already at or above the new threshold re-arm the alert; funds under it do not fire it (no money moved).
 */
export async function saveAgentAlert(options: {
  db: TDatabase;
  actor: TActor;
  userId: number;
  input: TAgentAlertRequest;
}): Promise<TAgentAlert> {
  const { db, actor, userId, input } = options;
  const now = new Date();
  return db.transaction(async (tx) => {
    const agent = await agentOf(tx, userId);
    const previous = agent.override ?? null;
    await tx
      .insert(userAlerts)
      .values({ userId, lowBalanceThreshold: input.lowBalanceThreshold, updatedAt: now })
      .onConflictDoUpdate({
        target: userAlerts.userId,
        set: { lowBalanceThreshold: input.lowBalanceThreshold, updatedAt: now },
      });
    if (previous !== input.lowBalanceThreshold) {
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'user',
        entityId: userId,
        action: 'update',
        oldValues: { lowBalanceThreshold: previous },
        newValues: { lowBalanceThreshold: input.lowBalanceThreshold },
      });
    }
    const updated = { ...agent, override: input.lowBalanceThreshold };
    const alert = await agentAlert(tx, userId, updated, now);
    if (alert.fired && alert.available >= alert.effectiveThreshold) {
      await tx.update(userAlerts).set({ lowBalanceFired: false }).where(eq(userAlerts.userId, userId));
      return { ...alert, fired: false };
    }
    return alert;
  });
}
