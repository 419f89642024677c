import { HOTELS, resourceEndpoints } from '@frs/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazy-module';
import { jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { LazyAutocomplete } from './lazy-autocomplete';
import type * as ReferenceAutocompleteModule from './reference-autocomplete';

const HOTEL = {
  id: 3,
  providerId: 1,
  name: 'Ani Plaza',
  city: 'Yerevan',
  country: 'Armenia',
  category: 4,
  address: '19 Sayat-Nova Ave',
  description: { hy: '', en: '', ru: '' },
  photoUploadIds: [],
};

/** The reference autocomplete's module, arriving when the test says, with how many times it was asked for. */
function controlledPicker() {
  let arrive: (() => void) | undefined;
  let requests = 0;
  const picker = lazyModule(() => {
    requests += 1;
    return new Promise<typeof ReferenceAutocompleteModule>((resolve) => {
      arrive = () => resolve(import('./reference-autocomplete'));
    });
  });
  return {
    picker,
    requests: () => requests,
    arrive: async () => {
      await act(async () => {
        arrive?.();
        await picker.preload();
      });
    },
  };
}

function Harness({ picker }: { picker: ReturnType<typeof controlledPicker>['picker'] }) {
  const [hotelId, setHotelId] = useState<number | null>(null);
  return (
    <>
      <button type="button">Before</button>
      <LazyAutocomplete
        picker={picker}
        label="Hotel"
        testId="hotel"
        size="small"
        text={hotelId === null ? '' : `#${hotelId}`}
        render={({ ReferenceAutocomplete }, handover) => (
          <ReferenceAutocomplete
            resource="hotels"
            value={hotelId}
            onChange={setHotelId}
            label="Hotel"
            testId="hotel"
            size="small"
            handover={handover}
          />
        )}
      />
      <output data-testid="value">{hotelId}</output>
    </>
  );
}

function renderHarness() {
  stubFetch({
    [routeOf(resourceEndpoints(HOTELS).list)]: () =>
      jsonResponse(200, { result: [HOTEL], count: 1, countCapped: false }),
    [routeOf(resourceEndpoints(HOTELS).get, { id: 3 })]: () => jsonResponse(200, HOTEL),
  });
  const controlled = controlledPicker();
  const rendered = renderWithProviders(<Harness picker={controlled.picker} />);
  return { ...controlled, ...rendered };
}

const input = () => screen.getByTestId('hotel');

describe('LazyAutocomplete', { timeout: 20_000 }, () => {
  it('stands in with the same label and test id, read-only, and fetches the autocomplete once the screen is drawn', async () => {
    await i18n.changeLanguage('en');
    const { requests } = renderHarness();
    expect(screen.getByLabelText('Hotel')).toBe(input());
    expect(input()).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(requests()).toBe(1));
  });

  it('clicked before its arrival, the autocomplete takes the focus with its options open', async () => {
    await i18n.changeLanguage('en');
    const { user, arrive } = renderHarness();
    await user.click(input());
    await arrive();
    expect(input()).toHaveAttribute('role', 'combobox');
    expect(input()).toHaveFocus();
    await user.click(await screen.findByTestId('hotel-option-3'));
    expect(screen.getByTestId('value')).toHaveTextContent('3');
    await waitFor(() => expect(input()).toHaveValue('Ani Plaza · Yerevan'));
  });

  it('tabbed into before its arrival, the autocomplete takes the focus with its options closed', async () => {
    await i18n.changeLanguage('en');
    const { user, arrive } = renderHarness();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(input()).toHaveFocus();
    await arrive();
    expect(input()).toHaveAttribute('role', 'combobox');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByTestId('hotel-option-3')).toBeInTheDocument();
  });

  it('left before its arrival, the autocomplete takes neither the focus nor opens', async () => {
    await i18n.changeLanguage('en');
    const { user, arrive } = renderHarness();
    await user.click(input());
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await arrive();
    expect(input()).toHaveAttribute('role', 'combobox');
    expect(input()).not.toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
