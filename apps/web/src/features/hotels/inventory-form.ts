import { ruleMessage, WEEKDAY_KEYS, ZInventoryUpdate, type TInventoryUpdate } from '@frs/contract';
import { z } from 'zod';
import { fieldErrorMap } from '../../lib/field-errors';

/**
 * The "Set dates" form of the inventory screen and how it becomes the contract's `ZInventoryUpdate`: the form has a
 * choice per kind of change (leave the price, set one, or go back to the room type's price), the request only the
 * changes chosen.
 */

export const PRICE_MODES = ['keep', 'set', 'base'] as const;
export type TPriceMode = (typeof PRICE_MODES)[number];
export const STOP_SALE_MODES = ['keep', 'on', 'off'] as const;
export type TStopSaleMode = (typeof STOP_SALE_MODES)[number];

/** Weekdays as the chips offer them, Monday first: the value (0 = Sunday) and its key under `weekdays.`. */
export const WEEKDAY_CHIPS = WEEKDAY_KEYS.map((key, index) => [(index + 1) % 7, key] as const);

export interface TInventoryFormValues {
  roomIds: number[];
  /** yyyy-mm-dd, '' until typed to the end. */
  startDate: string;
  endDate: string;
  /** None: every night of the range. */
  weekdays: number[];
  /** Null: unchanged. */
  allotment: number | null;
  priceMode: TPriceMode;
  /** Minor units of each room type's currency (`FormMoneyField`), or the typed text when it is not an amount. */
  price: number | string | null;
  stopSale: TStopSaleMode;
}

/** The inputs a server field error may name (the request's fields, which the form's inputs carry). */
export const INVENTORY_FORM_FIELDS = [
  'roomIds',
  'startDate',
  'endDate',
  'weekdays',
  'allotment',
  'price',
  'stopSale',
] as const satisfies readonly (keyof TInventoryFormValues)[];

/** The request the form's values mean (before validation: the contract's schema checks it). */
export function inventoryUpdateOf(values: TInventoryFormValues): Record<string, unknown> {
  return {
    roomIds: values.roomIds,
    startDate: values.startDate,
    endDate: values.endDate,
    ...(values.weekdays.length > 0 ? { weekdays: [...values.weekdays].sort((a, b) => a - b) } : {}),
    ...(values.allotment !== null ? { allotment: values.allotment } : {}),
    ...(values.priceMode === 'set' ? { price: values.price } : values.priceMode === 'base' ? { price: null } : {}),
    ...(values.stopSale === 'keep' ? {} : { stopSale: values.stopSale === 'on' }),
  };
}

const ZFormShape = z.object({
  roomIds: z.array(z.number()),
  startDate: z.string(),
  endDate: z.string(),
  weekdays: z.array(z.number()),
  allotment: z.number().nullable(),
  priceMode: z.enum(PRICE_MODES),
  price: z.union([z.number(), z.string()]).nullable(),
  stopSale: z.enum(STOP_SALE_MODES),
});

/**
 * The form's resolver: every mistake the contract finds in the request it means, under the input of the same name
 * (all at once), plus the one thing only the form can miss: "set a price" with no price typed.
 */
export const ZInventoryForm = ZFormShape.superRefine((values, context) => {
  if (values.priceMode === 'set' && values.price === null) {
    context.addIssue({ code: 'custom', path: ['price'], ...ruleMessage('required') });
  }
  const parsed = ZInventoryUpdate.safeParse(inventoryUpdateOf(values), { error: fieldErrorMap });
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    context.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
  }
});

/** The request of valid form values (after the resolver accepted them). */
export function toInventoryUpdate(values: TInventoryFormValues): TInventoryUpdate {
  return ZInventoryUpdate.parse(inventoryUpdateOf(values));
}
