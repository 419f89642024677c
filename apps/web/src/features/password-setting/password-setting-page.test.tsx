import { ACCOUNT_ENDPOINTS, endpointPath } from '@frs/contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import PasswordSettingPage from './password-setting-page';

const NOT_AVAILABLE_HY = 'Այս էջն այլևս հասանելի չէ';
const VALID_LINK = {
  [routeOf(ACCOUNT_ENDPOINTS.checkPasswordLink)]: () => jsonResponse(200, { success: true, email: 'ani@agency.test' }),
};

function renderPage(route = '/passwordSetting?user_id=5&token=secret-token') {
  return renderWithProviders(
    <Routes>
      <Route path="/passwordSetting" element={<PasswordSettingPage />} />
    </Routes>,
    { route },
  );
}

describe('PasswordSettingPage', () => {
  it.each([
    ['/passwordSetting', 'no parameters'],
    ['/passwordSetting?user_id=5', 'no token'],
    ['/passwordSetting?token=abc', 'no user id'],
  ])('shows the warning without calling the server when a parameter is missing (%s: %s)', async (route) => {
    const { calls } = stubFetch({});
    renderPage(route);
    expect(await screen.findByTestId('password-setting-unavailable')).toHaveTextContent(NOT_AVAILABLE_HY);
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('password-setting-password')).not.toBeInTheDocument();
  });

  it('checks the link with its user id and token first, and shows the server message when it fails', async () => {
    const { calls } = stubFetch({
      [routeOf(ACCOUNT_ENDPOINTS.checkPasswordLink)]: () =>
        jsonResponse(410, { message: 'Հղումն արդեն օգտագործվել է', code: 'LINK_NOT_AVAILABLE' }),
    });
    renderPage();
    expect(await screen.findByTestId('password-setting-unavailable')).toHaveTextContent('Հղումն արդեն օգտագործվել է');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(endpointPath(ACCOUNT_ENDPOINTS.checkPasswordLink));
    const requested = vi.mocked(fetch).mock.calls[0]?.[0];
    expect(String(requested)).toContain('user_id=5');
    expect(String(requested)).toContain('token=secret-token');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('shows the default Armenian text when the check fails without a server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('network down'))),
    );
    renderPage();
    expect(await screen.findByTestId('password-setting-unavailable')).toHaveTextContent(NOT_AVAILABLE_HY);
  });

  it('gives the three validation messages before calling the server', async () => {
    const { calls } = stubFetch(VALID_LINK);
    const { user } = renderPage();
    const password = await screen.findByTestId('password-setting-password');
    const confirmation = screen.getByTestId('password-setting-confirm');
    expect(screen.getByText(/ani@agency\.test/)).toBeInTheDocument();

    await user.click(screen.getByTestId('password-setting-submit'));
    expect(await screen.findAllByText('Դաշտը պարտադիր է')).toHaveLength(2);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');

    await user.type(password, 'abc');
    await user.type(confirmation, 'abc');
    await user.click(screen.getByTestId('password-setting-submit'));
    expect(await screen.findByText('Նվազագույնը 6 նիշ')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Նվազագույնը 6 նիշ');

    await user.clear(password);
    await user.type(password, 'abcdef');
    await user.clear(confirmation);
    await user.type(confirmation, 'abcdeg');
    await user.click(screen.getByTestId('password-setting-submit'));
    expect(await screen.findByText('Գաղտնաբառերը չեն համընկնում')).toBeInTheDocument();
    expect(confirmation).toHaveAccessibleDescription('Գաղտնաբառերը չեն համընկնում');

    await i18n.changeLanguage('en');
    expect(await screen.findByText('password mismatch')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves the password with the link and shows the success message', async () => {
    const { calls } = stubFetch({
      ...VALID_LINK,
      [routeOf(ACCOUNT_ENDPOINTS.setPassword)]: () => jsonResponse(200, { success: true }),
    });
    const { user } = renderPage();
    await user.type(await screen.findByTestId('password-setting-password'), 'new-secret');
    await user.type(screen.getByTestId('password-setting-confirm'), 'new-secret');
    await user.click(screen.getByTestId('password-setting-submit'));
    expect(await screen.findByTestId('password-setting-done')).toHaveTextContent(
      'Ձեր գաղտնաբառը սահմանված է։ Այժմ կարող եք մուտք գործել։',
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ user_id: 5, token: 'secret-token', password: 'new-secret', c_password: 'new-secret' });
    expect(screen.getByTestId('password-setting-done-login')).toHaveAttribute('href', '/');
  });

  it("puts the server's field errors under the inputs and its message in an alert", async () => {
    let answer = 0;
    stubFetch({
      ...VALID_LINK,
      [routeOf(ACCOUNT_ENDPOINTS.setPassword)]: () => {
        answer += 1;
        return answer === 1
          ? jsonResponse(400, {
              message: 'Ստուգեք լրացված դաշտերը',
              code: 'VALIDATION_FAILED',
              errors: { password: 'Գաղտնաբառը չափազանց պարզ է' },
            })
          : jsonResponse(410, { message: NOT_AVAILABLE_HY, code: 'LINK_NOT_AVAILABLE' });
      },
    });
    const { user } = renderPage();
    const password = await screen.findByTestId('password-setting-password');
    await user.type(password, 'qwerty');
    await user.type(screen.getByTestId('password-setting-confirm'), 'qwerty');
    await user.click(screen.getByTestId('password-setting-submit'));
    expect(await screen.findByText('Գաղտնաբառը չափազանց պարզ է')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('password-setting-error')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('password-setting-submit'));
    await waitFor(() => {
      expect(screen.getByTestId('password-setting-error')).toHaveTextContent(NOT_AVAILABLE_HY);
    });
    expect(screen.queryByTestId('password-setting-done')).not.toBeInTheDocument();
  });
});
