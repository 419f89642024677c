import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmd } from '../../../lib/format';
import type { TOneStepOffer } from './one-step';

/**
 * The confirmation of "hold and issue tickets": the amount that will be charged and to whom (the agent's balance,
 * with what is available and what is left after it), or that the agency's own sale charges no balance, and what
 * happens if the second step fails. Its confirm button has the focus, so that Enter confirms what the dialog says.
 */
export function OneStepDialog({
  offer,
  busy,
  onConfirm,
  onClose,
}: {
  offer: TOneStepOffer;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const amd = t('header.amdSign');
  const amount = formatAmd(offer.amount, amd);
  const charge =
    offer.payer === 'agency'
      ? t('checkout.oneStep.agencySale', { amount })
      : t(offer.payer === 'own' ? 'checkout.oneStep.chargeOwn' : 'checkout.oneStep.chargeAgent', {
          amount,
          agent: offer.agentName,
          available: formatAmd(offer.available, amd),
          after: formatAmd(offer.balance - offer.amount, amd),
        });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} data-testid="one-step-dialog">
      <DialogTitle id={titleId}>{t('checkout.oneStep.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 1.5 }} data-testid="one-step-charge">
          {charge}
        </Typography>
        <DialogContentText>{t('checkout.oneStep.ifSecondFails')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="one-step-dialog-cancel">
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={busy} autoFocus data-testid="one-step-dialog-confirm">
          {offer.payer === 'agency' ? t('checkout.oneStep.confirmAgency') : t('checkout.oneStep.confirm', { amount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
