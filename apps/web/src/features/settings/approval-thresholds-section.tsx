import {
  APPROVAL_ENDPOINTS,
  formatMinor,
  hasPermission,
  ZApprovalSettingsForm,
  type TApprovalSettings,
  type TRole,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form/form-text-field';
import { QueryContent } from '../../components/query-content';
import { callApi } from '../../lib/api-client';
import { fieldErrorMap } from '../../lib/field-errors';
import { queryKeys } from '../../lib/query-keys';
import { applyServerErrors } from '../../lib/server-errors';
import { FieldGroup, SettingsForm, type TFormNotice } from './settings-form-layout';

const AMOUNT_FIELDS = ['discountThreshold', 'refundThreshold'] as const;
const FIELDS = [...AMOUNT_FIELDS, 'materialChangeMinutes'] as const;

/** An amount as the field shows it: AMD without separators, empty for "never". */
const asText = (minor: number | null) => (minor === null ? '' : formatMinor(minor).replaceAll(',', ''));

function ThresholdsForm({ settings, readOnly }: { settings: TApprovalSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<TFormNotice>(null);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZApprovalSettingsForm, { error: fieldErrorMap }),
    defaultValues: {
      discountThreshold: asText(settings.discountThreshold),
      refundThreshold: asText(settings.refundThreshold),
      materialChangeMinutes: settings.materialChangeMinutes,
    },
  });
  const mutation = useMutation({
    mutationFn: (body: TApprovalSettings) => callApi(APPROVAL_ENDPOINTS.updateSettings, { body }),
  });
  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    const body = {
      discountThreshold: values.discountThreshold === '' ? null : values.discountThreshold,
      refundThreshold: values.refundThreshold === '' ? null : values.refundThreshold,
      materialChangeMinutes: values.materialChangeMinutes,
    };
    mutation.mutate(body, {
      onSuccess: (saved) => {
        queryClient.setQueryData(queryKeys.approvals.settings(), saved);
        setNotice({ severity: 'success', text: t('approvals.thresholds.saved') });
      },
      onError: (error) => {
        const text = applyServerErrors(error, setError, FIELDS, t('errors.GENERIC'));
        if (text) setNotice({ severity: 'error', text });
      },
    });
  });
  return (
    <SettingsForm
      testId="approval-thresholds"
      notice={notice}
      readOnly={readOnly}
      saving={mutation.isPending}
      saveLabel={t('common.save')}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('approvals.thresholds.intro')} {t('approvals.thresholds.together')}
      </Typography>
      <FieldGroup>
        {AMOUNT_FIELDS.map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            testId={`approval-${name}`}
            label={t(`approvals.thresholds.${name === 'discountThreshold' ? 'discount' : 'refund'}`)}
            placeholder={t('approvals.thresholds.empty')}
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
        <FormTextField
          control={control}
          name="materialChangeMinutes"
          testId="approval-materialChangeMinutes"
          label={t('approvals.thresholds.materialChange')}
          helperText={t('approvals.thresholds.materialChangeHint')}
          type="number"
          numeric
          disabled={readOnly}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, step: 1 } }}
        />
      </FieldGroup>
    </SettingsForm>
  );
}

/** The Approvals section of /settings: the thresholds of four-eyes approval (Super Admin sets, Admin reads). */
export function ApprovalThresholdsSection({ role }: { role: TRole }) {
  const settings = useQuery({
    queryKey: queryKeys.approvals.settings(),
    queryFn: ({ signal }) => callApi(APPROVAL_ENDPOINTS.settings, { signal }),
  });
  return (
    <QueryContent query={settings}>
      {(data) => <ThresholdsForm settings={data} readOnly={!hasPermission(role, 'approvalSettings.write')} />}
    </QueryContent>
  );
}
