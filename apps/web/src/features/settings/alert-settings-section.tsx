import { ALERT_ENDPOINTS, ZAlertSettings, type TAlertSettings } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../components/form/form-money-field';
import { FormSwitchField } from '../../components/form/form-switch-field';
import { FormTextField } from '../../components/form/form-text-field';
import { QueryContent } from '../../components/query-content';
import { callApi } from '../../lib/api-client';
import { fieldErrorMap } from '../../lib/field-errors';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { FieldGroup, SettingsForm, type TFormNotice } from './settings-form-layout';

const FIELDS = [
  'lowBalanceEnabled',
  'lowBalancePercent',
  'lowBalanceAmount',
  'holdReminderMinutes',
  'bookingReminderHours',
  'ticketingReminderHours',
] as const satisfies readonly (keyof TAlertSettings)[];

function alertSettingsQuery() {
  return queryOptions({
    queryKey: queryKeys.alerts.settings(),
    queryFn: ({ signal }) => callApi(ALERT_ENDPOINTS.settings, { signal }),
  });
}

/** A whole number of a field (percent, minutes, hours): the form holds a number, or null while empty. */
function NumberField(props: {
  control: ReturnType<typeof useForm<TAlertSettings>>['control'];
  name: (typeof FIELDS)[number];
  label: string;
  hint: string;
  readOnly: boolean;
}) {
  return (
    <FormTextField
      control={props.control}
      name={props.name}
      testId={`alert-${props.name}`}
      label={props.label}
      helperText={props.hint}
      type="number"
      numeric
      disabled={props.readOnly}
      slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, step: 1 } }}
    />
  );
}

function AlertSettingsFields({ settings, readOnly }: { settings: TAlertSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<TFormNotice>(null);
  const { control, handleSubmit, setError } = useForm<TAlertSettings>({
    resolver: zodResolver(ZAlertSettings, { error: fieldErrorMap }),
    defaultValues: settings,
  });
  const mutation = useMutation({
    mutationFn: (input: TAlertSettings) => callApi(ALERT_ENDPOINTS.editSettings, { body: input }),
  });
  const onSubmit = handleSubmit((input) => {
    setNotice(null);
    mutation.mutate(input, {
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKeys.alerts.settings(), saved);
        setNotice({ severity: 'success', text: t('alertSettings.saved') });
      },
      onError: (error) => {
        const text = applyServerErrors(error, setError, FIELDS, t('errors.GENERIC'));
        if (text) setNotice({ severity: 'error', text });
      },
    });
  });
  const common = { control, readOnly };
  return (
    <SettingsForm
      testId="alert-settings"
      notice={notice}
      readOnly={readOnly}
      saving={mutation.isPending}
      saveLabel={t('alertSettings.save')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('alertSettings.intro')}
      </Typography>
      <FieldGroup title={t('alertSettings.lowBalance')}>
        <FormSwitchField
          control={control}
          name="lowBalanceEnabled"
          label={t('alertSettings.lowBalanceEnabled')}
          testId="alert-lowBalanceEnabled"
        />
        <span />
        <NumberField
          {...common}
          name="lowBalancePercent"
          label={t('alertSettings.lowBalancePercent')}
          hint={t('alertSettings.lowBalancePercentHint')}
        />
        <FormMoneyField
          control={control}
          name="lowBalanceAmount"
          testId="alert-lowBalanceAmount"
          label={t('alertSettings.lowBalanceAmount')}
          helperText={t('alertSettings.lowBalanceAmountHint')}
          unit="AMD"
          disabled={readOnly}
        />
      </FieldGroup>
      <FieldGroup title={t('alertSettings.reminders')}>
        <NumberField
          {...common}
          name="holdReminderMinutes"
          label={t('alertSettings.holdReminderMinutes')}
          hint={t('alertSettings.holdReminderHint')}
        />
        <NumberField
          {...common}
          name="bookingReminderHours"
          label={t('alertSettings.bookingReminderHours')}
          hint={t('alertSettings.reminderHint')}
        />
        <NumberField
          {...common}
          name="ticketingReminderHours"
          label={t('alertSettings.ticketingReminderHours')}
          hint={t('alertSettings.reminderHint')}
        />
      </FieldGroup>
    </SettingsForm>
  );
}

/** The Alerts section of /settings: the low balance rule and the reminders' lead times (issue 19). */
export function AlertSettingsSection({ readOnly }: { readOnly: boolean }) {
  return (
    <QueryContent query={useQuery(alertSettingsQuery())}>
      {(settings) => <AlertSettingsFields settings={settings} readOnly={readOnly} />}
    </QueryContent>
  );
}
