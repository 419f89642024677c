import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-mock';
import { AppProviders } from '../providers/app-providers';
import { PUBLIC_PAGE_LOADERS } from './page-loaders';

/**
 * The public pages run without the logged-in app's query client (the entry has none: lib/query-provider.tsx), which
 * renderWithProviders always gives. A page whose form calls useMutation or useQuery must bring its own, or it throws.
 */
describe('public pages without the logged-in query client', () => {
  it.each(Object.entries(PUBLIC_PAGE_LOADERS))('%s renders its form', async (key, load) => {
    stubFetch({});
    const { default: Page } = await load();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[`/${key}?email=a%40b.test&token=t&userId=1`]}>
          <Page />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
