import { MAX_HOTEL_ROOMS, MAX_ROOM_GUESTS, type TGuestInput, type THotelOrder } from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm, useFormState, useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckoutFormFrame } from '../../../components/orders/checkout-frame';
import { useHoldSubmit } from '../../../components/orders/use-hold-submit';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateFieldError } from '../../../lib/field-errors';
import { formatAmd } from '../../../lib/format';
import { useInvalidateAfterOrderChange } from '../../../lib/shared-orders-api';
import { preOrderHotel } from '../api';
import type { THotelCheckoutDraft } from '../search/hotel-search-storage';
import {
  hotelCheckoutDefaults,
  hotelCheckoutResolver,
  toPreOrderRequest,
  type THotelCheckoutOutput,
  type THotelCheckoutValues,
} from './hotel-checkout-values';
import { CheckoutFooter } from '../../../components/orders/checkout-footer';

type TCheckoutControl = Control<THotelCheckoutValues, unknown, THotelCheckoutOutput>;

const GUEST_FIELDS = ['firstName', 'lastName', 'age'] as const;

/** Every input (or place) a server field error can name: rooms.0.guests.1.firstName and the like. */
const HOTEL_CHECKOUT_FIELDS: Path<THotelCheckoutValues>[] = [
  ...Array.from({ length: MAX_HOTEL_ROOMS }, (_, room) => [
    `rooms.${room}.guests` as const,
    `rooms.${room}.specialRequests` as const,
    ...Array.from({ length: MAX_ROOM_GUESTS }, (_, guest) =>
      GUEST_FIELDS.map((field) => `rooms.${room}.guests.${guest}.${field}` as const),
    ).flat(),
  ]).flat(),
  'contact.name',
  'contact.phone',
  'contact.email',
  'comment',
  'agentId',
];

/** One guest: who they are (fixed by the search) and their names in Latin letters. */
function GuestFields({
  control,
  room,
  index,
  guest,
}: {
  control: TCheckoutControl;
  room: number;
  index: number;
  guest: TGuestInput;
}) {
  const { t } = useTranslation();
  const prefix = `rooms.${room}.guests.${index}` as const;
  const { errors } = useFormState({ control, name: `${prefix}.age` });
  const ageError = translateFieldError(errors.rooms?.[room]?.guests?.[index]?.age?.message, t);
  const who =
    guest.type === 'adult'
      ? index === 0
        ? t('hotelCheckout.leadGuest')
        : t('passengerTypes.adult')
      : t('hotelCheckout.childAged', { age: guest.age });
  const testId = `room-${room}-guest-${index}`;
  return (
    <Box
      role="group"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      data-type={guest.type}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography id={`${testId}-title`} variant="subtitle2" data-testid={`${testId}-title`}>
        {t('hotelCheckout.guestTitle', { number: index + 1, who })}
      </Typography>
      {ageError && (
        <FormHelperText error data-testid={`${testId}-age-error`} sx={{ mt: -0.5 }}>
          {ageError}
        </FormHelperText>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name={`${prefix}.firstName`}
          label={t('passenger.firstName')}
          helperText={t('hotelCheckout.latinHint')}
          testId={`${testId}-firstName`}
          autoComplete="off"
          required
        />
        <FormTextField
          control={control}
          name={`${prefix}.lastName`}
          label={t('passenger.lastName')}
          helperText={t('hotelCheckout.latinHint')}
          testId={`${testId}-lastName`}
          autoComplete="off"
          required
        />
      </Box>
    </Box>
  );
}

function RoomSection({
  control,
  room,
  guests,
  categoryName,
}: {
  control: TCheckoutControl;
  room: number;
  guests: readonly TGuestInput[];
  categoryName: string;
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name: `rooms.${room}.guests` });
  const guestsError = translateFieldError(errors.rooms?.[room]?.guests?.message, t);
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      data-testid={`room-${room}`}
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '1rem' }}>
        {t('hotelCheckout.roomTitle', { number: room + 1, room: categoryName })}
      </Box>
      {guestsError && (
        <Alert severity="error" data-testid={`room-${room}-guests-error`}>
          {guestsError}
        </Alert>
      )}
      {guests.map((guest, index) => (
        <GuestFields key={index} control={control} room={room} index={index} guest={guest} />
      ))}
      <FormTextField
        control={control}
        name={`rooms.${room}.specialRequests`}
        label={t('hotelCheckout.specialRequests')}
        helperText={t('hotelCheckout.specialRequestsHint')}
        testId={`room-${room}-specialRequests`}
        multiline
        minRows={2}
      />
    </Paper>
  );
}

/**
 * The guests of each room (as many as the search asked for; the first of a room is its lead guest, an adult), the
 * special requests of each room, the contact person, a comment, and for the staff whom the order is for. "Hold the
 * rooms" sends the pre-order under one Idempotency-Key per form until it succeeds.
 */
export function HotelCheckoutForm({
  draft,
  isStaff,
  onHeld,
}: {
  draft: THotelCheckoutDraft;
  isStaff: boolean;
  onHeld: (order: THotelOrder) => void;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateAfterOrderChange();
  const defaults = useMemo(() => hotelCheckoutDefaults(draft.search, isStaff ? 'agency' : 'own'), [draft, isStaff]);
  const { control, handleSubmit, setError } = useForm<THotelCheckoutValues, unknown, THotelCheckoutOutput>({
    resolver: hotelCheckoutResolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const payer = useWatch({ control, name: 'payer' });
  const { formProps } = useHoldSubmit({
    form: { handleSubmit, setError },
    fields: HOTEL_CHECKOUT_FIELDS,
    preOrder: (values, key) => preOrderHotel(toPreOrderRequest(values, draft), key),
    onHeld: (order) => {
      onHeld(order);
      void invalidate();
    },
  });

  return (
    <CheckoutFormFrame label={t('hotelCheckout.formLabel')} testId="hotel-checkout-form" onSubmit={formProps.onSubmit}>
      {defaults.rooms.map((room, index) => (
        <RoomSection
          key={index}
          control={control}
          room={index}
          guests={room.guests}
          categoryName={draft.offer.categoryName}
        />
      ))}

      <CheckoutFooter
        control={control}
        isStaff={isStaff}
        payer={payer}
        payerHelp={{ agent: t('hotelCheckout.agentPays'), agency: t('hotelCheckout.agencyPays') }}
        testIdPrefix="hotel-checkout"
        hold={{
          serverMessage: formProps.serverMessage,
          hint: t('hotelCheckout.holdHint', { amount: formatAmd(draft.offer.price.payable, t('header.amdSign')) }),
          label: t('hotelCheckout.hold'),
          holding: formProps.pending,
        }}
      />
    </CheckoutFormFrame>
  );
}
