import { formatMinor, moneyText, requiredText, type TFlightOrder } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { fieldErrorMap } from '../../../lib/field-errors';
import { formatAmd } from '../../../lib/format';
import { editDiscount } from '../api';
import { OperationDialog, useOperationSubmit } from './dialog-shell';

/**
 * The discount form: the amount typed in AMD (major units, converted exactly by the contract's moneyText) and the
 * reason; its output is `ZEditDiscountRequest`'s body.
 */
const ZDiscountForm = z.strictObject({ discount: moneyText(), reason: requiredText(500) });

/** Edit discount (admins): the order's discount in AMD with a reason; a ticketed agent gets or pays the difference. */
export function DiscountDialog({ order, onClose }: { order: TFlightOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const amd = t('header.amdSign');
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(ZDiscountForm, { error: fieldErrorMap }),
    defaultValues: { discount: formatMinor(order.totals.discount).replaceAll(',', ''), reason: '' },
  });
  const formProps = useOperationSubmit({
    form: { handleSubmit, setError },
    fields: ['discount', 'reason'],
    send: (values, key) => editDiscount(order.id, values, key),
    onClose,
  });
  return (
    <OperationDialog
      title={t('orderOperations.titles.editDiscount', { pnr: order.pnr })}
      onClose={onClose}
      {...formProps}
      submitLabel={t('common.save')}
      testId="discount-dialog"
    >
      <Typography variant="body2">
        {t('discount.intro', {
          price: formatAmd(order.totals.payable + order.totals.discount, amd),
          current: formatAmd(order.totals.discount, amd),
        })}
      </Typography>
      <FormTextField
        control={control}
        name="discount"
        label={t('discount.amount')}
        testId="discount-amount"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormTextField
        control={control}
        name="reason"
        label={t('discount.reason')}
        testId="discount-reason"
        required
        multiline
      />
    </OperationDialog>
  );
}
