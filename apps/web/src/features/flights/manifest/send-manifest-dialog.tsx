import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TManifest, TManifestKind, TManifestSendResult } from '@frs/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { sendManifest } from './manifest-api';
import { changeCount } from './manifest-changes';

/** The mailing of the manifest to the airline's address: the full list (PNL) or the changes since the last (ADL). */
export function SendManifestDialog({
  manifest,
  onClose,
  onSent,
}: {
  manifest: TManifest;
  onClose: () => void;
  onSent: (result: TManifestSendResult) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const pending = changeCount(manifest);
  // The first mail is the full list; later ones the changes, unless there are none to send.
  const [kind, setKind] = useState<TManifestKind>(manifest.lastSent && pending > 0 ? 'adl' : 'pnl');
  const { key } = useIdempotencyKey();
  const send = useMutation({
    mutationFn: () => sendManifest(manifest.flightId, { kind }, key),
    onSuccess: onSent,
  });
  return (
    <ConfirmDialog
      testId="manifest-send-dialog"
      title={t('manifest.sendTitle', { email: manifest.airline.manifestEmail ?? '' })}
      text={t('manifest.sendText')}
      confirmLabel={t('manifest.sendConfirm')}
      confirmColor="primary"
      busy={send.isPending}
      error={send.error ? (send.error instanceof ApiError ? send.error.message : t('errors.GENERIC')) : null}
      onConfirm={() => send.mutate()}
      onClose={onClose}
    >
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id={labelId}>{t('manifest.kindLabel')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={kind}
          onChange={(event) => setKind(event.target.value as TManifestKind)}
        >
          <FormControlLabel
            value="pnl"
            control={<Radio />}
            label={t('manifest.kinds.pnl')}
            data-testid="manifest-kind-pnl"
          />
          <FormControlLabel
            value="adl"
            control={<Radio />}
            label={t('manifest.kinds.adl', { count: pending })}
            disabled={pending === 0}
            data-testid="manifest-kind-adl"
          />
        </RadioGroup>
      </FormControl>
    </ConfirmDialog>
  );
}
