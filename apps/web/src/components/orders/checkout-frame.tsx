import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { mayTakeInitialFocus } from '../../lib/initial-focus';

/** The form's first empty field a user types into (not a hidden, disabled or read-only one, nor a picker's copy). */
function firstEmptyField(form: HTMLElement): HTMLElement | null {
  const fields = form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([disabled]):not([readonly]), textarea:not([disabled])',
  );
  for (const field of fields) {
    if (field.tabIndex < 0 || field.getAttribute('aria-hidden') === 'true') continue;
    if (field.value === '') return field;
  }
  return null;
}

/**
 * A line's checkout form: its sections, then its footer (`children`), one under the other. When it opens with nothing
 * focused (lib/initial-focus.ts), its first empty field takes the caret (the flight's first traveller's directory
 * search takes it itself).
 */
export function CheckoutFormFrame({
  label,
  testId,
  onSubmit,
  children,
}: {
  label: string;
  testId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current && mayTakeInitialFocus()) firstEmptyField(form.current)?.focus();
  }, []);
  return (
    <Box
      ref={form}
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      data-testid={testId}
      sx={{ display: 'grid', gap: 2 }}
    >
      {children}
    </Box>
  );
}

/**
 * A checkout's hold that ended without an order (cancelled or expired): why, and the way back to the form for a new
 * hold. `<prefix>-closed`, `<prefix>-start-over`.
 */
export function HoldClosedAlert({
  severity,
  message,
  startOverLabel,
  onStartOver,
  testIdPrefix,
}: {
  severity: 'info' | 'error';
  message: string;
  startOverLabel: string;
  onStartOver: () => void;
  testIdPrefix: string;
}) {
  return (
    <Alert
      severity={severity}
      data-testid={`${testIdPrefix}-closed`}
      action={
        <Button color="inherit" size="small" onClick={onStartOver} data-testid={`${testIdPrefix}-start-over`}>
          {startOverLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
