import {
  MAX_PACKAGE_ROOMS,
  MAX_PASSENGERS,
  todayIsoDate,
  type TDirectoryPassenger,
  type TPackageOrder,
} from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type FieldError,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckoutPassengerSection, pickedPassengerValues } from '../../../components/orders/checkout-passenger-section';
import { PASSENGER_FIELD_NAMES } from '../../../components/orders/passenger-fields';
import { CheckoutFormFrame } from '../../../components/orders/checkout-frame';
import { useHoldSubmit } from '../../../components/orders/use-hold-submit';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateFieldError } from '../../../lib/field-errors';
import { formatAmd } from '../../../lib/format';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { preOrderPackage } from '../reservations/package-orders-api';
import {
  packageCheckoutDefaults,
  packageCheckoutResolver,
  packageTravelDates,
  type TPackageCheckoutValues,
  type TPackagePreOrderOutput,
} from './package-checkout-values';
import type { TPackageSelection } from './package-selection';
import { CheckoutFooter } from '../../../components/orders/checkout-footer';

type TPackageControl = Control<TPackageCheckoutValues, unknown, TPackagePreOrderOutput>;

/** Every input (or place) a server field error can name: travellers.1.passportNumber, rooms.0.travellers, … */
const PACKAGE_CHECKOUT_FIELDS = [
  ...Array.from({ length: MAX_PASSENGERS }, (_, index) =>
    PASSENGER_FIELD_NAMES.map((field) => `travellers.${index}.${field}` as const),
  ).flat(),
  ...Array.from({ length: MAX_PACKAGE_ROOMS }, (_, room) => [
    `rooms.${room}.travellers` as const,
    `rooms.${room}.specialRequests` as const,
  ]).flat(),
  'travellers',
  'rooms',
  'contact.name',
  'contact.phone',
  'contact.email',
  'comment',
  'agentId',
] as Path<TPackageCheckoutValues>[];

/** A traveller's title: "Traveller 3 · child, 7 years". */
function useTravellerTitle(childAges: readonly number[], adults: number) {
  const { t } = useTranslation();
  return (index: number, type: TPackageCheckoutValues['travellers'][number]['type']) => {
    const age = index >= adults ? childAges[index - adults] : undefined;
    const who = t(`passengerTypes.${type}`);
    return age === undefined
      ? t('packageOrders.checkout.travellerTitle', { number: index + 1, who })
      : t('packageOrders.checkout.travellerTitleAge', { number: index + 1, who, age });
  };
}

