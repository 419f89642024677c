import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Milliseconds left until `expiresAt` (an ISO instant), never below zero. */
export function millisecondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Date.parse(expiresAt) - now);
}

/** "9:05", "1:02:03": what is left, rounded up to the second (a hold is not over while a second remains). */
export function formatRemaining(milliseconds: number): string {
  const totalSeconds = Math.ceil(milliseconds / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/**
 * What is left until `expiresAt`, re-read every second from the clock (never counted down by hand, so a tab left in
 * the background shows the truth when it wakes). `onExpire` runs once when it reaches zero.
 */
export function useRemaining(expiresAt: string | null, onExpire?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  const remaining = expiresAt ? millisecondsLeft(expiresAt, now) : null;
  const expired = remaining === 0;
  // Only the moment it runs out matters, not a new callback identity on each render.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (expired) onExpireRef.current?.();
  }, [expired]);
  return remaining;
}

/**
 * A live countdown to a hold's or a booking's time limit. The text is a `timer` (not announced every second);
 * the expiry is announced by the screen that shows it.
 */
export function Countdown({
  expiresAt,
  onExpire,
  testId,
  label,
}: {
  expiresAt: string;
  onExpire?: () => void;
  testId?: string;
  /** Read by screen readers before the time ("Hold expires in"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const remaining = useRemaining(expiresAt, onExpire) ?? 0;
  const urgent = remaining < 2 * 60_000;
  return (
    <Box
      component="span"
      role="timer"
      aria-label={label ? `${label} ${formatRemaining(remaining)}` : undefined}
      data-testid={testId}
      data-remaining={Math.ceil(remaining / 1000)}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        color: remaining === 0 || urgent ? 'error.dark' : 'text.primary',
        whiteSpace: 'nowrap',
      }}
    >
      {remaining === 0 ? t('orders.expired') : formatRemaining(remaining)}
    </Box>
  );
}
