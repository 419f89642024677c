import { screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../lib/current-user';
import { i18n } from '../../lib/i18n';
import { profileFor } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SearchTabs } from './search-tabs';

/** The query of the current URL, and the browser's Back. */
function HistoryProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="query">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderTabs(role: 'user' | 'Reports', route: string) {
  return renderWithProviders(
    <CurrentUserContext value={{ role, profile: profileFor(role) }}>
      <SearchTabs
        tabs={[
          {
            value: 'flights',
            label: 'searchTabs.flights',
            icon: <span />,
            permission: 'search.flights',
            content: <p data-testid="flights-content">flights</p>,
          },
          {
            value: 'hotels',
            label: 'searchTabs.hotels',
            icon: <span />,
            permission: 'search.hotels',
            content: <p data-testid="hotels-content">hotels</p>,
          },
        ]}
      />
      <HistoryProbe />
    </CurrentUserContext>,
    { route },
  );
}

describe('SearchTabs', () => {
  it('keeps the chosen tab in the URL, so that Back returns to the tab before', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderTabs('user', '/search');
    expect(screen.getByTestId('flights-content')).toBeInTheDocument();
    expect(screen.getByTestId('query')).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('tab', { name: 'Hotels' }));
    expect(screen.getByTestId('query')).toHaveTextContent('?tab=hotels');
    expect(screen.getByTestId('hotels-content')).toBeInTheDocument();
    expect(screen.queryByTestId('flights-content')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'search-panel-hotels');
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-controls', 'search-panel-hotels');

    await user.click(screen.getByRole('tab', { name: 'Flights' }));
    expect(screen.getByTestId('query')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('flights-content')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('hotels-content')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('flights-content')).toBeInTheDocument());
  });

  it('shows Reports, who may not search hotels, the flight search alone, whatever the URL says', async () => {
    renderTabs('Reports', '/search?tab=hotels');
    expect(screen.getByTestId('flights-content')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByTestId('hotels-content')).not.toBeInTheDocument();
  });
});
