import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../dates';
import { END_NOT_BEFORE_START, endNotBeforeStart, float, ruleMessage } from '../validation';

/** The longest period one rate request may cover. */
export const MAX_RATE_RANGE_DAYS = 366;

/** The foreign currencies the agency sells in and keeps daily rates for (AMD is the local currency). */
export const RATE_CURRENCIES = ['USD', 'EUR'] as const;
export const ZRateCurrency = z.enum(RATE_CURRENCIES);
export type TRateCurrency = z.infer<typeof ZRateCurrency>;

/** Where bank rates come from: the Central Bank of Armenia's rate service, or entered by hand. */
export const RATE_SOURCES = ['cba', 'manual'] as const;
export const ZRateSource = z.enum(RATE_SOURCES);
export type TRateSource = z.infer<typeof ZRateSource>;

/** A rate in AMD per unit: positive, at most 4 decimals, below 1,000,000. */
export function rateValue() {
  return float({ decimals: 4, max: 999_999 }).refine((value) => value > 0, ruleMessage('positive'));
}

export const ZRateByRangeRequest = z
  .strictObject({ startDate: ZIsoDate, endDate: ZIsoDate })
  .refine(endNotBeforeStart, END_NOT_BEFORE_START)
  .refine((range) => daysBetween(range.startDate, range.endDate) < MAX_RATE_RANGE_DAYS, {
    path: ['endDate'],
    ...ruleMessage('rangeTooLong', MAX_RATE_RANGE_DAYS),
  })
  .meta({ id: 'RateByRangeRequest' });
export type TRateByRangeRequest = z.infer<typeof ZRateByRangeRequest>;

/** AMD for one unit of each currency. */
export const ZCurrencyRates = z.object({ USD: z.number().nullable(), EUR: z.number().nullable() });

/**
 * One day's rates. `bankRate` is the bank's rate; `{product}Rate` is the agency's selling rate for that product
 * (bank rate plus the agency's margin), the rate the header shows and orders convert with. `stale` is true on
 * today's row while the rate provider cannot be reached: the last known rate stays in use and the header marks it.
 */
export const ZRateRow = z
  .object({
    date: ZIsoDate,
    bankRate: ZCurrencyRates,
    flightRate: ZCurrencyRates,
    hotelRate: ZCurrencyRates,
    packageRate: ZCurrencyRates,
    stale: z.boolean(),
  })
  .meta({ id: 'RateRow' });
export type TRateRow = z.infer<typeof ZRateRow>;

export const ZRateByRangeResponse = z.array(ZRateRow).meta({ id: 'RateByRangeResponse' });

/** An admin enters a day's bank rate by hand; the agency rate follows from the currency's margin. */
export const ZManualRateRequest = z
  .strictObject({ date: ZIsoDate, currency: ZRateCurrency, bankRate: rateValue() })
  .meta({ id: 'ManualRateRequest' });
export type TManualRateRequest = z.infer<typeof ZManualRateRequest>;

/** What the rate provider did when asked: the rates it stored, or why it could not. */
export const ZRateProviderStatus = z
  .object({
    source: ZRateSource,
    lastAttemptAt: z.iso.datetime().nullable(),
    lastSuccessAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
    /** The provider's publication date of the rates last stored. */
    lastRateDate: ZIsoDate.nullable(),
  })
  .meta({ id: 'RateProviderStatus' });
export type TRateProviderStatus = z.infer<typeof ZRateProviderStatus>;

export const ZRateSourceRequest = z.strictObject({ source: ZRateSource }).meta({ id: 'RateSourceRequest' });

// --- Currency settings: the agency's margin per currency ------------------------------------------------------

/** A margin is a fixed number of AMD added to the bank rate, or a percentage of it. */
export const MARGIN_TYPES = ['fixed', 'percentage'] as const;
export const ZMarginType = z.enum(MARGIN_TYPES);
export type TMarginType = z.infer<typeof ZMarginType>;
/** The largest fixed margin (AMD per unit) and percentage a currency may have. */
export const MAX_FIXED_MARGIN = 10_000;
export const MAX_PERCENTAGE_MARGIN = 100;

export const ZCurrencySettingInput = z
  .strictObject({
    currency: ZRateCurrency,
    marginType: ZMarginType,
    /** AMD per unit (fixed) or percent of the bank rate (percentage); 4 decimals at most, never negative. */
    marginValue: float({ min: 0, max: MAX_FIXED_MARGIN, decimals: 4 }),
  })
  .refine((setting) => setting.marginType !== 'percentage' || setting.marginValue <= MAX_PERCENTAGE_MARGIN, {
    path: ['marginValue'],
    ...ruleMessage('tooBig', MAX_PERCENTAGE_MARGIN),
  })
  .meta({ id: 'CurrencySettingRequest' });
export type TCurrencySettingInput = z.infer<typeof ZCurrencySettingInput>;

export const ZCurrencySetting = z
  .object({ id: z.number().int(), currency: ZRateCurrency, marginType: ZMarginType, marginValue: z.number() })
  .meta({ id: 'CurrencySetting' });
export type TCurrencySetting = z.infer<typeof ZCurrencySetting>;

export const ZCurrencyCodes = z.array(ZRateCurrency).meta({ id: 'CurrencyCodes' });
export const ZMarginTypes = z.array(ZMarginType).meta({ id: 'MarginTypes' });
