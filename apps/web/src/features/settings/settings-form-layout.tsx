import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

export type TFormNotice = { severity: 'success' | 'error'; text: string } | null;

/** A settings tab's form: its message, groups of fields in a responsive grid, and Save unless read-only. */
export function SettingsForm(props: {
  testId: string;
  notice: TFormNotice;
  readOnly: boolean;
  saving: boolean;
  saveLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** More buttons beside Save (e.g. the Mail tab's "Use the server's settings"). */
  actions?: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={props.onSubmit} data-testid={props.testId} sx={{ maxWidth: 960 }}>
      {props.notice && (
        <Alert severity={props.notice.severity} sx={{ mb: 2 }} data-testid={`${props.testId}-notice`}>
          {props.notice.text}
        </Alert>
      )}
      {props.children}
      {!props.readOnly && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Button type="submit" variant="contained" loading={props.saving} data-testid={`${props.testId}-save`}>
            {props.saveLabel}
          </Button>
          {props.actions}
        </Box>
      )}
    </Box>
  );
}

export function FieldGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      {title && (
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
          {title}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {children}
      </Box>
    </Box>
  );
}
