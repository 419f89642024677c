import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  canUseRoute,
  formatInstant,
  hasPermission,
  MANIFEST_FORMATS,
  routePath,
  type TManifestFormat,
  type TManifestSendResult,
} from '@frs/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCurrentRole } from '../../../lib/current-user';
import { downloadManifest, manifestKey, manifestQuery } from './manifest-api';
import { changeCount } from './manifest-changes';

/** Where an airline's manifest address is set: the airlines tab of the reference data. */
const AIRLINES_SETTINGS = routePath('settings', {}, { section: 'referenceData', resource: 'airlines' });

/** The send dialog (its radio choice) loads when opened: most visits only read or download the manifest. */
const SendManifestDialog = lazy(() =>
  import('./send-manifest-dialog').then((module) => ({ default: module.SendManifestDialog })),
);

/**
 * The flight page's manifest panel (issue 19): the passengers an airline's list would carry, the downloads (PNL, the
 * ADL of the changes since the last send, CSV, XLSX) and, for the staff who change flights, the mailing to the
 * airline's address, with when it was last sent and how many changes wait. Without an address it says where to set it.
 */
export function ManifestPanel({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  const role = useCurrentRole();
  const queryClient = useQueryClient();
  const manifest = useQuery(manifestQuery(flightId));
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<TManifestSendResult | null>(null);
  const download = useMutation({ mutationFn: (format: TManifestFormat) => downloadManifest(flightId, format) });
  const canSend = hasPermission(role, 'flights.write');

  if (manifest.isPending) return <Spinner />;
  if (manifest.isError) {
    return (
      <Alert severity="error" data-testid="manifest-error">
        {manifest.error instanceof ApiError ? manifest.error.message : t('common.loadingFailed')}
      </Alert>
    );
  }
  const data = manifest.data;
  const email = data.airline.manifestEmail;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="manifest-title"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
      data-testid="manifest-panel"
    >
      <Typography id="manifest-title" component="h2" variant="h6">
        {t('manifest.title')}
      </Typography>
      <Typography variant="body2" data-testid="manifest-summary">
        {t('manifest.summary', {
          passengers: t('manifest.passengerCount', { count: data.passengers }),
          infants: t('manifest.infantCount', { count: data.infants }),
        })}
      </Typography>
      <Box
        role="group"
        aria-label={t('manifest.downloads')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        data-testid="manifest-downloads"
      >
        {MANIFEST_FORMATS.map((format) => (
          <Tooltip key={format} title={t(`manifest.downloadHint.${format}`)}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              aria-label={t(`manifest.downloadHint.${format}`)}
              onClick={() => download.mutate(format)}
              loading={download.isPending && download.variables === format}
              data-testid={`manifest-download-${format}`}
            >
              {t(`manifest.download.${format}`)}
            </Button>
          </Tooltip>
        ))}
      </Box>
      {download.isError && (
        <Alert severity="error" data-testid="manifest-download-error">
          {download.error instanceof ApiError ? download.error.message : t('errors.GENERIC')}
        </Alert>
      )}
      {email ? (
        <Typography variant="body2" data-testid="manifest-address">
          {t('manifest.airlineAddress', { email })}
        </Typography>
      ) : (
        <Alert severity="warning" data-testid="manifest-no-address">
          {t('manifest.noAddress', { airline: data.airline.name })}
          {canUseRoute(role, 'settings') && (
            <>
              {' '}
              <Link component={RouterLink} to={AIRLINES_SETTINGS} data-testid="manifest-settings-link">
                {t('manifest.openSettings')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <Typography variant="body2" data-testid="manifest-last-sent">
        {data.lastSent
          ? t('manifest.lastSent', {
              date: formatInstant(data.lastSent.sentAt),
              kind: data.lastSent.kind.toUpperCase(),
              email: data.lastSent.recipient,
              by: data.lastSent.sentBy ? t('manifest.lastSentBy', { name: data.lastSent.sentBy }) : '',
            })
          : t('manifest.neverSent')}{' '}
        {data.lastSent && (changeCount(data) > 0 ? t('manifest.pending', data.pending) : t('manifest.noPending'))}
      </Typography>
      {sent && (
        <Alert severity="success" onClose={() => setSent(null)} data-testid="manifest-sent">
          {t('manifest.sent', { kind: sent.kind.toUpperCase(), email: sent.recipient })}
        </Alert>
      )}
      {canSend && (
        <Box>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            disabled={!email}
            onClick={() => {
              setSent(null);
              setSending(true);
            }}
            data-testid="manifest-send"
          >
            {t('manifest.send')}
          </Button>
        </Box>
      )}
      <Suspense>
        {sending && (
          <SendManifestDialog
            manifest={data}
            onClose={() => setSending(false)}
            onSent={(result) => {
              setSending(false);
              setSent(result);
              void queryClient.invalidateQueries({ queryKey: manifestKey(flightId) });
            }}
          />
        )}
      </Suspense>
    </Paper>
  );
}
