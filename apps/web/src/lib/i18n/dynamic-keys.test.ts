import {
  CLASS_FORM_FIELDS,
  ENUM_LABELS,
  FLIGHT_FORM_FIELDS,
  FLIGHT_STATUS_FIELD,
  LANGUAGES,
  REFERENCE_RESOURCES,
  UNITS,
  type TFieldDefinition,
  type TFieldDescriptor,
} from '@frs/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hy } from './hy';
import { loggedInEn } from './logged-in/en';
import { loggedInHy } from './logged-in/hy';
import { loggedInRu } from './logged-in/ru';
import { ru } from './ru';

/** The main catalogue with the logged-in app's texts, where the descriptors' keys are (their screens are private). */
const CATALOGUES = { hy: { ...hy, ...loggedInHy }, en: { ...en, ...loggedInEn }, ru: { ...ru, ...loggedInRu } };

function lookup(catalogue: object, key: string): unknown {
  let current: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Object.entries(current).find(([name]) => name === part)?.[1];
  }
  return current;
}

function fieldKeys(fields: readonly (TFieldDescriptor | TFieldDefinition)[]): string[] {
  return fields.flatMap((field) => {
    const widget = field.widget;
    const own = [field.label ?? ''];
    if (widget.kind === 'enum') own.push(...widget.options.map((value) => `enums.${widget.labels}.${value}`));
    if (widget.kind === 'integer' && widget.unit) own.push(`units.${widget.unit}`);
    if (widget.kind === 'passengerTypes') own.push(...fieldKeys(widget.fields));
    return own;
  });
}

/** Every key a descriptor makes the web app look up at run time. */
function descriptorKeys(): string[] {
  const keys: string[] = [
    ...fieldKeys(CLASS_FORM_FIELDS),
    ...fieldKeys(FLIGHT_FORM_FIELDS),
    ...fieldKeys([FLIGHT_STATUS_FIELD]),
  ];
  for (const resource of Object.values(REFERENCE_RESOURCES)) {
    keys.push(
      `reference.${resource.name}.title`,
      `reference.${resource.name}.create`,
      `reference.${resource.name}.edit`,
    );
    keys.push(...fieldKeys(resource.fields));
    for (const column of resource.columns) {
      keys.push(column.label);
      if (column.type === 'enum')
        keys.push(...(column.options ?? []).map((value) => `enums.${column.labels}.${value}`));
    }
  }
  for (const unit of UNITS) keys.push(`units.${unit}`);
  for (const name of ENUM_LABELS) keys.push(`enums.${name}`);
  return [...new Set(keys)];
}

describe('keys the contract descriptors name', () => {
  it.each(LANGUAGES)('exist in %s', (language) => {
    const missing = descriptorKeys().filter((key) => lookup(CATALOGUES[language], key) === undefined);
    expect(missing).toEqual([]);
  });

  it('are looked up where the descriptors say', () => {
    expect(lookup(CATALOGUES.hy, REFERENCE_RESOURCES.airports.fields[0]!.label)).toBe('IATA կոդ');
    expect(lookup(CATALOGUES.ru, 'enums.travelType.roundTrip')).toBe('Туда и обратно');
  });
});
