import { EXPORT_FORMATS, type TExportFormat } from '@frs/contract';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';

/** The failure's message (Snackbar) loads on the first failure, and stays mounted to close with its transition. */
const ExportError = lazy(() => import('./export-error'));

/** The formats a menu may offer: the lists' CSV and XLSX, and a report's PDF. */
export type TMenuFormat = TExportFormat | 'pdf';

/**
 * A list's Export button: CSV or Excel (XLSX) of exactly what the list's filters show (`formats`: others, e.g. a
 * report's PDF too). The screen downloads the chosen format (`downloadApi` with the list's export request, then
 * `saveFile`); a failure is shown with the server's message.
 */
export function ExportMenu<TFormat extends TMenuFormat = TExportFormat>({
  onExport,
  formats = EXPORT_FORMATS as readonly TMenuFormat[] as readonly TFormat[],
  testId = 'list-export',
  disabled = false,
}: {
  onExport: (format: TFormat) => Promise<void>;
  formats?: readonly TFormat[];
  testId?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const run = async (format: TFormat) => {
    setAnchor(null);
    setBusy(true);
    setError(null);
    try {
      await onExport(format);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('listExport.failed'));
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled || busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid={testId}
      >
        {t('listExport.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)} data-testid={`${testId}-${format}`}>
            {t(`listExport.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      {failed && (
        <Suspense fallback={null}>
          <ExportError error={error} onClose={() => setError(null)} testId={`${testId}-error`} />
        </Suspense>
      )}
    </>
  );
}
