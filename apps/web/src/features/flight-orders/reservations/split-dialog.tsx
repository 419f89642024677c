import { passengerCountViolation, routePath, type TFlightOrder, type TOrderPassenger } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { passengerName } from '../components/order-summary';
import { splitOrder } from '../api';
import { fieldFailureText, OperationDialog } from './dialog-shell';
import { toggle } from '../../../lib/toggle';

/**
 * Why a group of passengers cannot travel on its own: the server's rule (an adult for every infant, and an adult at
 * all), from the contract's count rule; the 9-passenger limit cannot be broken by a split.
 */
export function groupViolation(group: readonly Pick<TOrderPassenger, 'type'>[]): 'noAdult' | 'tooManyInfants' | null {
  if (group.length === 0) return null;
  const count = (type: string) => group.filter((passenger) => passenger.type === type).length;
  const violation = passengerCountViolation({
    adults: count('adult'),
    children: count('child'),
    infants: count('infant'),
  });
  return violation === 'tooManyPassengers' ? null : violation;
}

/**
 * Split: the chosen passengers move to a new order with a new PNR. Each order must keep an adult for every infant,
 * and the original keeps at least one passenger; both are checked as the passengers are chosen.
 */
export function SplitDialog({ order, onClose }: { order: TFlightOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const idempotency = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const active = order.passengers.filter((passenger) => passenger.status === 'active');
  const [chosen, setChosen] = useState<number[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const mutation = useMutation({
    mutationFn: () => splitOrder(order.id, chosen, idempotency.key),
    onSuccess: async (result) => {
      idempotency.renew();
      await invalidate();
      onClose();
      void navigate(routePath('reservationEdit', { id: result.created.id }), { state: { splitFrom: order.pnr } });
    },
  });
  const moving = active.filter((passenger) => chosen.includes(passenger.id));
  const staying = active.filter((passenger) => !chosen.includes(passenger.id));
  const problem =
    moving.length === 0
      ? submitted
        ? t('fieldErrors.required')
        : null
      : staying.length === 0
        ? t('fieldErrors.lastPassenger')
        : (() => {
            const violation = groupViolation(moving) ?? groupViolation(staying);
            return violation ? t(`fieldErrors.${violation}`) : null;
          })();
  const serverMessage = mutation.isError ? fieldFailureText(mutation.error, t('errors.GENERIC')) : null;

  return (
    <OperationDialog
      title={t('orderOperations.titles.split', { pnr: order.pnr })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (moving.length > 0 && !problem) mutation.mutate();
      }}
      pending={mutation.isPending}
      serverMessage={serverMessage}
      submitLabel={t('orderOperations.labels.split')}
      testId="split-dialog"
    >
      <Typography variant="body2">{t('split.intro')}</Typography>
      <Alert severity="info" data-testid="split-infant-rule">
        {t('split.infantRule')}
      </Alert>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid' }}>
        <Typography component="legend" variant="subtitle2">
          {t('split.choose')}
        </Typography>
        {active.map((passenger) => {
          const selected = chosen.includes(passenger.id);
          return (
            <FormControlLabel
              key={passenger.id}
              label={`${passengerName(passenger)} (${t(`passengerTypes.${passenger.type}`)})`}
              control={
                <Checkbox
                  checked={selected}
                  onChange={() => setChosen((current) => toggle(current, passenger.id))}
                  slotProps={{ input: { 'data-testid': `split-choose-${passenger.id}` } as object }}
                />
              }
            />
          );
        })}
        {problem && (
          <FormHelperText error data-testid="split-error">
            {problem}
          </FormHelperText>
        )}
      </Box>
    </OperationDialog>
  );
}
