import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import {
  FLIGHT_FORM_FIELDS,
  FLIGHT_STATUS_FIELD,
  ZFlightCreateRequest,
  ZFlightEditRequest,
  type TAffectedOrder,
  type TFlight,
} from '@frs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceFormDialog } from '../../components/resource/resource-form-dialog';
import { queryKeys } from '../../lib/query-keys';
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
              passengers: order.passengers,
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
