import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/field-errors';
import { FormTextField } from '../form/form-text-field';
import { AgentAutocomplete } from './agent-autocomplete';

/**
 * The sections every checkout ends with, whatever it sells: the contact (name, phone, e-mail) and a comment, and for
 * the staff whom the order is for (the agency itself, or an agent who then pays net). The form's values name them
 * `contact.*`, `comment`, `payer` and `agentId`.
 */

/** Who an order is for, as the checkout forms keep it ('own': an agent's own order). */
export type TOrderPayer = 'own' | 'agency' | 'agent';

const path = <TValues extends FieldValues>(name: string) => name as Path<TValues>;

export function ContactSection<TValues extends FieldValues, TTransformed = TValues>({
  control,
  commentTestId,
  note,
}: {
  control: Control<TValues, unknown, TTransformed>;
  commentTestId: string;
  /** Under the title: where a filled-in contact came from. */
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('checkout.contact')}
      </Typography>
      {note}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <FormTextField
          control={control}
          name={path<TValues>('contact.name')}
          label={t('checkout.contactName')}
          testId="contact-name"
          required
        />
        <FormTextField
          control={control}
          name={path<TValues>('contact.phone')}
          label={t('fields.phone')}
          testId="contact-phone"
          type="tel"
          required
        />
        <FormTextField
          control={control}
          name={path<TValues>('contact.email')}
          label={t('fields.email')}
          testId="contact-email"
          type="email"
          required
        />
      </Box>
      <FormTextField
        control={control}
        name={path<TValues>('comment')}
        label={t('checkout.comment')}
        testId={commentTestId}
        multiline
        minRows={2}
      />
    </Paper>
  );
}

/** Staff only: the order is for the agency, or for an agent chosen here (who then pays). */
export function OrderForSection<TValues extends FieldValues, TTransformed = TValues>({
  control,
  payer,
  testIdPrefix,
  payerHelp,
}: {
  control: Control<TValues, unknown, TTransformed>;
  payer: TOrderPayer;
  /** What the choice means for the payment, for an agent and for the agency. */
  payerHelp: { agent: string; agency: string };
  /** `checkout` or `hotel-checkout`: the radios are `<prefix>-payer-agency|agent`, the agent field `<prefix>-agent`. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const labelId = `${testIdPrefix}-payer-label`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <FormLabel id={labelId}>{t('checkout.orderFor')}</FormLabel>
      <Controller
        control={control}
        name={path<TValues>('payer')}
        render={({ field }) => (
          <RadioGroup
            row
            aria-labelledby={labelId}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as TOrderPayer)}
          >
            {(['agency', 'agent'] as const).map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                label={t(value === 'agency' ? 'checkout.forAgency' : 'checkout.forAgent')}
                control={<Radio slotProps={{ input: { 'data-testid': `${testIdPrefix}-payer-${value}` } as object }} />}
              />
            ))}
          </RadioGroup>
        )}
      />
      {payer === 'agent' && (
        <Controller
          control={control}
          name={path<TValues>('agentId')}
          render={({ field, fieldState }) => (
            <AgentAutocomplete
              value={field.value}
              onChange={field.onChange}
              label={t('checkout.agent')}
              testId={`${testIdPrefix}-agent`}
              required
              error={translateFieldError(fieldState.error?.message, t)}
            />
          )}
        />
      )}
      <FormHelperText>{payer === 'agent' ? payerHelp.agent : payerHelp.agency}</FormHelperText>
    </Paper>
  );
}
