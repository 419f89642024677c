import { CURRENCY_ENDPOINTS, SETTINGS_ENDPOINTS } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_SETTINGS } from '../../lib/company-settings';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor, rateRowForToday } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('top bar', () => {
  it("shows an agent's balance and today's rates linking to /currency", async () => {
    const { calls } = stubShellApi(profileFor('user'));
    renderApp('/search', { loggedIn: true });
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('1,234,567.89 ֏');
    const usd = await screen.findByTestId('header-rate-usd');
    await waitFor(() => expect(usd).toHaveTextContent('USD 389.98'));
    expect(screen.getByTestId('header-rate-eur')).toHaveTextContent('EUR 421.50');
    expect(usd).toHaveAttribute('href', '/currency');
    const ratesCall = callsOf(calls, CURRENCY_ENDPOINTS.rateByRange)[0];
    const body = ratesCall?.body as { startDate: string; endDate: string };
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.endDate).toBe(body.startDate);
  });

  it('hides the balance for a role without one, and shows a dash for a missing rate', async () => {
    stubShellApi(profileFor('Viewer'), {
      [routeOf(CURRENCY_ENDPOINTS.rateByRange)]: () => jsonResponse(200, [rateRowForToday(null, 420)]),
    });
    renderApp('/search', { loggedIn: true });
    await waitFor(() => expect(screen.getByTestId('header-rate-eur')).toHaveTextContent('EUR 420.00'));
    expect(screen.getByTestId('header-rate-usd')).toHaveTextContent('USD —');
    expect(screen.queryByTestId('header-balance')).not.toBeInTheDocument();
  });

  it('marks the rates as stale while the rate provider cannot be reached', async () => {
    stubShellApi(profileFor('user'), {
      [routeOf(CURRENCY_ENDPOINTS.rateByRange)]: () => jsonResponse(200, [rateRowForToday(389.9, 421.5, true)]),
    });
    renderApp('/search', { loggedIn: true });
    const mark = await screen.findByTestId('header-rates-stale');
    expect(mark).toHaveAccessibleName('Փոխարժեքները չհաջողվեց թարմացնել․ ցուցադրվում են վերջին հայտնի փոխարժեքները');
    expect(screen.getByTestId('header-rate-usd')).toHaveTextContent('USD 389.90');
  });

  it('shows no stale mark on fresh rates', async () => {
    stubShellApi(profileFor('user'));
    renderApp('/search', { loggedIn: true });
    await waitFor(() => expect(screen.getByTestId('header-rate-usd')).toHaveTextContent('USD 389.98'));
    expect(screen.queryByTestId('header-rates-stale')).not.toBeInTheDocument();
  });

  it('hides Settings in the user menu of an agent', async () => {
    stubShellApi(profileFor('user'));
    const { user } = renderApp('/search', { loggedIn: true });
    await user.click(await screen.findByTestId('user-menu-button'));
    expect(await screen.findByTestId('menu-profile')).toHaveAttribute('href', '/profile');
    expect(screen.getByTestId('menu-logout')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-settings')).not.toBeInTheDocument();
  });

  it('offers Settings to the staff', async () => {
    stubShellApi(profileFor('Tickets'));
    const { user } = renderApp('/search', { loggedIn: true });
    await user.click(await screen.findByTestId('user-menu-button'));
    await user.click(await screen.findByTestId('menu-settings'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Կարգավորումներ');
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('switches the language, remembers it and updates <html lang>', async () => {
    stubShellApi(profileFor('Admin'));
    const { user } = renderApp('/search', { loggedIn: true });
    await user.click(await screen.findByTestId('language-switch'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('language-hy')).toHaveTextContent('Հայերեն');
    expect(within(menu).getByTestId('language-ru')).toHaveTextContent('Русский');
    await user.click(within(menu).getByTestId('language-en'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Search');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(screen.getByTestId('nav-flights')).toHaveTextContent('Flights');
  });
});

describe('navigation drawer', () => {
  it("lists an agent's navigation routes and marks the current one", async () => {
    stubShellApi(profileFor('user'));
    renderApp('/history', { loggedIn: true });
    const nav = await screen.findByTestId('nav-drawer');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-testid'))).toEqual([
      'nav-search',
      'nav-reservations',
      'nav-history',
      'nav-developers',
    ]);
    expect(screen.getByTestId('nav-history')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('nav-search')).not.toHaveAttribute('aria-current');
    expect(screen.queryByTestId('drawer-toggle')).not.toBeInTheDocument();
  });

  it("lists the Reports group's routes", async () => {
    stubShellApi(profileFor('Reports'));
    renderApp('/search', { loggedIn: true });
    const nav = await screen.findByTestId('nav-drawer');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-testid')),
    ).toEqual(['nav-search', 'nav-flightReports']);
  });

  it('is a temporary drawer on a phone, closed after navigating', async () => {
    window.innerWidth = 375;
    stubShellApi(profileFor('Super Admin'));
    const { user } = renderApp('/search', { loggedIn: true });
    const toggle = await screen.findByTestId('drawer-toggle');
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
    expect(screen.getByTestId('header-balance')).toBeInTheDocument();
    await user.click(toggle);
    await user.click(await screen.findByTestId('nav-agents'));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Գործակալներ');
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument());
  });
});

describe('footer', () => {
  it('shows the company contacts in the interface language, social links, name and version', async () => {
    stubShellApi(profileFor('user'));
    const { user } = renderApp('/search', { loggedIn: true });
    const phone = await screen.findByTestId('footer-phone');
    expect(phone).toHaveAttribute('href', 'tel:+37411223344');
    expect(phone).toHaveTextContent('+374 11 223344');
    expect(screen.getByTestId('footer-email')).toHaveAttribute('href', 'mailto:office@demo.test');
    expect(screen.getByTestId('footer-address')).toHaveTextContent('Աբովյան 1, Երևան');
    const footer = screen.getByTestId('footer');
    expect(footer).toHaveTextContent('Flights Reservation System');
    expect(footer).toHaveTextContent('տարբերակ 1.0.15');
    const facebook = screen.getByTestId('footer-social-facebook');
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/demo');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook).toHaveAccessibleName(/Facebook/);
    expect(screen.getByTestId('footer-social-telegram')).toBeInTheDocument();
    expect(screen.queryByTestId('footer-social-instagram')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('language-switch'));
    await user.click(await screen.findByTestId('language-ru'));
    // No Russian address: the English one.
    await waitFor(() => expect(screen.getByTestId('footer-address')).toHaveTextContent('1 Abovyan St, Yerevan'));
    expect(footer).toHaveTextContent('версия 1.0.15');
  });

  it('falls back to the default contacts when the settings cannot be loaded', async () => {
    stubShellApi(profileFor('user'), {
      [routeOf(SETTINGS_ENDPOINTS.company)]: () => jsonResponse(500, { message: 'Տեղի է ունեցել սխալ' }),
    });
    renderApp('/search', { loggedIn: true });
    expect(await screen.findByTestId('footer-phone')).toHaveTextContent(DEFAULT_COMPANY_SETTINGS.compTelephone);
    expect(screen.getByTestId('footer-email')).toHaveTextContent(DEFAULT_COMPANY_SETTINGS.compEmail);
    expect(screen.getByTestId('footer-address')).toHaveTextContent(DEFAULT_COMPANY_SETTINGS.compAddressArm);
  });
});

describe('landmarks', () => {
  it('has one banner, navigation, main and contentinfo', async () => {
    stubShellApi(profileFor('Admin'));
    renderApp('/search', { loggedIn: true });
    await screen.findByTestId('footer-phone');
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Հիմնական նավարկում' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Օգտատիրոջ ընտրացանկ' })).toBeInTheDocument();
  });
});
