import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent, ReactNode } from 'react';

/** A line's checkout form: its sections, then its footer (`children`), one under the other. */
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
  return (
    <Box
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
