import { CURRENCY_SETTINGS, type TRateCurrency } from '@frs/contract';
import { currencySettings } from '../../db/schema';
import { defineServerResource } from '../reference';
import { applyMarginToToday } from './rates-service';

/** `/api/currencySettings/`: one margin per currency; a change applies to today's agency rate at once. */
export const currencySettingsResource = defineServerResource({
  descriptor: CURRENCY_SETTINGS,
  table: currencySettings,
  searchColumns: [currencySettings.currency],
  listColumns: {
    currency: currencySettings.currency,
    marginType: currencySettings.marginType,
    marginValue: currencySettings.marginValue,
  },
  toRecord: ({ id, currency, marginType, marginValue }) => ({
    id,
    currency: currency as TRateCurrency,
    marginType,
    marginValue: Number(marginValue),
  }),
  toRow: ({ currency, marginType, marginValue }) => ({ currency, marginType, marginValue: marginValue.toFixed(4) }),
  unique: [{ field: 'currency', columns: { currency: currencySettings.currency } }],
  usages: [],
  afterWrite: async ({ tx, record, previous, actorId }) => {
    const currencies = new Set([record?.currency, previous?.currency].filter((currency) => currency !== undefined));
    for (const currency of currencies) {
      await applyMarginToToday(tx, { currency, now: new Date(), actor: { userId: actorId } });
    }
  },
});
