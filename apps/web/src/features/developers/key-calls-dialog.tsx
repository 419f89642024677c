import { formatInstant, type TApiKey } from '@frs/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../components/query-content';
import { ScrollRegion } from '../../components/scroll-region';
import { keyCallsQuery } from './developers-api';

/** A key's last 100 calls (method, path, status, time, address, duration), newest first. */
export function KeyCallsDialog({ apiKey, onClose }: { apiKey: TApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const calls = useQuery(keyCallsQuery(apiKey.id));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid="key-calls-dialog"
    >
      <DialogTitle id={titleId}>{t('developers.calls.title', { name: apiKey.name })}</DialogTitle>
      <DialogContent>
        <QueryContent query={calls}>
          {(data) =>
            data.result.length === 0 ? (
              <Typography data-testid="key-calls-empty">{t('developers.calls.empty')}</Typography>
            ) : (
              <ScrollRegion label={t('developers.calls.title', { name: apiKey.name })}>
                <Table size="small" data-testid="key-calls">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('developers.calls.time')}</TableCell>
                      <TableCell>{t('developers.calls.method')}</TableCell>
                      <TableCell>{t('developers.calls.path')}</TableCell>
                      <TableCell align="right">{t('developers.calls.status')}</TableCell>
                      <TableCell>{t('developers.calls.address')}</TableCell>
                      <TableCell align="right">{t('developers.calls.duration')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.result.map((call, index) => (
                      <TableRow key={`${call.at}-${index}`} data-testid="key-call">
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(call.at)}</TableCell>
                        <TableCell>{call.method}</TableCell>
                        <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{call.path}</TableCell>
                        <TableCell align="right">{call.status}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{call.ip ?? '—'}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {t('developers.deliveries.latencyMs', { ms: call.durationMs })}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ScrollRegion>
            )
          }
        </QueryContent>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
