import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import { useShortcut } from '../../lib/shortcuts/use-shortcut';
import { ShortcutTooltip } from '../shortcut-tooltip';

/**
 * The foot of a checkout form of any product line: why the server refused the hold (a message no input shows), what
 * the hold will cost, and the Hold button that submits the form (and after it, `children`: a line's other way to
 * finish, such as the flights' hold and ticket in one step, which then is the main button). Ctrl+Enter anywhere on
 * the screen, in a field too, presses Hold.
 */
export function HoldSubmitBar({
  serverMessage,
  hint,
  label,
  holding,
  testIds,
  children,
}: {
  serverMessage: string | null;
  hint: string;
  label: string;
  holding: boolean;
  testIds: { error: string; hold: string };
  children?: ReactNode;
}) {
  const hold = useRef<HTMLButtonElement>(null);
  useShortcut('Enter', label, () => hold.current?.click(), { ctrl: true, inTextFields: true });
  return (
    <>
      {serverMessage && (
        <Alert severity="error" data-testid={testIds.error}>
          {serverMessage}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
        <ShortcutTooltip label={label} shortcut="Enter" options={{ ctrl: true }}>
          <Button
            ref={hold}
            type="submit"
            variant={children ? 'outlined' : 'contained'}
            size="large"
            loading={holding}
            // Pressing the button must not take the focus first: the field it leaves would show its error on blur,
            // the form would grow, the button would move away from under the pointer, and the click would be lost
            // (only that field's error shown). Hold then validates everything at once and focuses the first mistake.
            onMouseDown={(event) => event.preventDefault()}
            data-testid={testIds.hold}
          >
            {label}
          </Button>
        </ShortcutTooltip>
        {children}
      </Box>
    </>
  );
}
