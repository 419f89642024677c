import { ZErrorBody } from '../errors';
import { defineEndpoint } from '../endpoint';
import { ZSuccessResponse } from '../api/common';
import {
  ZCurrencyCodes,
  ZManualRateRequest,
  ZMarginTypes,
  ZRateByRangeRequest,
  ZRateByRangeResponse,
  ZRateProviderStatus,
  ZRateSourceRequest,
} from '../api/exchange';

const tag = 'currency';

/** The Central Bank could not be reached or read (502). */
const RATE_PROVIDER_UNAVAILABLE = { 502: ZErrorBody } as const;

/**
 * Exchange rates (docs/PRODUCT.md §7 "Other": rate-by-range), the lists a margin is chosen from, and the rate
 * provider's administration (not in the spec: its state, a manual refresh, hand-entered rates, the choice of source).
 * The margins themselves are the reference resource at `/api/currencySettings/`.
 */
export const CURRENCY_ENDPOINTS = {
  rateByRange: defineEndpoint({
    method: 'POST',
    path: '/exchange/rate-by-range',
    access: 'public',
    body: ZRateByRangeRequest,
    response: ZRateByRangeResponse,
    tag,
    summary: 'Bank and agency rates (AMD per unit) of USD and EUR for each day of a period',
  }),
  currencyCodes: defineEndpoint({
    method: 'GET',
    path: '/api/currencySettings/currencyCodes',
    access: 'currencySettings.read',
    response: ZCurrencyCodes,
    tag,
    summary: 'The currencies a margin can be set for',
  }),
  marginTypes: defineEndpoint({
    method: 'GET',
    path: '/api/currencySettings/MarginTypes',
    access: 'currencySettings.read',
    response: ZMarginTypes,
    tag,
    summary: 'Margin types: a fixed amount of AMD, or a percentage of the bank rate',
  }),
  rateProviderStatus: defineEndpoint({
    method: 'GET',
    path: '/api/currencyRates/status',
    access: 'currencyRates.manage',
    response: ZRateProviderStatus,
    tag,
    summary: 'The rate source in use and how its last fetch went',
  }),
  refreshRates: defineEndpoint({
    method: 'POST',
    path: '/api/currencyRates/refresh',
    access: 'currencyRates.manage',
    response: ZRateProviderStatus,
    errors: RATE_PROVIDER_UNAVAILABLE,
    tag,
    summary: "Fetch the Central Bank's latest rates now",
  }),
  manualRate: defineEndpoint({
    method: 'POST',
    path: '/api/currencyRates',
    access: 'currencyRates.manage',
    body: ZManualRateRequest,
    response: ZSuccessResponse,
    tag,
    summary: "Enter a day's bank rate by hand (the agency rate follows from the margin)",
  }),
  rateSource: defineEndpoint({
    method: 'PUT',
    path: '/api/currencyRates/source',
    access: 'currencyRates.manage',
    body: ZRateSourceRequest,
    response: ZRateProviderStatus,
    tag,
    summary: 'Choose where bank rates come from: the Central Bank, or manual entry',
  }),
};
