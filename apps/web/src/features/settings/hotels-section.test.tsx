import { HOTELS, resourceEndpoints, ROOMS, type TRole } from '@frs/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const ARARAT = {
  id: 5,
  providerId: 1,
  name: 'Ararat Grand',
  city: 'Yerevan',
  country: 'Armenia',
  category: 4,
  address: '1 Abovyan St',
  description: { hy: '', en: '', ru: '' },
  photoUploadIds: [],
};

function stubHotels(role: TRole) {
  return stubShellApi(profileFor(role), {
    [routeOf(resourceEndpoints(HOTELS).list)]: () =>
      jsonResponse(200, { result: [ARARAT], count: 1, countCapped: false }),
    [routeOf(resourceEndpoints(ROOMS).list)]: () => jsonResponse(200, { result: [], count: 0, countCapped: false }),
  });
}

describe('the Hotels section of /settings', { timeout: 45_000 }, () => {
  it.each(['Hotels', 'Viewer'] as const)('links each hotel to its room types and calendar (%s)', async (role) => {
    await i18n.changeLanguage('en');
    stubHotels(role);
    const { user } = renderApp('/settings?section=hotels&resource=hotels', { loggedIn: true });
    const link = await screen.findByTestId('resource-link-hotels-5', {}, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', '/hotels/room_type/5');
    expect(link).toHaveAccessibleName('Room types and calendar: Ararat Grand · Yerevan');
    await user.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent('/hotels/room_type/5');
  });

  it("draws the room type form's policy fields and its cancellation tiers", async () => {
    await i18n.changeLanguage('en');
    stubHotels('Hotels');
    const { user } = renderApp('/settings?section=hotels&resource=rooms', { loggedIn: true });
    await user.click(await screen.findByTestId('resource-add-rooms', {}, { timeout: 20_000 }));
    const form = within(await screen.findByTestId('resource-form'));
    expect(form.getByTestId('field-maxAdults')).toHaveValue(2);
    expect(form.getByTestId('field-childMaxAge')).toHaveValue(11);
    expect(form.getByTestId('field-minStay').closest('.MuiInputBase-root')).toHaveTextContent('nights');
    expect(form.getByTestId('field-releaseDays').closest('.MuiInputBase-root')).toHaveTextContent('days');
    expect(form.getByTestId('field-commissionPercent').closest('.MuiInputBase-root')).toHaveTextContent('%');
    expect(form.getByText('Release before check-in')).toBeInTheDocument();
    const policy = within(form.getByTestId('field-cancellationPolicy'));
    expect(policy.getByText('Cancellation policy')).toBeInTheDocument();
    await user.click(policy.getByTestId('field-cancellationPolicy-add'));
    expect(policy.getByRole('group', { name: 'Tier 1' })).toBeInTheDocument();
  });
});
