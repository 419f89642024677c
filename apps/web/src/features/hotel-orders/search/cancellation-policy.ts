import { addDays, formatIsoDate, type TCancellationTier } from '@frs/contract';
import type { TFunction } from 'i18next';

/** One step of a policy as a reader meets it: from a day on (null: already now), cancelling costs this. */
export interface TPolicyStep {
  from: string | null;
  tier: TCancellationTier;
}

/** What a policy means for a stay: the last free day (null: none left) and the charges that follow. */
export interface TPolicyPlan {
  freeUntil: string | null;
  steps: TPolicyStep[];
}

/**
 * A room type's cancellation policy laid out on the calendar of a stay (the contract's `hotelPenalty` rule: a tier
 * applies `daysBefore` days or fewer before check-in, and the highest charge that applies wins). Tiers that charge
 * nothing, or no more than an earlier tier of the same kind, change nothing and are left out; the tiers already in
 * force today become one step "now".
 */
export function policyPlan(policy: readonly TCancellationTier[], checkIn: string, today: string): TPolicyPlan {
  const tiers = [...policy].filter((tier) => tier.value > 0).sort((a, b) => b.daysBefore - a.daysBefore);
  const highest: Partial<Record<TCancellationTier['type'], number>> = {};
  const raising = tiers.filter((tier) => {
    if ((highest[tier.type] ?? 0) >= tier.value) return false;
    highest[tier.type] = tier.value;
    return true;
  });
  const first = raising[0];
  if (!first) return { freeUntil: null, steps: [] };
  const lastFreeDay = addDays(checkIn, -(first.daysBefore + 1));
  const steps: TPolicyStep[] = [];
  for (const tier of raising) {
    const from = addDays(checkIn, -tier.daysBefore);
    const step = { from: from <= today ? null : from, tier };
    // Among the tiers already in force only the latest (the highest charge of its kind) is said.
    if (step.from === null && steps[steps.length - 1]?.from === null) steps.pop();
    steps.push(step);
  }
  return { freeUntil: lastFreeDay >= today ? lastFreeDay : null, steps };
}

export function chargeText(tier: TCancellationTier, t: TFunction): string {
  if (tier.type === 'percent') return t('hotelSearch.policy.percent', { value: tier.value });
  return tier.value === 1
    ? t('hotelSearch.policy.firstNight')
    : t('hotelSearch.policy.firstNights', { count: tier.value });
}

/** "Free cancellation until 04.06.2026; from 05.06.2026: 50% of the stay". */
export function policyText(policy: readonly TCancellationTier[], checkIn: string, today: string, t: TFunction): string {
  const plan = policyPlan(policy, checkIn, today);
  if (plan.steps.length === 0) return t('hotelSearch.policy.free');
  const parts = plan.freeUntil ? [t('hotelSearch.policy.freeUntil', { date: formatIsoDate(plan.freeUntil) })] : [];
  for (const step of plan.steps) {
    const charge = chargeText(step.tier, t);
    parts.push(
      step.from === null
        ? t('hotelSearch.policy.now', { charge })
        : t('hotelSearch.policy.from', { date: formatIsoDate(step.from), charge }),
    );
  }
  return parts.join('; ');
}
