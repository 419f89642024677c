import { PASSENGER_ENDPOINTS, USER_ENDPOINTS, type TDirectoryPassenger } from '@frs/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { setDateField } from '../../test/date-input';
import { renderApp } from '../../test/render';

const TRAVELLERS: TDirectoryPassenger[] = [
  {
    id: 5,
    agentId: null,
    type: 'adult',
    firstName: 'Aram',
    lastName: 'Petrosyan',
    gender: 'male',
    dateOfBirth: '1985-04-12',
    passportNumber: 'AN1234567',
    passportExpiry: '2031-01-01',
    citizenship: 'AM',
  },
  {
    id: 6,
    agentId: 70,
    type: 'child',
    firstName: 'Davit',
    lastName: 'Sargsyan',
    gender: 'male',
    dateOfBirth: '2019-02-03',
    passportNumber: 'AN7654321',
    passportExpiry: '2030-05-05',
    citizenship: 'AM',
  },
];

function renderDirectory(role: 'Admin' | 'Viewer' = 'Admin', route = '/passengers') {
  const stub = stubShellApi(profileFor(role), {
    [routeOf(PASSENGER_ENDPOINTS.list)]: () =>
      jsonResponse(200, { result: TRAVELLERS, count: TRAVELLERS.length, countCapped: false }),
    [routeOf(PASSENGER_ENDPOINTS.create)]: (call) =>
      jsonResponse(200, { id: 9, agentId: null, ...(call.body as object) }),
    [routeOf(PASSENGER_ENDPOINTS.update, { id: 5 })]: (call) =>
      jsonResponse(200, { id: 5, agentId: null, ...(call.body as object) }),
    [routeOf(PASSENGER_ENDPOINTS.remove, { id: 6 })]: () => jsonResponse(200, { success: true }),
    [routeOf(USER_ENDPOINTS.get, { id: 70 })]: () =>
      jsonResponse(200, profileFor('user', { userId: 70, companyName: 'Ararat Tours' })),
    [routeOf(PASSENGER_ENDPOINTS.export)]: () =>
      new Response(new Blob(['x']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="passengers.csv"' },
      }),
  });
  const rendered = renderApp(route, { loggedIn: true });
  const callsTo = (...route: Parameters<typeof routeOf>) => callsOf(stub.calls, ...route);
  return { ...rendered, callsTo };
}