/** The room a traveller sleeps in (only when the party takes more than one): a native select, as phones like. */
function RoomChoice({ control, index, rooms }: { control: TPackageControl; index: number; rooms: number }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={`travellers.${index}.room`}
      render={({ field }) => (
        <TextField
          select
          size="small"
          label={t('packageOrders.checkout.room')}
          value={field.value}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          sx={{ maxWidth: 260 }}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': `traveller-${index}-room` },
          }}
        >
          {Array.from({ length: rooms }, (_, room) => (
            <option key={room} value={room}>
              {t('packageOrders.roomNumber', { number: room + 1 })}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** One room: who sleeps in it (as chosen above), an error about its travellers, and its special requests. */
function RoomSection({
  control,
  room,
  categoryName,
}: {
  control: TPackageControl;
  room: number;
  categoryName: string;
}) {
  const { t } = useTranslation();
  const travellers = useWatch({ control, name: 'travellers' });
  const { errors } = useFormState({ control, name: `rooms.${room}.travellers` });
  // The room's travellers are chosen on the travellers' sections; the error about them (client or server) is here.
  const roomErrors = errors.rooms?.[room] as { travellers?: FieldError } | undefined;
  const travellersError = translateFieldError(roomErrors?.travellers?.message, t);
  const names = travellers
    .map((traveller, index) => ({ traveller, index }))
    .filter(({ traveller }) => traveller.room === room)
    .map(
      ({ traveller, index }) =>
        [traveller.firstName, traveller.lastName].join(' ').trim() ||
        t('packageOrders.checkout.travellerNumber', { number: index + 1 }),
    );
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      data-testid={`package-room-${room}`}
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '1rem' }}>
        {t('packageOrders.roomTitle', { number: room + 1, room: categoryName })}
      </Box>
      <Typography variant="body2" data-testid={`package-room-${room}-travellers`}>
        {names.length > 0 ? names.join(', ') : t('packageOrders.checkout.roomEmpty')}
      </Typography>
      {travellersError && (
        <Alert severity="error" data-testid={`package-room-${room}-error`}>
          {travellersError}
        </Alert>
      )}
      <FormTextField
        control={control}
        name={`rooms.${room}.specialRequests`}
        label={t('packageOrders.specialRequests')}
        testId={`package-room-${room}-specialRequests`}
        multiline
        minRows={2}
      />
    </Paper>
  );
}

/**
 * A traveller form per person of the searched party (picked from the directory or typed, optionally saved there;
 * their types follow the ages), the room each sleeps in when the party takes several, each room's special
 * requests, the contact, a comment, and for staff whom the order is for. "Hold" sends the pre-order under one
 * Idempotency-Key per form until it succeeds; the server's field errors go under their inputs.
 */
export function PackageCheckoutForm({
  selection,
  isStaff,
  onHeld,
}: {
  selection: TPackageSelection;
  isStaff: boolean;
  onHeld: (order: TPackageOrder) => void;
}) {
  const { t } = useTranslation();
  const { combination } = selection;
  const today = todayIsoDate();
  const dates = packageTravelDates(combination);
  const resolver = useMemo(
    () => packageCheckoutResolver(combination, selection.adults),
    [combination, selection.adults],
  );
  const defaults = useMemo(() => packageCheckoutDefaults(selection, isStaff ? 'agency' : 'own'), [selection, isStaff]);
  const invalidate = useInvalidateAfterOrderChange();
  const { control, handleSubmit, setError, setValue } = useForm<
    TPackageCheckoutValues,
    unknown,
    TPackagePreOrderOutput
  >({ resolver, defaultValues: defaults, mode: 'onTouched' });
  const travellers = useFieldArray({ control, name: 'travellers' });
  const payer = useWatch({ control, name: 'payer' });
  const agentId = useWatch({ control, name: 'agentId' });
  const titleOf = useTravellerTitle(selection.childAges, selection.adults);
  const { formProps } = useHoldSubmit({
    form: { handleSubmit, setError },
    fields: PACKAGE_CHECKOUT_FIELDS,
    // The resolver hands over the pre-order itself, parsed by the contract's schema.
    preOrder: preOrderPackage,
    onHeld: (order) => {
      onHeld(order);
      void invalidate();
    },
  });

  const pick = (index: number, passenger: TDirectoryPassenger) => {
    for (const [field, value] of pickedPassengerValues(passenger)) {
      setValue(`travellers.${index}.${field}` as Path<TPackageCheckoutValues>, value as never, {
        shouldValidate: field !== 'directoryId' && field !== 'save',
        shouldDirty: true,
      });
    }
  };

  return (
    <CheckoutFormFrame
      label={t('packageOrders.checkout.formLabel')}
      testId="package-checkout-form"
      onSubmit={formProps.onSubmit}
    >
      {travellers.fields.map((field, index) => (
        <CheckoutPassengerSection
          key={field.id}
          control={control}
          prefix={`travellers.${index}.`}
          testIdPrefix={`traveller-${index}`}
          title={titleOf(index, field.type)}
          type={field.type}
          directoryAgentId={payer === 'agent' ? agentId : null}
          onPick={(passenger) => pick(index, passenger)}
          onUnpick={() => setValue(`travellers.${index}.directoryId`, null)}
          dateLimits={{ birthMax: today, expiryMin: dates[dates.length - 1] }}
        >
          {selection.rooms > 1 && <RoomChoice control={control} index={index} rooms={selection.rooms} />}
        </CheckoutPassengerSection>
      ))}

      {defaults.rooms.map((_room, index) => (
        <RoomSection key={index} control={control} room={index} categoryName={combination.room.categoryName} />
      ))}

      <CheckoutFooter
        control={control}
        isStaff={isStaff}
        payer={payer}
        payerHelp={{ agent: t('checkout.agentPays'), agency: t('checkout.agencyPays') }}
        testIdPrefix="package-checkout"
        hold={{
          serverMessage: formProps.serverMessage,
          hint: t('packageOrders.checkout.holdHint', {
            amount: formatAmd(combination.price.payable, t('header.amdSign')),
          }),
          label: t('packageOrders.checkout.hold'),
          holding: formProps.pending,
        }}
      />
    </CheckoutFormFrame>
  );
}
