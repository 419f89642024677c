import { describe, expect, it } from 'vitest';
import {
  isoWeekday,
  isSupportedTimeZone,
  localToUtc,
  minutesBetween,
  supportedTimeZones,
  utcOffsetLabel,
  utcToLocal,
  zoneOffsetMinutes,
} from './time-zones';

describe('time zones', () => {
  it('knows the zones of the demo airports and refuses made-up ones', () => {
    for (const zone of ['Asia/Yerevan', 'Europe/Moscow', 'Europe/Paris', 'Asia/Dubai', 'Asia/Beirut']) {
      expect(isSupportedTimeZone(zone), zone).toBe(true);
    }
    expect(isSupportedTimeZone('Mars/Olympus')).toBe(false);
    expect(isSupportedTimeZone('asia/yerevan')).toBe(false);
    expect(supportedTimeZones().length).toBeGreaterThan(300);
  });

  it('converts local times of two airports in different zones to the right instants', () => {
    // Yerevan is UTC+4 all year; Paris is UTC+1 in winter.
    const departure = localToUtc('2026-01-15T08:00', 'Asia/Yerevan');
    const arrival = localToUtc('2026-01-15T10:30', 'Europe/Paris');
    expect(departure).toBe('2026-01-15T04:00:00.000Z');
    expect(arrival).toBe('2026-01-15T09:30:00.000Z');
    expect(minutesBetween(departure!, arrival!)).toBe(330);
    expect(utcToLocal(departure!, 'Asia/Yerevan')).toBe('2026-01-15T08:00');
    expect(utcToLocal(arrival!, 'Europe/Paris')).toBe('2026-01-15T10:30');
  });

  it('follows a DST transition: the same local time maps to instants one hour apart across it', () => {
    // Europe/Paris moves from UTC+1 to UTC+2 on 29 March 2026 at 02:00.
    expect(localToUtc('2026-03-28T10:00', 'Europe/Paris')).toBe('2026-03-28T09:00:00.000Z');
    expect(localToUtc('2026-03-29T10:00', 'Europe/Paris')).toBe('2026-03-29T08:00:00.000Z');
    expect(utcOffsetLabel('2026-03-28T09:00:00Z', 'Europe/Paris')).toBe('UTC+1');
    expect(utcOffsetLabel('2026-03-29T08:00:00Z', 'Europe/Paris')).toBe('UTC+2');
    // A flight EVN 07:00 -> CDG that night: the flight time stays 5 hours although the clock changed.
    const departure = localToUtc('2026-03-29T07:00', 'Asia/Yerevan')!;
    const arrival = localToUtc('2026-03-29T10:00', 'Europe/Paris')!;
    expect(minutesBetween(departure, arrival)).toBe(300);
  });

  it('refuses the skipped hour and takes the first occurrence of the repeated one', () => {
    expect(localToUtc('2026-03-29T02:30', 'Europe/Paris')).toBeNull();
    expect(localToUtc('2026-10-25T02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
    expect(utcToLocal('2026-10-25T01:30:00Z', 'Europe/Paris')).toBe('2026-10-25T02:30');
  });

  it('refuses invalid texts and calendar dates', () => {
    expect(localToUtc('2026-02-30T10:00', 'Asia/Yerevan')).toBeNull();
    expect(localToUtc('2026-01-15 10:00', 'Asia/Yerevan')).toBeNull();
    expect(localToUtc('2026-01-15T24:00', 'Asia/Yerevan')).toBeNull();
    expect(localToUtc('2026-01-15T10:00', 'Nowhere/City')).toBeNull();
  });

  it('labels offsets with half hours and negative offsets', () => {
    expect(utcOffsetLabel('2026-01-15T00:00:00Z', 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(utcOffsetLabel('2026-01-15T00:00:00Z', 'America/Sao_Paulo')).toBe('UTC−3');
    expect(zoneOffsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'Europe/Moscow')).toBe(180);
  });

  it('numbers weekdays from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });
});
