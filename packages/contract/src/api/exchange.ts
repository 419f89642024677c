import { z } from 'zod';
import { daysBetween, ZIsoDate } from '../dates';
import { END_NOT_BEFORE_START, endNotBeforeStart, ruleMessage } from '../validation';

/** The longest period one rate request may cover. */
export const MAX_RATE_RANGE_DAYS = 366;

export const RATE_CURRENCIES = ['USD', 'EUR'] as const;

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
 * (bank rate plus the agency's margin), the rate the header shows and orders convert with.
 */
export const ZRateRow = z
  .object({
    date: ZIsoDate,
    bankRate: ZCurrencyRates,
    flightRate: ZCurrencyRates,
    hotelRate: ZCurrencyRates,
    packageRate: ZCurrencyRates,
  })
  .meta({ id: 'RateRow' });
export type TRateRow = z.infer<typeof ZRateRow>;

export const ZRateByRangeResponse = z.array(ZRateRow).meta({ id: 'RateByRangeResponse' });
