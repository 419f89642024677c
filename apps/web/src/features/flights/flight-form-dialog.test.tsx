import { FLIGHT_ENDPOINTS, REFERENCE_ENDPOINTS, type TFlight } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { useForm, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { setDateField } from '../../test/date-input';
import { renderWithProviders } from '../../test/render';
import { FlightFormDialog, SeatsFromAircraft } from './flight-form-dialog';

const FLIGHT: TFlight = {
  id: 5,
  airline: { id: 1, iataCode: '4R', name: 'Ararat Wings' },
  flightNumber: '201',
  aircraft: { id: 2, model: 'Airbus A321neo', seats: 220 },
  from: { id: 1, iataCode: 'EVN', city: 'Yerevan', timeZone: 'Asia/Yerevan' },
  to: { id: 4, iataCode: 'CDG', city: 'Paris', timeZone: 'Europe/Paris' },
  departureAt: '2030-01-15T02:15:00.000Z',
  arrivalAt: '2030-01-15T07:15:00.000Z',
  departureLocal: '2030-01-15T06:15',
  arrivalLocal: '2030-01-15T08:15',
  durationMinutes: 300,
  seatCapacity: 216,
  currency: 'EUR',
  status: 'upcoming',
  totals: { seats: 216, sold: 10, held: 0, free: 206 },
};

const ORDER = { id: 41, pnr: 'K7M2QX', status: 'ticketed', agentId: 9, agentName: 'Ararat Travel', passengers: 2 };

describe('FlightFormDialog', { timeout: 30_000 }, () => {
  it('lists the orders a move touches and sends again with confirmChanges when confirmed', async () => {
    let edits = 0;
    const { calls } = stubFetch({
      [routeOf(REFERENCE_ENDPOINTS['airports.get'], { id: 1 })]: () =>
        jsonResponse(200, {
          id: 1,
          iataCode: 'EVN',
          name: 'Zvartnots',
          city: 'Yerevan',
          country: 'Armenia',
          timeZone: 'Asia/Yerevan',
        }),
      [routeOf(REFERENCE_ENDPOINTS['airports.get'], { id: 4 })]: () =>
        jsonResponse(200, {
          id: 4,
          iataCode: 'CDG',
          name: 'CDG',
          city: 'Paris',
          country: 'France',
          timeZone: 'Europe/Paris',
        }),
      [routeOf(REFERENCE_ENDPOINTS['airlines.get'], { id: 1 })]: () =>
        jsonResponse(200, { id: 1, iataCode: '4R', icaoCode: 'AWG', name: 'Ararat Wings', logoUrl: null }),
      [routeOf(REFERENCE_ENDPOINTS['aircraft.get'], { id: 2 })]: () =>
        jsonResponse(200, { id: 2, model: 'Airbus A321neo', seats: 220 }),
      [routeOf(FLIGHT_ENDPOINTS.edit, { id: 5 })]: () => {
        edits += 1;
        return edits === 1
          ? jsonResponse(409, {
              code: 'FLIGHT_HAS_ORDERS',
              message: 'Չվերթն ունի ակտիվ պատվերներ',
              affectedOrders: [ORDER],
            })
          : jsonResponse(200, { ...FLIGHT, departureLocal: '2030-01-15T07:15' });
      },
    });
    let closed = false;
    let disrupted = false;
    const { user } = renderWithProviders(
      <FlightFormDialog flight={FLIGHT} onClose={() => (closed = true)} onDisrupted={() => (disrupted = true)} />,
    );
    expect(await screen.findByText(/EVN, Asia\/Yerevan \(UTC\+4\)/)).toBeInTheDocument();
    const departure = screen.getByTestId('field-departureLocal');
    expect(departure).toHaveValue('15.01.2030 06:15');
    setDateField(departure, '2030-01-15T07:15');
    await user.click(screen.getByTestId('flight-form-submit'));

    const warning = await screen.findByTestId('flight-affected-orders');
    expect(warning).toHaveTextContent('K7M2QX · Ararat Travel · 2 ուղևոր');
    expect(closed).toBe(false);
    await user.click(screen.getByTestId('flight-confirm-change'));
    await waitFor(() => expect(closed).toBe(true));
    // The saved change disrupts the orders: the flight page opens their disruption screen (issue 19).
    expect(disrupted).toBe(true);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toMatchObject({ departureLocal: '2030-01-15T07:15', confirmChanges: false });
    expect(posts[1]?.body).toMatchObject({ departureLocal: '2030-01-15T07:15', confirmChanges: true });
  });

  it('fills in "Seats for sale" from the aircraft chosen, and keeps a number typed by hand', async () => {
    const AIRCRAFT_SEATS: Record<number, number> = { 2: 220, 3: 180, 4: 150 };
    stubFetch(
      Object.fromEntries(
        Object.entries(AIRCRAFT_SEATS).map(([id, seats]) => [
          routeOf(REFERENCE_ENDPOINTS['aircraft.get'], { id: Number(id) }),
          () => jsonResponse(200, { id: Number(id), model: `Aircraft ${id}`, seats }),
        ]),
      ),
    );
    function Seats({ control }: { control: Control<FieldValues> }) {
      const seats: unknown = useWatch({ control, name: 'seatCapacity' });
      return <output data-testid="seats">{String(seats)}</output>;
    }
    function NewFlightForm() {
      const { control, setValue } = useForm<FieldValues>({ defaultValues: { aircraftId: null, seatCapacity: null } });
      return (
        <>
          <SeatsFromAircraft control={control} />
          <Seats control={control} />
          {[2, 3, 4].map((id) => (
            <button key={id} type="button" onClick={() => setValue('aircraftId', id)}>{`aircraft ${id}`}</button>
          ))}
          <button type="button" onClick={() => setValue('seatCapacity', 100)}>
            type 100
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<NewFlightForm />);
    expect(screen.getByTestId('seats')).toHaveTextContent('null');
    await user.click(screen.getByText('aircraft 2'));
    await waitFor(() => expect(screen.getByTestId('seats')).toHaveTextContent('220'));
    // Another aircraft replaces the seats the field was filled in with.
    await user.click(screen.getByText('aircraft 3'));
    await waitFor(() => expect(screen.getByTestId('seats')).toHaveTextContent('180'));
    // A number typed by hand stays when the aircraft changes.
    await user.click(screen.getByText('type 100'));
    await user.click(screen.getByText('aircraft 4'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByTestId('seats')).toHaveTextContent('100');
  });
});
