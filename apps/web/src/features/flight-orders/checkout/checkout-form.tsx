import {
  MAX_PASSENGERS,
  todayIsoDate,
  type TDirectoryPassenger,
  type TFlightOrder,
  type TSearchOffer,
  type TSearchRequest,
} from '@frs/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckoutFormFrame } from '../../../components/orders/checkout-frame';
import { failureMessage } from '../../../components/orders/hold-actions';
import { CheckoutPassengerSection } from '../../../components/orders/checkout-passenger-section';
import { PASSENGER_FIELD_NAMES } from '../../../components/orders/passenger-fields';
import { useCurrentUser } from '../../../lib/current-user';
import { translateFieldError } from '../../../lib/field-errors';
import { formatAmd } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { userQuery } from '../../../lib/queries';
import { applyServerErrors } from '../../../lib/server-errors';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { bookingDefaultsQuery, placeOrder, preOrder } from '../api';
import {
  checkoutDefaults,
  checkoutResolver,
  travelDates,
  type TCheckoutValues,
  type TPreOrderOutput,
} from './checkout-form-values';
import { OneStepDialog } from './one-step-dialog';
import { oneStepChoice, type TOneStepOffer, type TOneStepProblem } from './one-step';
import { CheckoutFooter } from '../../../components/orders/checkout-footer';

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

/** Where the contact was filled in from, while it still reads as it was filled in. */
function ContactNote({ source, pnr }: { source: 'lastOrder' | 'profile'; pnr: string | null }) {
  const { t } = useTranslation();
  return (
    <FormHelperText sx={{ mt: -1 }} data-testid="contact-prefilled">
      {source === 'lastOrder' ? t('checkout.contactFromOrder', { pnr }) : t('checkout.contactFromProfile')}
    </FormHelperText>
  );
}

/**
 * The passengers (one form per passenger the search asked for; picked from the directory or typed, optionally
 * saved there), the contact person, a comment, and for staff whom the order is for. "Hold" sends the pre-order.
 *
 * Issue 31 (faster booking): the contact starts from the caller's booking defaults (their latest order's contact, or
 * their profile's), the first traveller's directory search takes the caret, and "Hold and issue tickets" does both
 * steps at once, after a confirmation of the amount, when the paying balance covers it (else the screen says why).
 */
