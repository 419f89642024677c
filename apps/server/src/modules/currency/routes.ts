import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCY_ENDPOINTS, MARGIN_TYPES, RATE_CURRENCIES } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';
import { ratesByRange } from './currency-service';
import { RateProviderError, type TRateProvider } from './rate-provider';
import { enterManualRate, rateProviderStatus, refreshBankRates, setRateSource } from './rates-service';

export const currencyRoutes: FastifyPluginAsyncZod<{ db: TDatabase; rateProvider: TRateProvider }> = async (
  app,
  { db, rateProvider },
) => {
  registerEndpoint(app, CURRENCY_ENDPOINTS.rateByRange, async ({ body }) => ratesByRange({ db, input: body }));

  registerEndpoint(app, CURRENCY_ENDPOINTS.currencyCodes, async () => [...RATE_CURRENCIES]);

  registerEndpoint(app, CURRENCY_ENDPOINTS.marginTypes, async () => [...MARGIN_TYPES]);

  registerEndpoint(app, CURRENCY_ENDPOINTS.rateProviderStatus, async () => rateProviderStatus({ db }));

  registerEndpoint(app, CURRENCY_ENDPOINTS.refreshRates, async ({ actor }) => {
    try {
      return await refreshBankRates({ db, provider: rateProvider, now: new Date(), actor });
    } catch (error) {
      if (error instanceof RateProviderError) throw new AppError(502, 'RATE_PROVIDER_UNAVAILABLE');
      throw error;
    }
  });

  registerEndpoint(app, CURRENCY_ENDPOINTS.manualRate, async ({ actor, body }) => {
    await enterManualRate({ db, actor, input: body });
    return { success: true as const };
  });

  registerEndpoint(app, CURRENCY_ENDPOINTS.rateSource, async ({ actor, body }) =>
    setRateSource({ db, actor, source: body.source }),
  );
};
