import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

/**
 * The form of a page seen before logging in (register, verification, password reset and setting): an optional
 * introduction, the server's message as an alert, the fields, the submit button and what follows it (a link back).
 */
export function PublicForm(props: {
  /** Prefix of the test ids: `<id>-error`, `<id>-submit`. */
  testId: string;
  intro?: string;
  serverMessage: string | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Under the submit button (a link back to the login page). */
  footer?: ReactNode;
  /** Above the fields, after the server's message (a notice such as "a new code was sent"). */
  notice?: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={props.onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {props.intro && <Typography>{props.intro}</Typography>}
      {props.serverMessage && (
        <Alert severity="error" data-testid={`${props.testId}-error`}>
          {props.serverMessage}
        </Alert>
      )}
      {props.notice}
      {props.children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={props.pending}
        data-testid={`${props.testId}-submit`}
      >
        {props.submitLabel}
      </Button>
      {props.footer}
    </Box>
  );
}
