import { MAIL_ENDPOINTS, USER_ENDPOINTS, type TUserListItem, type TUserListRequest } from '@frs/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stubShellApi } from '../../test/api-stubs';
import { callsOf, jsonResponse, routeOf } from '../../test/fetch-mock';
import { profileFor } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/** Re-renders of the data grid after a page arrives can take a while in jsdom. */
const SLOW = { timeout: 5_000 };

/** 60 agents on the "server"; the stub answers a page of them the way the API does. */
const AGENTS: TUserListItem[] = Array.from({ length: 60 }, (_, index) => ({
  userId: 100 + index,
  email: `agent${index}@example.test`,
  role: 'user',
  adminGroups: null,
  status: index % 7 === 0 ? 'verified' : 'approved',
  companyName: `Agency ${String(index).padStart(2, '0')}`,
  contactNameSurname: `Contact ${index}`,
  phone: '+374 10 000000',
  mobilePhone: null,
  country: 'Armenia',
  city: 'Yerevan',
  balance: index * 10_000,
  creditLimit: 0,
  createdAt: '2026-01-15T08:00:00.000Z',
}));

function answerPage(body: unknown) {
  const request = body as TUserListRequest;
  const page = request.page ?? 0;
  const size = request.pageSize ?? 25;
  const rows = request.status ? AGENTS.filter((agent) => agent.status === request.status) : AGENTS;
  return jsonResponse(200, {
    result: rows.slice(page * size, page * size + size),
    count: rows.length,
    countCapped: false,
  });
}

function renderAgents(mail = { configured: true, transport: 'smtp-settings' }, route = '/agents') {
  const stub = stubShellApi(profileFor('Admin'), {
    [routeOf(USER_ENDPOINTS.list)]: (call) => answerPage(call.body),
    [routeOf(USER_ENDPOINTS.export)]: () =>
      new Response(new Blob(['x']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="a.xlsx"' },
      }),
    [routeOf(MAIL_ENDPOINTS.status)]: () => jsonResponse(200, mail),
  });
  const rendered = renderApp(route, { loggedIn: true });
  const listCalls = () => callsOf(stub.calls, USER_ENDPOINTS.list);
  const exportCalls = () => callsOf(stub.calls, USER_ENDPOINTS.export);
  return { ...rendered, listCalls, exportCalls };
}

// The page is a lazily loaded chunk: the first render in jsdom takes a few seconds.
describe('AgentsPage', { timeout: 20_000 }, () => {
  it('asks the server for one page at a time and shows its rows and the total', async () => {
    await i18n.changeLanguage('en');
    const { user, listCalls } = renderAgents();
    const grid = await screen.findByTestId('agents-grid', {}, { timeout: 10_000 });
    expect(await within(grid).findByText('Agency 00', {}, SLOW)).toBeInTheDocument();
    expect(within(grid).getByText('Agency 24')).toBeInTheDocument();
    expect(within(grid).queryByText('Agency 25')).not.toBeInTheDocument();
    expect(within(grid).getByText(/1–25 of 60/)).toBeInTheDocument();
    expect(listCalls()[0]?.body).toEqual({ page: 0, pageSize: 25, sortOrder: 'asc' });

    await user.click(within(grid).getByRole('button', { name: /next page/i }));
    expect(await within(grid).findByText('Agency 25', {}, SLOW)).toBeInTheDocument();
    expect(within(grid).queryByText('Agency 00')).not.toBeInTheDocument();
    expect(within(grid).getByText(/26–50 of 60/)).toBeInTheDocument();
    expect(listCalls().at(-1)?.body).toEqual({ page: 1, pageSize: 25, sortOrder: 'asc' });

    await user.click(within(grid).getByRole('button', { name: /next page/i }));
    expect(await within(grid).findByText('Agency 59', {}, SLOW)).toBeInTheDocument();
    expect(within(grid).getByText(/51–60 of 60/)).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /next page/i })).toBeDisabled();
  });

  it('sorts on the server from the column header, starting again from the first page', async () => {
    await i18n.changeLanguage('en');
    const { user, listCalls } = renderAgents();
    const grid = await screen.findByTestId('agents-grid', {}, { timeout: 10_000 });
    await within(grid).findByText('Agency 00', {}, SLOW);
    await user.click(within(grid).getByRole('button', { name: /next page/i }));
    await within(grid).findByText('Agency 25', {}, SLOW);
    const balance = within(grid).getByRole('columnheader', { name: /Balance/ });
    await user.click(within(balance).getByRole('button', { name: /Balance/ }));
    expect(balance).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => {
      expect(listCalls().at(-1)?.body).toEqual({ page: 0, pageSize: 25, sortOrder: 'asc', sortField: 'balance' });
    });
  });

  it('filters by status on the server and links each row to the agent', async () => {
    await i18n.changeLanguage('en');
    const { user, listCalls } = renderAgents();
    const grid = await screen.findByTestId('agents-grid', {}, { timeout: 10_000 });
    await within(grid).findByText('Agency 00', {}, SLOW);
    await user.click(within(screen.getByTestId('agents-filter-status')).getByRole('combobox'));
    await user.click(await screen.findByTestId('agents-filter-status-verified'));
    await waitFor(() => {
      expect(listCalls().at(-1)?.body).toEqual({ page: 0, pageSize: 25, sortOrder: 'asc', status: 'verified' });
    });
    expect(await within(grid).findByText(/1–9 of 9/, {}, SLOW)).toBeInTheDocument();
    expect(within(grid).getByTestId('agent-link-107')).toHaveAttribute('href', '/agents/107');
  });

  it('reads its filters, sort and page from the URL, and exports exactly that list as XLSX', async () => {
    await i18n.changeLanguage('en');
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    const { user, listCalls, exportCalls } = renderAgents(undefined, '/agents?status=approved&sort=-balance&page=2');
    const grid = await screen.findByTestId('agents-grid', {}, { timeout: 10_000 });
    await within(grid).findByText(/26–50 of/, {}, SLOW);
    expect(listCalls()[0]?.body).toEqual({
      page: 1,
      pageSize: 25,
      sortOrder: 'desc',
      sortField: 'balance',
      status: 'approved',
    });
    await user.click(screen.getByTestId('agents-export'));
    await user.click(await screen.findByTestId('agents-export-xlsx'));
    await waitFor(() => {
      expect(exportCalls().at(-1)?.body).toEqual({
        sortOrder: 'desc',
        sortField: 'balance',
        status: 'approved',
        format: 'xlsx',
      });
    });
  });

  it('warns admins when mail is not configured', async () => {
    renderAgents({ configured: false, transport: 'file' });
    expect(await screen.findByTestId('mail-not-configured')).toHaveTextContent(
      'Էլ. փոստը կարգավորված չէ․ նամակները գրվում են սերվերի ֆայլերում',
    );
  });
});
