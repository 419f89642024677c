import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ZRateByRangeRequest, ZRateByRangeResponse } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { PUBLIC_ERRORS } from '../../lib/route-schemas';
import { ratesByRange } from './currency-service';

export const currencyRoutes: FastifyPluginAsyncZod<{ db: TDatabase }> = async (app, { db }) => {
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
};
