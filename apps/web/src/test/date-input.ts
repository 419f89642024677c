import { formatIsoDate, formatLocalDateTime } from '@frs/contract';
import { fireEvent } from '@testing-library/react';

/** What a date field shows for a form value: "24.11.2026" for 2026-11-24, "24.11.2026 14:05", "14:05". */
export function shownDate(value: string): string {
  if (value === '' || /^\d{2}:\d{2}$/.test(value)) return value;
  return value.includes('T') ? formatLocalDateTime(value) : formatIsoDate(value);
}

/**
 * Puts a whole date into a date field at once, as pasting it would (typing it section by section is tested once,
 * in date-field.test.tsx), then leaves the field. `input` is the element with the field's test id.
 */
export function setDateField(input: HTMLElement, value: string): void {
  fireEvent.change(input, { target: { value: shownDate(value) } });
  // The field is left from its sections (what a user types into), not from this hidden input beside them.
  const sections = input.parentElement?.querySelector('.MuiPickersSectionList-root');
  if (!sections) throw new Error('Not the input of a date field');
  fireEvent.blur(sections);
}
