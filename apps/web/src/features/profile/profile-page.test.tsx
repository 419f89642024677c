import { USER_ENDPOINTS } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('changes the password with the current one and keeps this browser logged in with the fresh token', async () => {
    const profile = profileFor('Viewer', { userId: 7 });
    const { calls } = stubShellApi(profile, {
      [routeOf(USER_ENDPOINTS.changePassword, { id: 7 })]: () =>
        jsonResponse(200, {
          success: true,
          session: { token: 'fresh-token', userId: 7, role: 'Viewer', adminGroups: null },
        }),
    });
    const { user } = renderApp('/profile', { loggedIn: true });
    const current = await screen.findByTestId('profile-current-password', {}, { timeout: 10_000 });
    await user.click(screen.getByTestId('profile-password-save'));
    expect(await screen.findAllByText('Դաշտը պարտադիր է')).toHaveLength(3);

    await user.type(current, 'old-password');
    await user.type(screen.getByTestId('profile-new-password'), 'new-password');
    await user.type(screen.getByTestId('profile-confirm-password'), 'new-password');
    await user.click(screen.getByTestId('profile-password-save'));
    expect(await screen.findByTestId('password-notice')).toHaveTextContent('Գաղտնաբառը փոխված է։');
    expect(callsOf(calls, USER_ENDPOINTS.changePassword, { id: 7 })[0]?.body).toEqual({
      currentPassword: 'old-password',
      password: 'new-password',
      c_password: 'new-password',
    });
    await waitFor(() => {
      expect(localStorage.getItem('token')).toBe('fresh-token');
    });
  });

  it('saves the language preference and switches the interface to it', async () => {
    const profile = profileFor('Viewer', { userId: 7 });
    stubShellApi(profile, {
      [routeOf(USER_ENDPOINTS.update, { id: 7 })]: (call) =>
        jsonResponse(200, { ...profile, ...(call.body as object) }),
    });
    const { user } = renderApp('/profile', { loggedIn: true });
    const language = await screen.findByTestId('profile-language', {}, { timeout: 10_000 });
    await user.selectOptions(language, 'ru');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-notice')).toHaveTextContent('Сохранено');
    expect(document.documentElement.lang).toBe('ru');
  });
});