export function CheckoutForm({
  search,
  offer,
  isStaff,
  onHoldPlaced,
  onHeld,
}: {
  search: TSearchRequest;
  offer: TSearchOffer;
  isStaff: boolean;
  /** The hold of a one-step order exists (its ticketing comes next): remember it, so that a reload shows it. */
  onHoldPlaced: (order: TFlightOrder) => void;
  /** The form's work is done: a hold, the one step's tickets, or its hold with why the tickets were not issued. */
  onHeld: (order: TFlightOrder, problem?: TOneStepProblem) => void;
}) {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const dates = travelDates(offer);
  const resolver = useMemo(() => checkoutResolver(offer), [offer]);
  const idempotency = useIdempotencyKey();
  const ticketingKey = useIdempotencyKey();
  const invalidate = useInvalidateAfterOrderChange();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    TCheckoutValues,
    unknown,
    TPreOrderOutput
  >({
    resolver,
    defaultValues: checkoutDefaults(search, isStaff ? 'agency' : 'own'),
    mode: 'onTouched',
  });
  const passengers = useFieldArray({ control, name: 'passengers' });
  const payer = useWatch({ control, name: 'payer' });
  const agentId = useWatch({ control, name: 'agentId' });
  const contact = useWatch({ control, name: 'contact' });
  const mutation = useMutation({ mutationFn: (request: TPreOrderOutput) => preOrder(request, idempotency.key) });

  // The contact the caller's last order had (or their profile's), unless something was typed there already.
  const defaults = useQuery(bookingDefaultsQuery());
  const suggestedContact = defaults.data?.contact ?? null;
  const suggestionApplied = useRef(false);
  useEffect(() => {
    if (!suggestedContact || suggestionApplied.current) return;
    suggestionApplied.current = true;
    const typed = getValues('contact');
    if (typed.name || typed.phone || typed.email) return;
    setValue('contact', { name: suggestedContact.name, phone: suggestedContact.phone, email: suggestedContact.email });
  }, [suggestedContact, getValues, setValue]);
  const showSuggested =
    suggestedContact !== null &&
    contact.name === suggestedContact.name &&
    contact.phone === suggestedContact.phone &&
    contact.email === suggestedContact.email;

  // Whose balance the one step would charge: one's own (the header's), or the chosen agent's; none for the agency.
  const { profile } = useCurrentUser();
  const chosenAgent = useQuery({ ...userQuery(agentId ?? 0), enabled: payer === 'agent' && agentId !== null });
  const paying = payer === 'own' ? profile : payer === 'agent' && agentId !== null ? chosenAgent.data : undefined;
  const choice = oneStepChoice({
    payer,
    offer,
    balance: paying?.balance,
    agentName: paying ? (paying.companyName ?? paying.email) : '',
  });
  const [confirming, setConfirming] = useState<{ request: TPreOrderOutput; offer: TOneStepOffer } | null>(null);
  const oneStep = useMutation({
    mutationFn: async ({
      request,
      offer: confirmed,
    }: {
      request: TPreOrderOutput;
      offer: TOneStepOffer;
    }): Promise<{ order: TFlightOrder; problem?: TOneStepProblem }> => {
      const held = await preOrder(request, idempotency.key);
      onHoldPlaced(held);
      // The hold is priced anew: the tickets are issued only at the amount the user confirmed.
      if (held.totals.payable - held.totals.paid !== confirmed.amount) {
        return { order: held, problem: { kind: 'priceChanged', confirmed: confirmed.amount } };
      }
      try {
        const ticketed = await placeOrder({ orderId: held.id, mode: 'ticketing' }, ticketingKey.key);
        return { order: ticketed };
      } catch (error) {
        return { order: held, problem: { kind: 'failed', reason: failureMessage(error, t('errors.GENERIC')) } };
      }
    },
    onSuccess: async ({ order, problem }) => {
      idempotency.renew();
      ticketingKey.renew();
      setConfirming(null);
      onHeld(order, problem);
      await invalidate();
    },
    // The hold itself was refused: its field errors go under the inputs, as for Hold.
    onError: (error) => {
      setConfirming(null);
      setServerMessage(applyServerErrors(error, setError, CHECKOUT_FIELDS, t('errors.GENERIC')));
    },
  });
  const startOneStep = handleSubmit((request) => {
    if (!choice.offered) return;
    setServerMessage(null);
    setConfirming({ request, offer: choice.offer });
  });

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
    <CheckoutFormFrame
      label={t('checkout.formLabel')}
      testId="checkout-form"
      onSubmit={(event) => void onSubmit(event)}
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
          autoFocusDirectory={index === 0}
        />
      ))}

      <CheckoutFooter
        control={control}
        isStaff={isStaff}
        payer={payer}
        payerHelp={{ agent: t('checkout.agentPays'), agency: t('checkout.agencyPays') }}
        contactNote={showSuggested && <ContactNote source={suggestedContact.source} pnr={suggestedContact.pnr} />}
        testIdPrefix="checkout"
        hold={{
          serverMessage,
          hint: t('checkout.holdHint', { amount: formatAmd(offer.payable, t('header.amdSign')) }),
          label: t('checkout.hold'),
          holding: mutation.isPending,
        }}
      >
        {choice.offered && (
          <Button
            variant="contained"
            size="large"
            loading={oneStep.isPending}
            disabled={mutation.isPending}
            // As for Hold: pressing must not move the focus (and grow the form under the pointer) before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void startOneStep()}
            data-testid="checkout-hold-ticket"
          >
            {t('checkout.oneStep.button')}
          </Button>
        )}
      </CheckoutFooter>
      {!choice.offered && choice.shortfall && (
        <Alert severity="info" data-testid="checkout-one-step-unavailable">
          {t('checkout.oneStep.notCovered', {
            amount: formatAmd(choice.shortfall.amount, t('header.amdSign')),
            available: formatAmd(choice.shortfall.available, t('header.amdSign')),
          })}
        </Alert>
      )}
      {confirming && (
        <OneStepDialog
          offer={confirming.offer}
          busy={oneStep.isPending}
          onConfirm={() => oneStep.mutate(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </CheckoutFormFrame>
  );
}
