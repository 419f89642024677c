import {
  isReferenceResourceName,
  REFERENCE_RESOURCES,
  type TColumnDescriptor,
  type TResourceDescriptor,
} from '@frs/contract';
import { useQueries } from '@tanstack/react-query';
import type { TDynamicTranslate } from '../../lib/i18n/dynamic-keys';
import { referenceItemQuery } from '../../lib/reference-api';

type TRecord = { id: number } & Record<string, unknown>;

/** A reference column's resource and the id a record holds in it ("hotels", 3), or nothing. */
function referenceOf(column: TColumnDescriptor, record: TRecord) {
  const resource = column.resource ?? '';
  const id = record[column.field];
  return column.type === 'reference' && isReferenceResourceName(resource) && typeof id === 'number'
    ? { resource, id }
    : null;
}

/**
 * How the list of a resource names each of its records (the delete confirmation, the row buttons' accessible
 * names): `toLabel`, or, for a resource with `labelColumns`, what those columns show joined by " · " (a room type:
 * "Lutetia · Paris · Deluxe double · Bed and breakfast (BB)"), never an internal id. The referenced records are the
 * ones the grid's cells read (cached per id), so this asks the server for nothing the screen does not.
 */
export function useRecordLabels(
  descriptor: TResourceDescriptor,
  records: readonly TRecord[],
  translate: TDynamicTranslate,
): (record: TRecord) => string {
  const columns = (descriptor.labelColumns ?? []).flatMap((field) => {
    const column = descriptor.columns.find((candidate) => candidate.field === field);
    return column ? [column] : [];
  });
  const references = new Map<string, { resource: keyof typeof REFERENCE_RESOURCES; id: number }>();
  for (const record of records) {
    for (const column of columns) {
      const reference = referenceOf(column, record);
      if (reference) references.set(`${reference.resource}:${reference.id}`, reference);
    }
  }
  const referenced = [...references.entries()].map(([key, { resource, id }]) => {
    const target: TResourceDescriptor = REFERENCE_RESOURCES[resource];
    return { key, target, id };
  });
  const read = useQueries({ queries: referenced.map(({ target, id }) => referenceItemQuery(target, id)) });
  const labels = new Map(
    referenced.flatMap(({ key, target }, index) => {
      const data = read[index]?.data;
      return data ? [[key, target.toLabel(data)] as const] : [];
    }),
  );
  if (columns.length === 0) return (record) => descriptor.toLabel(record);
  return (record) =>
    columns
      .map((column) => {
        const reference = referenceOf(column, record);
        if (reference) return labels.get(`${reference.resource}:${reference.id}`) ?? '';
        const value = record[column.field];
        if (column.type === 'enum' && typeof value === 'string') {
          return translate(`enums.${column.labels ?? ''}.${value}`);
        }
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      })
      .filter((part) => part !== '')
      .join(' · ');
}
