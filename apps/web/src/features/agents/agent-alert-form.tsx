import { ALERT_ENDPOINTS, ZAgentAlertRequest, type TAgentAlert, type TAgentAlertRequest } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyField } from '../../components/form/form-money-field';
import { callApi } from '../../lib/api-client';
import { fieldErrorMap } from '../../lib/field-errors';
import { formatAmd } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';

/** The threshold in force, its state, and staff's own threshold, which staff may change. */
export function AgentAlertForm({ alert, canEdit }: { alert: TAgentAlert; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const amd = t('header.amdSign');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, handleSubmit, setError } = useForm<TAgentAlertRequest>({
    resolver: zodResolver(ZAgentAlertRequest, { error: fieldErrorMap }),
    defaultValues: { lowBalanceThreshold: alert.lowBalanceThreshold },
  });
  const mutation = useMutation({
    mutationFn: (input: TAgentAlertRequest) =>
      callApi(ALERT_ENDPOINTS.editAgent, { params: { id: alert.userId }, body: input }),
  });
  const onSubmit = handleSubmit((input) => {
    setNotice(null);
    mutation.mutate(input, {
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKeys.alerts.agent(alert.userId), saved);
        setNotice({ ok: true, text: t('agentAlert.saved') });
      },
      onError: (error) => {
        const text = applyServerErrors(error, setError, ['lowBalanceThreshold'], t('errors.GENERIC'));
        if (text) setNotice({ ok: false, text });
      },
    });
  });
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="agent-alert">
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 1.5 }} role="status">
          {notice.text}
        </Alert>
      )}
      <Typography data-testid="agent-alert-effective">
        {t('agentAlert.effective', { amount: formatAmd(alert.effectiveThreshold, amd) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('agentAlert.weeklySales', { amount: formatAmd(alert.weeklySales, amd) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} data-testid="agent-alert-state">
        {alert.fired ? t('agentAlert.fired') : t('agentAlert.armed')}
      </Typography>
      <FormMoneyField
        control={control}
        name="lowBalanceThreshold"
        testId="agent-alert-threshold"
        label={t('agentAlert.threshold')}
        helperText={t('agentAlert.thresholdHint')}
        unit="AMD"
        size="small"
        fullWidth
        disabled={!canEdit}
      />
      {canEdit && (
        <Button
          type="submit"
          variant="outlined"
          loading={mutation.isPending}
          sx={{ mt: 1.5 }}
          data-testid="agent-alert-save"
        >
          {t('agentAlert.save')}
        </Button>
      )}
    </Box>
  );
}
