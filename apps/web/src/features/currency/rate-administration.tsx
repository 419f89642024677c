import {
  formatInstant,
  formatIsoDate,
  RATE_CURRENCIES,
  RATE_SOURCES,
  todayIsoDate,
  ZManualRateRequest,
  type TRateProviderStatus,
  type TRateSource,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormDateField } from '../../components/form/form-date-field';
import { FormTextField } from '../../components/form/form-text-field';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { fieldErrorMap } from '../../lib/field-errors';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { rateProviderStatusQuery, refreshRates, saveManualRate, saveRateSource } from './currency-api';

type TNotice = { severity: 'success' | 'error'; text: string } | null;

/** When something last happened, or "never". */
function instantOrNever(value: string | null, never: string): string {
  return value ? formatInstant(value) : never;
}

function ProviderStatus({ status }: { status: TRateProviderStatus }) {
  const { t } = useTranslation();
  const never = t('currency.never');
  const lines: [string, string, string][] = [
    ['last-attempt', t('currency.lastAttempt'), instantOrNever(status.lastAttemptAt, never)],
    ['last-success', t('currency.lastSuccess'), instantOrNever(status.lastSuccessAt, never)],
    ['last-rate-date', t('currency.lastRateDate'), status.lastRateDate ? formatIsoDate(status.lastRateDate) : never],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}>
      {lines.map(([id, label, value]) => (
        <Box key={id} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0 }} data-testid={`rate-status-${id}`}>
            {value}
          </Box>
        </Box>
      ))}
      {status.lastError && (
        <>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {t('currency.lastError')}
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'error.main' }} data-testid="rate-status-last-error">
            {status.lastError}
          </Box>
        </>
      )}
    </Box>
  );
}

function ManualRateForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<TNotice>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZManualRateRequest, { error: fieldErrorMap }),
    defaultValues: { date: todayIsoDate(), currency: 'USD' as const, bankRate: undefined as unknown as number },
  });
  const mutation = useMutation({ mutationFn: saveManualRate });
  const onSubmit = handleSubmit((input) => {
    setMessage(null);
    mutation.mutate(input, {
      onSuccess: () => {
        setMessage({ severity: 'success', text: t('currency.saved') });
        onSaved();
      },
      onError: (error) => {
        const text = applyServerErrors(error, setError, ['date', 'currency', 'bankRate'], t('errors.GENERIC'));
        if (text) setMessage({ severity: 'error', text });
      },
    });
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('currency.manualTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('currency.manualHint')}
      </Typography>
      {message && (
        <Alert severity={message.severity} sx={{ mb: 2 }} data-testid="manual-rate-message">
          {message.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <FormDateField
          control={control}
          name="date"
          testId="manual-rate-date"
          label={t('currency.date')}
          size="small"
        />
        <FormSelectField
          control={control}
          name="currency"
          testId="manual-rate-currency"
          label={t('currency.currency')}
          size="small"
          sx={{ minWidth: 120 }}
          options={RATE_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        />
        <FormTextField
          control={control}
          name="bankRate"
          testId="manual-rate-value"
          numeric
          label={t('currency.bankRate')}
          size="small"
          slotProps={{ htmlInput: { step: '0.0001', min: 0 } }}
        />
        <Button type="submit" variant="contained" loading={mutation.isPending} data-testid="manual-rate-save">
          {t('currency.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** For Super Admin and Admin: the rate source, its last fetch, a manual refresh and hand-entered rates. */
export function RateAdministration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(rateProviderStatusQuery());
  const [notice, setNotice] = useState<TNotice>(null);
  const afterChange = () => void queryClient.invalidateQueries({ queryKey: queryKeys.rates.all() });
  const errorText = (error: unknown) => (error instanceof ApiError ? error.message : t('errors.GENERIC'));

  const refresh = useMutation({
    mutationFn: refreshRates,
    onSuccess: () => setNotice({ severity: 'success', text: t('currency.fetched') }),
    onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
    onSettled: afterChange,
  });
  const source = useMutation({
    mutationFn: saveRateSource,
    onSuccess: () => setNotice({ severity: 'success', text: t('currency.sourceSaved') }),
    onError: (error) => setNotice({ severity: 'error', text: errorText(error) }),
    onSettled: afterChange,
  });

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h2" variant="h6">
        {t('currency.administration')}
      </Typography>
      {notice && (
        <Alert severity={notice.severity} data-testid="rate-admin-notice" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {status.data ? (
        <>
          <FormControl>
            <FormLabel id="rate-source-label">{t('currency.source')}</FormLabel>
            <RadioGroup
              aria-labelledby="rate-source-label"
              value={status.data.source}
              onChange={(event) => source.mutate(event.target.value as TRateSource)}
            >
              {RATE_SOURCES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio slotProps={{ input: { 'data-testid': `rate-source-${value}` } as object }} />}
                  label={t(`currency.sources.${value}`)}
                  disabled={source.isPending}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {status.data.source === 'cba' && (
            <Box>
              <ProviderStatus status={status.data} />
              <Button
                variant="outlined"
                onClick={() => refresh.mutate()}
                loading={refresh.isPending}
                data-testid="rates-fetch-now"
              >
                {t('currency.fetchNow')}
              </Button>
            </Box>
          )}
        </>
      ) : status.isError ? (
        <Alert severity="error">{errorText(status.error)}</Alert>
      ) : (
        <Spinner />
      )}
      <ManualRateForm onSaved={afterChange} />
    </Paper>
  );
}
