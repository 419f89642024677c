import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { Countdown, formatRemaining } from './countdown';

describe('formatRemaining', () => {
  it('rounds up to the second and shows hours only when there are some', () => {
    expect(formatRemaining(600_000)).toBe('10:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(1)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(36 * 3_600_000 + 61_000)).toBe('36:01:01');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from the clock every second and says once that the time is up', async () => {
    await i18n.changeLanguage('en');
    const onExpire = vi.fn();
    render(<Countdown expiresAt="2026-11-23T10:01:05.000Z" onExpire={onExpire} testId="timer" label="Time left" />);
    const timer = screen.getByTestId('timer');
    expect(timer).toHaveTextContent('1:05');
    expect(timer).toHaveAttribute('role', 'timer');
    expect(timer).toHaveAttribute('aria-label', 'Time left 1:05');
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('0:05');
    // A tab asleep in the background: the clock jumps, the countdown follows it, not the ticks it missed.
    act(() => {
      vi.setSystemTime(new Date('2026-11-23T10:01:30.000Z'));
      vi.advanceTimersByTime(1_000);
    });
    expect(timer).toHaveTextContent('expired');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('is over at once for a limit already past', () => {
    const onExpire = vi.fn();
    render(<Countdown expiresAt="2026-11-23T09:59:00.000Z" onExpire={onExpire} testId="timer" />);
    expect(screen.getByTestId('timer')).toHaveAttribute('data-remaining', '0');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
