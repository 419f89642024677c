import { AUTH_ENDPOINTS } from '@frs/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, routeOf, stubFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import LoginPage from './login-page';

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/search" element={<p>search screen</p>} />
    </Routes>,
    { route: '/' },
  );
}

const LOGIN_RESPONSE = { token: 'new-token', userId: 9, role: 'user', adminGroups: '...' };

describe('LoginPage', () => {
  it('shows the server message of a 401 and stays on the page', async () => {
    const { calls } = stubFetch({
      [routeOf(AUTH_ENDPOINTS.login)]: () =>
        jsonResponse(401, { message: 'Էլ. փոստը կամ գաղտնաբառը սխալ է', code: 'INVALID_CREDENTIALS' }),
    });
    const { user } = renderLogin();
    await user.type(screen.getByTestId('login-email'), 'agent@demo.test');
    await user.type(screen.getByTestId('login-password'), 'wrong-password');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('login-error')).toHaveTextContent('Էլ. փոստը կամ գաղտնաբառը սխալ է');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ email: 'agent@demo.test', password: 'wrong-password' });
    expect(calls[0]?.headers.get('Accept-Language')).toBe('hy');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each([
    [403, 'Ձեր հաշիվն արգելափակված է։ Այն ապաարգելափակելու համար դիմեք գործակալությանը'],
    [429, 'Չափազանց շատ անհաջող փորձեր։ Փորձեք 15 րոպե անց'],
  ])('shows the server message of a %i', async (status, message) => {
    stubFetch({ [routeOf(AUTH_ENDPOINTS.login)]: () => jsonResponse(status, { message }) });
    const { user } = renderLogin();
    await user.type(screen.getByTestId('login-email'), 'agent@demo.test');
    await user.type(screen.getByTestId('login-password'), 'demo1234');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(message);
  });

  it('sends an address not confirmed yet (said only after the right password) to type its code', async () => {
    stubFetch({
      [routeOf(AUTH_ENDPOINTS.login)]: () =>
        jsonResponse(403, {
          message: 'Ձեր էլ. փոստը դեռ հաստատված չէ։ Մուտքագրեք գրանցման նամակի կոդը հաստատման էջում',
          code: 'ACCOUNT_NOT_VERIFIED',
        }),
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="/verification" element={<p>verification screen</p>} />
      </Routes>,
      { route: '/' },
    );
    await user.type(screen.getByTestId('login-email'), ' new.agency@demo.test');
    await user.type(screen.getByTestId('login-password'), 'demo1234');
    await user.click(screen.getByTestId('login-submit'));
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('Ձեր էլ. փոստը դեռ հաստատված չէ');
    const link = within(alert).getByTestId('login-verify');
    expect(link).toHaveTextContent('Մուտքագրել հաստատման կոդը');
    expect(link).toHaveAttribute('href', '/verification?email=new.agency%40demo.test');
    await user.click(link);
    expect(await screen.findByText('verification screen')).toBeInTheDocument();
  });

  it('offers no such link for the other refusals', async () => {
    stubFetch({
      [routeOf(AUTH_ENDPOINTS.login)]: () =>
        jsonResponse(403, { message: 'Ձեր հաշիվն արգելափակված է', code: 'ACCOUNT_BLOCKED' }),
    });
    const { user } = renderLogin();
    await user.type(screen.getByTestId('login-email'), 'agent@demo.test');
    await user.type(screen.getByTestId('login-password'), 'demo1234');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Ձեր հաշիվն արգելափակված է');
    expect(screen.queryByTestId('login-verify')).not.toBeInTheDocument();
  });

  it('validates on the client before calling the server, with translated messages under the inputs', async () => {
    const { calls } = stubFetch({});
    const { user } = renderLogin();
    await user.click(screen.getByTestId('login-submit'));

    const email = screen.getByTestId('login-email');
    const password = screen.getByTestId('login-password');
    expect(await screen.findAllByText('Դաշտը պարտադիր է')).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Դաշտը պարտադիր է');
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();

    await user.type(email, 'not-an-email');
    await user.type(password, 'x');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Սխալ էլ. փոստի հասցե')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'false');

    // Errors already on screen follow a language switch.
    await i18n.changeLanguage('en');
    expect(await screen.findByText('Invalid e-mail address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("puts a 400's field errors under the inputs", async () => {
    stubFetch({
      [routeOf(AUTH_ENDPOINTS.login)]: () =>
        jsonResponse(400, {
          message: 'Ստուգեք լրացված դաշտերը',
          code: 'VALIDATION_FAILED',
          errors: { email: 'Այս հասցեն արգելափակված է' },
        }),
    });
    const { user } = renderLogin();
    await user.type(screen.getByTestId('login-email'), 'agent@demo.test');
    await user.type(screen.getByTestId('login-password'), 'demo1234');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Այս հասցեն արգելափակված է')).toBeInTheDocument();
    expect(screen.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
  });

  it('logs in with Enter: stores the session and goes to /search', async () => {
    const { calls } = stubFetch({ [routeOf(AUTH_ENDPOINTS.login)]: () => jsonResponse(200, LOGIN_RESPONSE) });
    const { user } = renderLogin();
    await user.type(screen.getByTestId('login-email'), 'agent@demo.test');
    await user.type(screen.getByTestId('login-password'), 'demo1234{Enter}');
    expect(await screen.findByText('search screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(localStorage.getItem('userId')).toBe('9');
    expect(calls).toHaveLength(1);
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const password = screen.getByTestId('login-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Ցույց տալ գաղտնաբառը' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Թաքցնել գաղտնաբառը' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('labels its inputs', () => {
    renderLogin();
    const form = screen.getByTestId('login-submit').closest('form');
    expect(form).not.toBeNull();
    expect(within(form as HTMLFormElement).getByLabelText(/Էլ\. փոստ/)).toBe(screen.getByTestId('login-email'));
    expect(within(form as HTMLFormElement).getByLabelText(/Գաղտնաբառ/)).toBe(screen.getByTestId('login-password'));
  });
});
