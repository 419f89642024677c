import { ZCreditLimitForm, ZTransferForm, ZUseBalanceForm } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../components/form/form-text-field';
import { fieldErrorMap } from '../../lib/field-errors';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { queryKeys } from '../../lib/query-keys';
import { useServerSubmit } from '../../lib/use-server-submit';
import { chargeOrTopUpAgent, setAgentCreditLimit, transferToAgent } from './agents-api';
import type { TMoneyResult } from './money-notice';

interface TMoneyDialogProps {
  agentId: number;
  open: boolean;
  onClose: () => void;
  onDone: (result: TMoneyResult) => void;
}

/** The chrome every money dialog shares: title, the server's message, the fields, cancel and submit. */
function MoneyDialogShell({
  title,
  open,
  onClose,
  onSubmit,
  pending,
  serverMessage,
  testId,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  serverMessage: string | null;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid={testId}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {serverMessage && (
            <Alert severity="error" data-testid={`${testId}-error`}>
              {serverMessage}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending} data-testid={`${testId}-submit`}>
            {t('common.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * The logic every money dialog shares: the form on its contract schema, one Idempotency-Key per user action (kept
 * across retries, renewed after a success), and after success the stale queries refreshed and the dialog closed.
 * Amounts are typed in major units ("1500.50") and converted exactly by the contract's moneyText.
 */
function useMoneyForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(options: {
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  fields: readonly Path<z.input<TSchema>>[];
  send: (values: z.output<TSchema>, idempotencyKey: string) => Promise<TMoneyResult>;
  onClose: () => void;
  onDone: (result: TMoneyResult) => void;
}) {
  const idempotency = useIdempotencyKey();
  const queryClient = useQueryClient();
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(options.schema, { error: fieldErrorMap }),
    defaultValues: options.defaultValues,
  });
  const close = () => {
    form.reset();
    submit.setServerMessage(null);
    options.onClose();
  };
  const submit = useServerSubmit({
    form,
    fields: options.fields,
    send: (values: z.output<TSchema>) => options.send(values, idempotency.key),
    onSuccess: (result) => {
      idempotency.renew();
      // The lists, the agent, and the caller's own header balance are stale now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
      close();
      options.onDone(result);
    },
  });
  return { control: form.control, shell: { onClose: close, ...submit.formProps } };
}

export function TransferDialog({ agentId, open, onClose, onDone, hint }: TMoneyDialogProps & { hint: string }) {
  const { t } = useTranslation();
  const { control, shell } = useMoneyForm({
    schema: ZTransferForm,
    defaultValues: { amount: '', reason: '' },
    fields: ['amount', 'reason'],
    send: (values, key) => transferToAgent(agentId, values, key),
    onClose,
    onDone,
  });
  return (
    <MoneyDialogShell title={t('agentInfo.transfer')} open={open} {...shell} testId="transfer-dialog">
      <FormTextField
        control={control}
        name="amount"
        testId="transfer-amount"
        label={t('agentInfo.amount')}
        helperText={hint}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField control={control} name="reason" testId="transfer-reason" label={t('agentInfo.reason')} />
    </MoneyDialogShell>
  );
}

export function UseBalanceDialog({ agentId, open, onClose, onDone }: TMoneyDialogProps) {
  const { t } = useTranslation();
  const { control, shell } = useMoneyForm({
    schema: ZUseBalanceForm,
    defaultValues: { amount: '', reason: '' },
    fields: ['amount', 'reason'],
    send: (values, key) => chargeOrTopUpAgent(agentId, values, key),
    onClose,
    onDone,
  });
  return (
    <MoneyDialogShell title={t('agentInfo.useBalance')} open={open} {...shell} testId="use-balance-dialog">
      <FormTextField
        control={control}
        name="amount"
        testId="use-balance-amount"
        label={t('agentInfo.amount')}
        helperText={t('agentInfo.signedHint')}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        control={control}
        name="reason"
        testId="use-balance-reason"
        label={t('agentInfo.reason')}
        required
      />
    </MoneyDialogShell>
  );
}

export function CreditLimitDialog({ agentId, open, onClose, onDone }: TMoneyDialogProps) {
  const { t } = useTranslation();
  const { control, shell } = useMoneyForm({
    schema: ZCreditLimitForm,
    defaultValues: { creditLimit: '', reason: '' },
    fields: ['creditLimit', 'reason'],
    send: (values, key) => setAgentCreditLimit(agentId, values, key),
    onClose,
    onDone,
  });
  return (
    <MoneyDialogShell title={t('agentInfo.setCreditLimit')} open={open} {...shell} testId="credit-limit-dialog">
      <FormTextField
        control={control}
        name="creditLimit"
        testId="credit-limit-amount"
        label={t('fields.creditLimit')}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField control={control} name="reason" testId="credit-limit-reason" label={t('agentInfo.reason')} />
    </MoneyDialogShell>
  );
}
