import { describe, expect, it } from 'vitest';
import type { THistoryEntry } from './api/history';
import { HISTORY_ACTIONS, HISTORY_ENTITIES } from './history';
import { historyText, historyWordKeys } from './history-text';
import { REFERENCE_RESOURCES } from './reference/resources';
import { historyTextIn } from './screen-words';
import { listText } from './words';

/** A history text whose lookup answers every key with itself and records what it was asked. */
function recordingText(timeZone = 'Asia/Yerevan') {
  const asked = new Set<string>();
  const text = historyText({
    language: 'en',
    timeZone,
    t: (key) => {
      asked.add(key);
      return key;
    },
    exists: (key) => {
      asked.add(key);
      return true;
    },
  });
  return { text, asked };
}

const entry = (entity: string, changes: THistoryEntry['changes'], record: THistoryEntry['record'] = null) => ({
  entity,
  changes,
  record,
});

describe('historyText', () => {
  it('asks only for the keys historyWordKeys names (the words the contract keeps a copy of)', () => {
    const { text, asked } = recordingText();
    for (const entity of HISTORY_ENTITIES) text.entityName(entity);
    for (const action of HISTORY_ACTIONS) {
      for (const line of [undefined, 'flight', 'hotel', 'package'] as const) text.actionName(action, line);
    }
    for (const [name, descriptor] of Object.entries(REFERENCE_RESOURCES)) {
      text.changeLines(
        entry(
          name,
          descriptor.fields.map((field) => ({
            field: field.name,
            old: field.widget.kind === 'enum' ? field.widget.options[0] : 'x',
            new: 1,
          })),
        ),
      );
    }
    text.changeLines(
      entry('user', [
        { field: 'balance', old: 0, new: 150_000 },
        { field: 'status', old: 'verified', new: 'approved' },
        { field: 'role', old: 'user', new: 'Admin' },
        { field: 'language', new: 'hy' },
        { field: 'gender', new: 'female' },
        { field: 'type', new: 'child' },
        { field: 'weekdays', new: [1, 7] },
        { field: 'closeReason', new: 'ticketed' },
        { field: 'mealType', new: 'BB' },
        { field: 'adultFare', new: 100 },
        { field: 'createdAt', new: '2026-03-01T08:00:00.000Z' },
        { field: 'stopSale', new: true },
      ]),
    );
    text.changeLines(entry('smtpSettings', [{ field: 'security', old: 'tls', new: 'starttls' }]));
    for (const line of ['flight', 'hotel', 'package'] as const) {
      text.changeLines(
        entry(
          'order',
          [
            { field: 'status', old: 'booked', new: 'ticketed' },
            { field: 'flights', new: [{ flight: 'FZ 101', route: 'EVN → DXB', departure: '2026-03-01T08:00' }] },
            { field: 'refunds', new: [{ name: 'A B', amount: 100, penalty: 10 }] },
            {
              field: 'contact',
              old: { name: 'a', phone: 'b', email: 'c' },
              new: { name: 'd', phone: 'b', email: 'c' },
            },
            { field: 'passengerDetails', new: [{ name: 'A B', gender: 'male', passportNumber: 'X1' }] },
            { field: 'stay', new: { checkIn: '2026-03-01', checkOut: '2026-03-04' } },
            { field: 'rooms', new: ['Deluxe · BB'] },
            { field: 'paid', old: 0, new: 100 },
          ],
          { name: 'ABC234', productLine: line },
        ),
      );
      text.recordName(entry('order', [], { name: 'ABC234', productLine: line }));
    }
    const known = new Set(historyWordKeys({ settingsFields: { mailSettings: ['security'] } }));
    expect([...asked].filter((key) => !known.has(key))).toEqual([]);
  });

  it("writes instants in the reader's time zone, money in AMD and lists as sentences", () => {
    const lines = (zone: string) =>
      historyTextIn('en', zone).changeLines(
        entry('order', [
          { field: 'holdExpiresAt', old: '2026-03-01T10:05:00.000Z', new: null },
          { field: 'paid', old: 90_461_652, new: 49_753_909 },
        ]),
      );
    expect(lines('Asia/Yerevan')).toEqual([
      'Held until: 01.03.2026 14:05 → —',
      'Paid: 904,616.52 AMD → 497,539.09 AMD',
    ]);
    expect(lines('America/New_York')[0]).toBe('Held until: 01.03.2026 05:05 → —');
    expect(listText(['A', 'B', 'C'], 'and')).toBe('A, B and C');
  });
});
