import type { TFunction } from 'i18next';

/** Translates with a key computed at run time. */
export type TDynamicTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The contract's descriptors name their labels as keys of these catalogues (`reference.airports.fields.city`,
 * `enums.travelType.oneWay`): strings the typed `t` cannot check. `dynamic-keys.test.ts` checks that every key a
 * descriptor names exists in all three languages, which is what the typed `t` would have checked.
 */
export function dynamicT(t: TFunction): TDynamicTranslate {
  return t as unknown as TDynamicTranslate;
}
