import { describe, expect, it } from 'vitest';
import { inventoryUpdateOf, toInventoryUpdate, ZInventoryForm, type TInventoryFormValues } from './inventory-form';

const BLANK: TInventoryFormValues = {
  roomIds: [11],
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  weekdays: [],
  allotment: null,
  priceMode: 'keep',
  price: null,
  stopSale: 'keep',
};

/** The message the form shows under each input: the first one found for it. */
function mistakes(values: TInventoryFormValues): Record<string, string> {
  const parsed = ZInventoryForm.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) shown[issue.path.join('.')] ??= issue.message;
  return shown;
}

describe('the Set dates form as a request', () => {
  it('sends only the changes chosen, weekdays in order, and null for the base price', () => {
    expect(inventoryUpdateOf({ ...BLANK, stopSale: 'on' })).toEqual({
      roomIds: [11],
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      stopSale: true,
    });
    expect(
      toInventoryUpdate({
        ...BLANK,
        weekdays: [6, 0, 5],
        allotment: 0,
        priceMode: 'base',
        price: 500,
        stopSale: 'off',
      }),
    ).toEqual({
      roomIds: [11],
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      weekdays: [0, 5, 6],
      allotment: 0,
      price: null,
      stopSale: false,
    });
    expect(toInventoryUpdate({ ...BLANK, priceMode: 'set', price: 13_550 })).toMatchObject({ price: 13_550 });
  });

  it("reports the contract's mistakes and the form's own under their inputs, all at once", () => {
    expect(mistakes(BLANK)).toEqual({ allotment: 'nothingToChange' });
    expect(
      mistakes({ ...BLANK, roomIds: [], endDate: '2026-02-27', priceMode: 'set', price: null, allotment: 1001 }),
    ).toEqual({
      price: 'required',
      roomIds: 'required',
      allotment: 'tooBig:1000',
      endDate: 'endBeforeStart',
    });
    expect(mistakes({ ...BLANK, priceMode: 'set', price: '12,3,4' })).toEqual({ price: 'number' });
    expect(mistakes({ ...BLANK, startDate: '', allotment: 5 })).toEqual({ startDate: 'required' });
  });
});
