import { type TMailQueued, type TMailTemplateName, type TFlightOrder } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { Spinner } from '../../../components/spinner';
import { fieldErrorMap } from '../../../lib/field-errors';
import { mailTemplatesQuery, sendMailScript } from '../../../lib/mail-api';
import { useServerSubmit } from '../../../lib/use-server-submit';
import { passengerName } from '../components/order-summary';
import { failureText, OperationDialog } from './dialog-shell';

/** The order's e-mails in the order they are offered (the list keeps those the server marks resendable). */
const ORDER_TEMPLATES: readonly TMailTemplateName[] = [
  'booking-add',
  'issue-ticket',
  'ticket',
  'invoice',
  'receipt',
  'booking-cancel',
  'refund',
];
const EVERY_PASSENGER = 'all';

/** The e-mail that fits the order's state best, chosen first. */
function suggestedTemplate(order: TFlightOrder, offered: readonly TMailTemplateName[]): TMailTemplateName | undefined {
  const byStatus: Partial<Record<TFlightOrder['status'], TMailTemplateName>> = {
    booked: 'booking-add',
    ticketed: 'issue-ticket',
    cancelled: 'booking-cancel',
    refunded: 'refund',
  };
  const preferred = byStatus[order.status];
  return preferred && offered.includes(preferred) ? preferred : offered[0];
}

const ZOrderMailForm = z
  .object({
    template: z.string().min(1),
    recipients: z.enum(['usual', 'other']),
    to: z.string(),
    passenger: z.string(),
  })
  .superRefine((values, context) => {
    if (values.recipients !== 'other') return;
    const parsed = z.string().trim().min(1).pipe(z.email()).safeParse(values.to);
    if (!parsed.success) {
      const message = values.to.trim() === '' ? 'required' : 'invalidEmail';
      context.addIssue({ code: 'custom', path: ['to'], message });
    }
  });
type TOrderMailForm = z.input<typeof ZOrderMailForm>;

/**
 * "Send by e-mail" (staff with mail.send): one of the order's e-mails (a resendable template about an order), to its
 * usual recipients (the contact and the agent) or to an address typed in; the e-ticket for one passenger or each.
 * A success means the mail is queued (docs/PRODUCT.md §8: a delivery failure is only logged).
 */
export default function OrderMailDialog({
  order,
  onClose,
  onSent,
}: {
  order: TFlightOrder;
  onClose: () => void;
  onSent: (result: TMailQueued) => void;
}) {
  const { t } = useTranslation();
  const recipientsLabelId = useId();
  const templates = useQuery(mailTemplatesQuery());
  const offeredSet = new Set(
    (templates.data ?? [])
      .filter((template) => template.resendable && template.about === 'order')
      .map((template) => template.name),
  );
  const offered = [
    ...ORDER_TEMPLATES.filter((name) => offeredSet.has(name)),
    ...[...offeredSet].filter((name) => !ORDER_TEMPLATES.includes(name)),
  ];
  const ticketed = order.passengers.filter((passenger) => passenger.ticketNumber);
  if (templates.isPending || templates.isError || offered.length === 0) {
    return (
      <OperationDialog
        title={t('orderMail.title', { pnr: order.pnr })}
        onClose={onClose}
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
        }}
        pending={false}
        submitDisabled={templates.isPending}
        serverMessage={templates.isError ? failureText(templates.error, t('common.loadingFailed')) : null}
        submitLabel={t('common.close')}
        testId="order-mail-dialog"
      >
        {templates.isPending ? (
          <Spinner />
        ) : (
          !templates.isError && <Alert severity="info">{t('orderMail.noTemplates')}</Alert>
        )}
      </OperationDialog>
    );
  }
  return (
    <OrderMailForm
      order={order}
      offered={offered}
      ticketed={ticketed}
      recipientsLabelId={recipientsLabelId}
      onClose={onClose}
      onSent={onSent}
    />
  );
}

function OrderMailForm({
  order,
  offered,
  ticketed,
  recipientsLabelId,
  onClose,
  onSent,
}: {
  order: TFlightOrder;
  offered: readonly TMailTemplateName[];
  ticketed: TFlightOrder['passengers'];
  recipientsLabelId: string;
  onClose: () => void;
  onSent: (result: TMailQueued) => void;
}) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, setValue } = useForm<TOrderMailForm>({
    resolver: zodResolver(ZOrderMailForm, { error: fieldErrorMap }),
    defaultValues: {
      template: suggestedTemplate(order, offered) ?? '',
      recipients: 'usual',
      to: '',
      passenger: EVERY_PASSENGER,
    },
  });
  const template = useWatch({ control, name: 'template' });
  const recipients = useWatch({ control, name: 'recipients' });
  const { formProps } = useServerSubmit({
    form: { handleSubmit, setError },
    fields: ['to'],
    send: (values: TOrderMailForm) =>
      sendMailScript(values.template as TMailTemplateName, {
        orderId: order.id,
        ...(values.template === 'ticket' && values.passenger !== EVERY_PASSENGER
          ? { passengerId: Number(values.passenger) }
          : {}),
        ...(values.recipients === 'other' ? { to: values.to.trim() } : {}),
      }),
    onSuccess: (result) => {
      onSent(result);
      onClose();
    },
  });
  return (
    <OperationDialog
      title={t('orderMail.title', { pnr: order.pnr })}
      onClose={onClose}
      {...formProps}
      submitLabel={t('orderMail.submit')}
      testId="order-mail-dialog"
    >
      <FormSelectField
        control={control}
        name="template"
        label={t('orderMail.template')}
        options={offered.map((name) => ({ value: name, label: t(`mailTemplateNames.${name}`) }))}
        testId="order-mail-template"
        autoFocus
      />
      {template === 'ticket' && ticketed.length > 0 && (
        <FormSelectField
          control={control}
          name="passenger"
          label={t('orderMail.passenger')}
          options={[
            { value: EVERY_PASSENGER, label: t('orderMail.everyPassenger') },
            ...ticketed.map((passenger) => ({ value: String(passenger.id), label: passengerName(passenger) })),
          ]}
          testId="order-mail-passenger"
        />
      )}
      <FormControl>
        <FormLabel id={recipientsLabelId}>{t('orderMail.recipients')}</FormLabel>
        <RadioGroup
          aria-labelledby={recipientsLabelId}
          value={recipients}
          onChange={(event) => setValue('recipients', event.target.value === 'other' ? 'other' : 'usual')}
        >
          <FormControlLabel
            value="usual"
            control={<Radio slotProps={{ input: { 'data-testid': 'order-mail-usual' } as object }} />}
            label={t('orderMail.usual')}
          />
          <FormControlLabel
            value="other"
            control={<Radio slotProps={{ input: { 'data-testid': 'order-mail-other' } as object }} />}
            label={t('orderMail.other')}
          />
        </RadioGroup>
      </FormControl>
      {recipients === 'other' && (
        <FormTextField
          control={control}
          name="to"
          label={t('orderMail.address')}
          required
          autoFocus
          testId="order-mail-to"
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'email' } }}
        />
      )}
    </OperationDialog>
  );
}
