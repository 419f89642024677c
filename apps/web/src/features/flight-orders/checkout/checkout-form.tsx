import {
  MAX_PASSENGERS,
  todayIsoDate,
  type TDirectoryPassenger,
  type TOrder,
  type TSearchOffer,
  type TSearchRequest,
} from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactSection, OrderForSection } from '../../../components/orders/order-contact-fields';
import { HoldSubmitBar } from '../../../components/orders/hold-submit-bar';
import { CheckoutPassengerSection } from '../../../components/orders/checkout-passenger-section';
import { PASSENGER_FIELD_NAMES } from '../../../components/orders/passenger-fields';
import { translateFieldError } from '../../../lib/field-errors';
import { formatAmd } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { applyServerErrors } from '../../../lib/server-errors';
import { preOrder } from '../api';
import {
  checkoutDefaults,
  checkoutResolver,
  travelDates,
  type TCheckoutValues,
  type TPreOrderOutput,
} from './checkout-form-values';

/** Every input a server field error can name. */
const CHECKOUT_FIELDS: Path<TCheckoutValues>[] = [
  ...Array.from({ length: MAX_PASSENGERS }, (_, index) =>
    PASSENGER_FIELD_NAMES.map((field) => `passengers.${index}.${field}` as const),
  ).flat(),
  'contact.name',
  'contact.phone',
  'contact.email',
  'comment',
  'agentId',
  'passengers',
];

/**
 * The passengers (one form per passenger the search asked for; picked from the directory or typed, optionally
 * saved there), the contact person, a comment, and for staff whom the order is for. "Hold" sends the pre-order.
 */
export function CheckoutForm({
  search,
  offer,
  isStaff,
  onHeld,
}: {
  search: TSearchRequest;
  offer: TSearchOffer;
  isStaff: boolean;
  onHeld: (order: TOrder) => void;
}) {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const dates = travelDates(offer);
  const resolver = useMemo(() => checkoutResolver(offer), [offer]);
  const idempotency = useIdempotencyKey();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<TCheckoutValues, unknown, TPreOrderOutput>({
    resolver,
    defaultValues: checkoutDefaults(search, isStaff ? 'agency' : 'own'),
    mode: 'onTouched',
  });
  const passengers = useFieldArray({ control, name: 'passengers' });
  const payer = useWatch({ control, name: 'payer' });
  const agentId = useWatch({ control, name: 'agentId' });
  const mutation = useMutation({ mutationFn: (request: TPreOrderOutput) => preOrder(request, idempotency.key) });

  const pick = (index: number, passenger: TDirectoryPassenger) => {
    const options = { shouldValidate: true, shouldDirty: true };
    for (const field of PASSENGER_FIELD_NAMES) setValue(`passengers.${index}.${field}`, passenger[field], options);
    setValue(`passengers.${index}.directoryId`, passenger.id);
    setValue(`passengers.${index}.save`, false);
  };

  const onSubmit = handleSubmit((request) => {
    setServerMessage(null);
    mutation.mutate(request, {
      onSuccess: (order) => {
        idempotency.renew();
        onHeld(order);
      },
      onError: (error) => setServerMessage(applyServerErrors(error, setError, CHECKOUT_FIELDS, t('errors.GENERIC'))),
    });
  });

  const countError = translateFieldError(
    formState.errors.passengers?.message ?? formState.errors.passengers?.root?.message,
    t,
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('checkout.formLabel')}
      data-testid="checkout-form"
      sx={{ display: 'grid', gap: 2 }}
    >
      {countError && (
        <Alert severity="error" data-testid="checkout-count-error">
          {countError}
        </Alert>
      )}
      {passengers.fields.map((field, index) => (
        <CheckoutPassengerSection
          key={field.id}
          control={control}
          prefix={`passengers.${index}.`}
          testIdPrefix={`passenger-${index}`}
          title={t('checkout.passengerTitle', { number: index + 1, type: t(`passengerTypes.${field.type}`) })}
          type={field.type}
          directoryAgentId={payer === 'agent' ? agentId : null}
          onPick={(passenger) => pick(index, passenger)}
          onUnpick={() => setValue(`passengers.${index}.directoryId`, null)}
          dateLimits={{ birthMax: today, expiryMin: dates[dates.length - 1] }}
        />
      ))}

      <ContactSection control={control} commentTestId="checkout-comment" />
      {isStaff && (
        <OrderForSection
          control={control}
          payer={payer}
          testIdPrefix="checkout"
          payerHelp={{ agent: t('checkout.agentPays'), agency: t('checkout.agencyPays') }}
        />
      )}

      <HoldSubmitBar
        serverMessage={serverMessage}
        hint={t('checkout.holdHint', { amount: formatAmd(offer.payable, t('header.amdSign')) })}
        label={t('checkout.hold')}
        holding={mutation.isPending}
        testIds={{ error: 'checkout-error', hold: 'checkout-hold' }}
      />
    </Box>
  );
}
