import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** Why an export failed, at the bottom of the screen until closed or for 8 s (export-menu.tsx loads it on a failure). */
export default function ExportError({
  error,
  onClose,
  testId,
}: {
  error: string | null;
  onClose: () => void;
  testId: string;
}) {
  return (
    <Snackbar open={error !== null} onClose={onClose} autoHideDuration={8000}>
      <Alert severity="error" onClose={onClose} data-testid={testId}>
        {error}
      </Alert>
    </Snackbar>
  );
}
