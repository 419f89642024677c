import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import {
  AIRCRAFT,
  FLIGHT_FORM_FIELDS,
  FLIGHT_STATUS_FIELD,
  ZFlightCreateRequest,
  ZFlightEditRequest,
  type TAffectedOrder,
  type TFlight,
} from '@frs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useController, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ResourceFormDialog } from '../../components/resource/resource-form-dialog';
import { queryKeys } from '../../lib/query-keys';
import { referenceItemQuery } from '../../lib/reference-api';
import { affectedOrdersOf, createFlight, editFlight } from './flights-api';

const BLANK_FLIGHT = {
  airlineId: null,
  flightNumber: '',
  aircraftId: null,
  seatCapacity: null,
  fromAirportId: null,
  toAirportId: null,
  departureLocal: '',
  arrivalLocal: '',
  currency: 'USD',
};

/** The edit form's values of a flight: its times as local times of its airports. */
function flightToInput(flight: TFlight) {
  return {
    airlineId: flight.airline.id,
    flightNumber: flight.flightNumber,
    aircraftId: flight.aircraft.id,
    seatCapacity: flight.seatCapacity,
    fromAirportId: flight.from.id,
    toAirportId: flight.to.id,
    departureLocal: flight.departureLocal,
    arrivalLocal: flight.arrivalLocal,
    currency: flight.currency,
    status: flight.status === 'deleted' ? 'upcoming' : flight.status,
  };
}

/**
 * "Seats for sale" follows the aircraft chosen: choosing one fills in its seats while the field is empty or still
 * holds the seats of the aircraft chosen before; a number typed by hand stays. The field stays editable (a charter
 * may sell fewer seats than the aircraft has).
 */
export function SeatsFromAircraft({ control }: { control: Control<FieldValues> }) {
  const aircraftId: unknown = useWatch({ control, name: 'aircraftId' });
  const { field } = useController({ control, name: 'seatCapacity' });
  const chosen = typeof aircraftId === 'number' ? aircraftId : null;
  const aircraft = useQuery({ ...referenceItemQuery(AIRCRAFT, chosen ?? 0), enabled: chosen !== null });
  // The aircraft whose seats the field was last filled in from (at first: the one the form opened with).
  const filledFrom = useRef<{ id: number | null; seats: number | null }>({ id: chosen, seats: null });
  const { value, onChange } = field;
  useEffect(() => {
    const loaded = aircraft.data;
    if (!loaded || loaded.id !== chosen) return;
    const before = filledFrom.current;
    if (before.id === chosen) {
      if (before.seats === null) filledFrom.current = { id: chosen, seats: loaded.seats };
      return;
    }
    filledFrom.current = { id: chosen, seats: loaded.seats };
    const untouched = value === null || value === undefined || value === '' || value === before.seats;
    if (untouched && value !== loaded.seats) onChange(loaded.seats);
  }, [aircraft.data, chosen, value, onChange]);
  return null;
}

function AffectedOrders({ orders, onConfirm }: { orders: TAffectedOrder[]; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="flight-affected-orders"
      action={
        <Button color="inherit" size="small" onClick={onConfirm} data-testid="flight-confirm-change">
          {t('flights.confirmChange')}
        </Button>
      }
    >
      <AlertTitle>{t('flights.confirmTitle')}</AlertTitle>
      {t('flights.confirmText')}
      <ul>
        {orders.map((order) => (
          <li key={order.id}>
            {t('flights.confirmOrder', {
              pnr: order.pnr,
              agent: order.agentName ?? `#${order.agentId}`,
              count: order.passengers,
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Create or edit a flight, in the generic form. Moving a flight that has active orders answers 409 with the
 * orders: the dialog lists them and sends again with `confirmChanges` when the user confirms.
 */
export function FlightFormDialog({
  flight,
  onClose,
  onSaved,
  onDisrupted,
}: {
  /** Null to create one. */
  flight: TFlight | null;
  onClose: () => void;
  onSaved?: () => void;
  /** After a saved change that disrupts orders (a confirmed new time or route, a cancellation with seats sold or held). */
  onDisrupted?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const disrupted = useRef(false);
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.flights.all() });
    onSaved?.();
    onClose();
    if (disrupted.current) onDisrupted?.();
  };
  if (!flight) {
    return (
      <ResourceFormDialog
        testId="flight-form"
        title={t('flights.create')}
        fields={FLIGHT_FORM_FIELDS}
        schema={ZFlightCreateRequest}
        defaultValues={BLANK_FLIGHT}
        FormEffects={SeatsFromAircraft}
        onSubmit={createFlight}
        onSaved={saved}
        onClose={onClose}
      />
    );
  }
  return (
    <ResourceFormDialog
      testId="flight-form"
      title={t('flights.edit')}
      fields={[...FLIGHT_FORM_FIELDS, FLIGHT_STATUS_FIELD]}
      schema={ZFlightEditRequest}
      defaultValues={flightToInput(flight)}
      FormEffects={SeatsFromAircraft}
      onSubmit={(values) => {
        const booked = flight.totals.sold + flight.totals.held > 0;
        disrupted.current ||= booked && values.status === 'cancelled' && flight.status !== 'cancelled';
        return editFlight(flight.id, values);
      }}
      onSaved={saved}
      onClose={onClose}
      renderFailure={(error, resubmit) => {
        const orders = affectedOrdersOf(error);
        const confirm = () => {
          disrupted.current = true;
          resubmit({ confirmChanges: true });
        };
        return orders ? <AffectedOrders orders={orders} onConfirm={confirm} /> : null;
      }}
    />
  );
}
