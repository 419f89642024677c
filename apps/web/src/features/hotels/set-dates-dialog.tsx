import CheckIcon from '@mui/icons-material/Check';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TInventoryRoomType } from '@frs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../components/form/form-date-field';
import { FormMoneyField } from '../../components/form/form-money-field';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { fieldErrorMap, translateFieldError } from '../../lib/field-errors';
import { queryKeys } from '../../lib/query-keys';
import { useServerSubmit } from '../../lib/use-server-submit';
import { updateHotelInventory } from './hotels-api';
import {
  INVENTORY_FORM_FIELDS,
  PRICE_MODES,
  STOP_SALE_MODES,
  toInventoryUpdate,
  WEEKDAY_CHIPS,
  ZInventoryForm,
  type TInventoryFormValues,
} from './inventory-form';
import { roomTypeName } from './room-type-name';

/** The room types a change applies to: a checkbox each, the one the action started from already ticked. */
function RoomTypesField({
  control,
  roomTypes,
}: {
  control: Control<TInventoryFormValues>;
  roomTypes: readonly TInventoryRoomType[];
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'roomIds' });
  const chosen = field.value;
  const message = translateFieldError(fieldState.error?.message, t);
  return (
    <FormControl component="fieldset" error={Boolean(message)} data-testid="set-dates-rooms">
      <FormLabel component="legend">{t('hotelInventory.dialog.roomTypes')}</FormLabel>
      <FormGroup>
        {roomTypes.map((roomType) => (
          <FormControlLabel
            key={roomType.roomId}
            label={roomTypeName(roomType)}
            control={
              <Checkbox
                checked={chosen.includes(roomType.roomId)}
                slotProps={{
                  input: {
                    ...(roomType === roomTypes[0] ? { ref: field.ref } : {}),
                    ...{ 'data-testid': `set-dates-room-${roomType.roomId}` },
                  },
                }}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...chosen, roomType.roomId]
                      : chosen.filter((roomId) => roomId !== roomType.roomId),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}

/** Weekdays as toggle chips, Monday first; a chosen one shows a tick besides its colour, and says it is pressed. */
function WeekdaysField({ control }: { control: Control<TInventoryFormValues> }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { field, fieldState } = useController({ control, name: 'weekdays' });
  const chosen = field.value;
  const message = translateFieldError(fieldState.error?.message, t);
  return (
    <FormControl component="fieldset" error={Boolean(message)} aria-describedby={hintId}>
      <FormLabel component="legend">{t('hotelInventory.dialog.weekdays')}</FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
        {WEEKDAY_CHIPS.map(([day, key]) => {
          const selected = chosen.includes(day);
          return (
            <Chip
              key={day}
              label={t(`weekdays.${key}`)}
              icon={selected ? <CheckIcon /> : undefined}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              data-testid={`set-dates-weekday-${day}`}
              onClick={() => field.onChange(selected ? chosen.filter((other) => other !== day) : [...chosen, day])}
            />
          );
        })}
      </Box>
      <FormHelperText id={hintId}>{message ?? t('hotelInventory.dialog.weekdaysHint')}</FormHelperText>
    </FormControl>
  );
}

/** The price input, shown when a price is being set, in the currency of the chosen room types. */
function PriceField({
  control,
  roomTypes,
}: {
  control: Control<TInventoryFormValues>;
  roomTypes: readonly TInventoryRoomType[];
}) {
  const { t } = useTranslation();
  const [priceMode, roomIds] = useWatch({ control, name: ['priceMode', 'roomIds'] });
  if (priceMode !== 'set') return null;
  const currencies = [
    ...new Set(roomTypes.filter((roomType) => roomIds.includes(roomType.roomId)).map((roomType) => roomType.currency)),
  ];
  return (
    <FormMoneyField
      control={control}
      name="price"
      label={t('hotelInventory.dialog.price')}
      unit={currencies.length === 1 ? currencies[0] : undefined}
      helperText={
        currencies.length > 1
          ? t('hotelInventory.dialog.mixedCurrencies', { currencies: currencies.join(', ') })
          : undefined
      }
      fullWidth
      testId="set-dates-price"
    />
  );
}

/**
 * "Set dates": the allotment, price or stop-sale of one or more room types over a date range (optionally only some
 * weekdays), in one PUT. Server field errors go under their inputs, anything else (a 409) into the alert; a success
 * refetches the hotel's inventory and closes the dialog.
 */
export default function SetDatesDialog({
  hotelId,
  roomTypes,
  initialRoomId,
  startDate,
  endDate,
  onClose,
  onSaved,
}: {
  hotelId: number;
  roomTypes: readonly TInventoryRoomType[];
  initialRoomId: number;
  /** The range the form starts with (the month shown). */
  startDate: string;
  endDate: string;
  onClose: () => void;
  onSaved: (nights: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const form = useForm<TInventoryFormValues>({
    // The resolver only validates; the submit builds the request from the values it accepted.
    resolver: zodResolver(ZInventoryForm, { error: fieldErrorMap }, { raw: true }),
    defaultValues: {
      roomIds: [initialRoomId],
      startDate,
      endDate,
      weekdays: [],
      allotment: null,
      priceMode: 'keep',
      price: null,
      stopSale: 'keep',
    },
  });
  const { control } = form;
  const { formProps } = useServerSubmit({
    form,
    fields: INVENTORY_FORM_FIELDS,
    send: (values: TInventoryFormValues) => updateHotelInventory(hotelId, toInventoryUpdate(values)),
    onSuccess: async (result) => {
      onSaved(result.nights);
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.hotelInventory.hotel(hotelId) });
    },
  });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="set-dates-dialog"
    >
      <DialogTitle id={titleId}>{t('hotelInventory.dialog.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={formProps.onSubmit} sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {formProps.serverMessage && (
            <Alert severity="error" data-testid="set-dates-error">
              {formProps.serverMessage}
            </Alert>
          )}
          <RoomTypesField control={control} roomTypes={roomTypes} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormDateField
              control={control}
              name="startDate"
              label={t('hotelInventory.dialog.startDate')}
              required
              fullWidth
              testId="set-dates-start"
            />
            <FormDateField
              control={control}
              name="endDate"
              label={t('hotelInventory.dialog.endDate')}
              required
              fullWidth
              testId="set-dates-end"
            />
          </Box>
          <WeekdaysField control={control} />
          <FormTextField
            control={control}
            name="allotment"
            label={t('hotelInventory.dialog.allotment')}
            helperText={t('hotelInventory.dialog.allotmentHint')}
            numeric
            fullWidth
            testId="set-dates-allotment"
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <FormSelectField
            control={control}
            name="priceMode"
            label={t('hotelInventory.dialog.priceMode')}
            fullWidth
            testId="set-dates-price-mode"
            options={PRICE_MODES.map((mode) => ({ value: mode, label: t(`hotelInventory.dialog.priceModes.${mode}`) }))}
          />
          <PriceField control={control} roomTypes={roomTypes} />
          <FormSelectField
            control={control}
            name="stopSale"
            label={t('hotelInventory.dialog.stopSale')}
            fullWidth
            testId="set-dates-stop-sale"
            options={STOP_SALE_MODES.map((mode) => ({
              value: mode,
              label: t(`hotelInventory.dialog.stopSaleModes.${mode}`),
            }))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="set-dates-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formProps.pending} data-testid="set-dates-submit">
            {t('hotelInventory.dialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
