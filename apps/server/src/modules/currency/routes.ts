import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  MARGIN_TYPES,
  RATE_CURRENCIES,
  ZCurrencyCodes,
  ZMarginTypes,
  ZErrorBody,
  ZManualRateRequest,
  ZRateByRangeRequest,
  ZRateByRangeResponse,
  ZRateProviderStatus,
  ZRateSourceRequest,
  ZSuccessResponse,
} from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { BEARER, PRIVATE_ERRORS, PUBLIC_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
import { ratesByRange } from './currency-service';
import { RateProviderError, type TRateProvider } from './rate-provider';
import { enterManualRate, rateProviderStatus, refreshBankRates, setRateSource } from './rates-service';

export const currencyRoutes: FastifyPluginAsyncZod<{ db: TDatabase; rateProvider: TRateProvider }> = async (
  app,
  { db, rateProvider },
) => {
  app.post(
    API_PATHS.rateByRange,
    {
      schema: {
        tags: ['currency'],
        summary: 'Bank and agency rates (AMD per unit) of USD and EUR for each day of a period',
        body: ZRateByRangeRequest,
        response: { 200: ZRateByRangeResponse, ...PUBLIC_ERRORS },
      },
    },
    async (request) => ratesByRange({ db, input: request.body }),
  );

  app.get(
    API_PATHS.currencyCodes,
    {
      preHandler: app.authorize('currencySettings.read'),
      schema: {
        tags: ['currency'],
        summary: 'The currencies a margin can be set for',
        security: BEARER,
        response: { 200: ZCurrencyCodes, ...PRIVATE_ERRORS },
      },
    },
    async () => [...RATE_CURRENCIES],
  );

  app.get(
    API_PATHS.marginTypes,
    {
      preHandler: app.authorize('currencySettings.read'),
      schema: {
        tags: ['currency'],
        summary: 'Margin types: a fixed amount of AMD, or a percentage of the bank rate',
        security: BEARER,
        response: { 200: ZMarginTypes, ...PRIVATE_ERRORS },
      },
    },
    async () => [...MARGIN_TYPES],
  );

  app.get(
    API_PATHS.currencyRatesStatus,
    {
      preHandler: app.authorize('currencyRates.manage'),
      schema: {
        tags: ['currency'],
        summary: 'The rate source in use and how its last fetch went',
        security: BEARER,
        response: { 200: ZRateProviderStatus, ...PRIVATE_ERRORS },
      },
    },
    async () => rateProviderStatus({ db }),
  );

  app.post(
    API_PATHS.currencyRatesRefresh,
    {
      preHandler: app.authorize('currencyRates.manage'),
      schema: {
        tags: ['currency'],
        summary: "Fetch the Central Bank's latest rates now",
        security: BEARER,
        response: { 200: ZRateProviderStatus, ...PRIVATE_ERRORS, 502: ZErrorBody },
      },
    },
    async (request) => {
      try {
        return await refreshBankRates({ db, provider: rateProvider, now: new Date(), actor: actorOf(request) });
      } catch (error) {
        if (error instanceof RateProviderError) throw new AppError(502, 'RATE_PROVIDER_UNAVAILABLE');
        throw error;
      }
    },
  );

  app.post(
    API_PATHS.currencyRates,
    {
      preHandler: app.authorize('currencyRates.manage'),
      schema: {
        tags: ['currency'],
        summary: "Enter a day's bank rate by hand (the agency rate follows from the margin)",
        security: BEARER,
        body: ZManualRateRequest,
        response: { 200: ZSuccessResponse, ...PRIVATE_ERRORS },
      },
    },
    async (request) => {
      await enterManualRate({ db, actor: actorOf(request), input: request.body });
      return { success: true as const };
    },
  );

  app.put(
    API_PATHS.currencyRatesSource,
    {
      preHandler: app.authorize('currencyRates.manage'),
      schema: {
        tags: ['currency'],
        summary: 'Choose where bank rates come from: the Central Bank, or manual entry',
        security: BEARER,
        body: ZRateSourceRequest,
        response: { 200: ZRateProviderStatus, ...PRIVATE_ERRORS },
      },
    },
    async (request) => setRateSource({ db, actor: actorOf(request), source: request.body.source }),
  );
};