describe('PassengersPage', { timeout: 30_000 }, () => {
  it('lists with query parameters, searches, and names whose traveller it is', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderDirectory();
    const grid = await screen.findByTestId('passengers-grid', {}, { timeout: 10_000 });
    expect(await within(grid).findByText('PETROSYAN Aram', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await within(grid).findByText('Ararat Tours')).toBeInTheDocument();
    expect(within(grid).getByText('Agency')).toBeInTheDocument();
    const first = callsTo(PASSENGER_ENDPOINTS.list)[0];
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ page: '0', pageSize: '25', sortOrder: 'asc' });
    await user.type(screen.getByTestId('passengers-search'), 'AN12');
    await waitFor(() => expect(callsTo(PASSENGER_ENDPOINTS.list).at(-1)?.query.get('search')).toBe('AN12'));
  });

  it('shows the birth and passport dates as dd.mm.yyyy, like every other screen', async () => {
    await i18n.changeLanguage('hy');
    renderDirectory();
    const grid = await screen.findByTestId('passengers-grid', {}, { timeout: 10_000 });
    const row = (await within(grid).findByText('PETROSYAN Aram', {}, { timeout: 5_000 })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('12.04.1985')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('01.01.2031')).toBeInTheDocument();
    expect(within(grid).queryByText('1985-04-12')).not.toBeInTheDocument();
  });

  it('reads its search, agent, sort and page from the URL, and exports exactly that list', async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const { user, callsTo } = renderDirectory('Admin', '/passengers?search=petro&agentId=70&sort=-dateOfBirth&page=2');
    const grid = await screen.findByTestId('passengers-grid', {}, { timeout: 10_000 });
    await within(grid).findByText('PETROSYAN Aram', {}, { timeout: 5_000 });
    expect(Object.fromEntries(callsTo(PASSENGER_ENDPOINTS.list)[0]?.query ?? [])).toEqual({
      page: '1',
      pageSize: '25',
      sortOrder: 'desc',
      sortField: 'dateOfBirth',
      search: 'petro',
      agentId: '70',
    });
    await user.click(screen.getByTestId('passengers-export'));
    await user.click(await screen.findByTestId('passengers-export-xlsx'));
    await waitFor(() => expect(callsTo(PASSENGER_ENDPOINTS.export)).toHaveLength(1));
    expect(Object.fromEntries(callsTo(PASSENGER_ENDPOINTS.export)[0]?.query ?? [])).toEqual({
      sortOrder: 'desc',
      sortField: 'dateOfBirth',
      search: 'petro',
      agentId: '70',
      format: 'xlsx',
    });
  });

  it('creates with the contract rules, edits with a PATCH of the id, deletes by id', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderDirectory();
    await user.click(await screen.findByTestId('passengers-create', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('passenger-dialog');
    await user.click(within(dialog).getByTestId('passenger-dialog-submit'));
    expect((await within(dialog).findAllByText('Field is required')).length).toBeGreaterThan(3);
    await user.type(within(dialog).getByTestId('directory-firstName'), 'Ani');
    fireEvent.change(within(dialog).getByTestId('directory-lastName'), { target: { value: 'Hakobyan' } });
    await user.selectOptions(within(dialog).getByTestId('directory-gender'), 'female');
    setDateField(within(dialog).getByTestId('directory-dateOfBirth'), '1990-01-02');
    fireEvent.change(within(dialog).getByTestId('directory-passportNumber'), { target: { value: 'AB1234567' } });
    setDateField(within(dialog).getByTestId('directory-passportExpiry'), '2032-01-02');
    fireEvent.change(within(dialog).getByTestId('directory-citizenship'), { target: { value: 'am' } });
    await user.click(within(dialog).getByTestId('passenger-dialog-submit'));
    await waitFor(() => expect(screen.queryByTestId('passenger-dialog')).not.toBeInTheDocument());
    expect(callsTo(PASSENGER_ENDPOINTS.create)[0]?.body).toEqual({
      type: 'adult',
      firstName: 'Ani',
      lastName: 'Hakobyan',
      gender: 'female',
      dateOfBirth: '1990-01-02',
      passportNumber: 'AB1234567',
      passportExpiry: '2032-01-02',
      citizenship: 'AM',
    });

    await user.click(screen.getByTestId('passenger-edit-5'));
    const edit = await screen.findByTestId('passenger-dialog');
    const passport = within(edit).getByTestId('directory-passportNumber');
    await user.clear(passport);
    await user.type(passport, 'AN0000001');
    await user.click(within(edit).getByTestId('passenger-dialog-submit'));
    await waitFor(() => expect(callsTo(PASSENGER_ENDPOINTS.update, { id: 5 })).toHaveLength(1));
    expect(callsTo(PASSENGER_ENDPOINTS.update, { id: 5 })[0]?.body).toMatchObject({
      passportNumber: 'AN0000001',
      firstName: 'Aram',
    });

    await user.click(screen.getByTestId('passenger-delete-6'));
    await user.click(
      within(await screen.findByTestId('passenger-delete-dialog')).getByTestId('passenger-delete-dialog-confirm'),
    );
    await waitFor(() => expect(callsTo(PASSENGER_ENDPOINTS.remove, { id: 6 })).toHaveLength(1));
  });

  it('refuses what pre-order refuses, under the inputs: a birth in the future, an expired passport, no country', async () => {
    await i18n.changeLanguage('en');
    const { user, callsTo } = renderDirectory();
    await user.click(await screen.findByTestId('passengers-create', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('passenger-dialog');
    const errorUnder = (testId: string) =>
      within(dialog)
        .getByTestId(testId)
        .closest('.MuiFormControl-root')
        ?.querySelector('.Mui-error.MuiFormHelperText-root')?.textContent;
    await user.type(within(dialog).getByTestId('directory-firstName'), 'Ani');
    fireEvent.change(within(dialog).getByTestId('directory-lastName'), { target: { value: 'Hakobyan' } });
    await user.selectOptions(within(dialog).getByTestId('directory-gender'), 'female');
    setDateField(within(dialog).getByTestId('directory-dateOfBirth'), '2099-01-02');
    fireEvent.change(within(dialog).getByTestId('directory-passportNumber'), { target: { value: 'AB1234567' } });
    setDateField(within(dialog).getByTestId('directory-passportExpiry'), '2000-01-02');
    fireEvent.change(within(dialog).getByTestId('directory-citizenship'), { target: { value: 'zz' } });
    await user.click(within(dialog).getByTestId('passenger-dialog-submit'));
    await waitFor(() => expect(errorUnder('directory-citizenship')).toBe('No country has this code'));
    expect(errorUnder('directory-dateOfBirth')).toBe('The date of birth cannot be in the future');
    expect(errorUnder('directory-passportExpiry')).toBe('The passport has expired');
    expect(callsTo(PASSENGER_ENDPOINTS.create)).toHaveLength(0);
  });

  it('shows the server’s field errors under their inputs', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderDirectory();
    await user.click(await screen.findByTestId('passenger-edit-5', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('passenger-dialog');
    // The server's today may already be the next day: its verdict lands under the input it names.
    stubShellApi(profileFor('Admin'), {
      [routeOf(PASSENGER_ENDPOINTS.update, { id: 5 })]: () =>
        jsonResponse(400, {
          message: 'Check the highlighted fields',
          code: 'VALIDATION_FAILED',
          errors: { passportExpiry: 'The passport has expired' },
        }),
    });
    await user.click(within(dialog).getByTestId('passenger-dialog-submit'));
    const expiry = within(dialog)
      .getByTestId('directory-passportExpiry')
      .closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(expiry).findByText('The passport has expired')).toBeInTheDocument();
  });

  it('is read-only for Viewer', async () => {
    renderDirectory('Viewer');
    const grid = await screen.findByTestId('passengers-grid', {}, { timeout: 10_000 });
    await within(grid).findByText('PETROSYAN Aram', {}, { timeout: 5_000 });
    expect(screen.queryByTestId('passengers-create')).not.toBeInTheDocument();
    expect(screen.queryByTestId('passenger-edit-5')).not.toBeInTheDocument();
  });
});
