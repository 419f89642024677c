import { addDays, todayIsoDate } from '@frs/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PriceCalendar } from './price-calendar';

describe('PriceCalendar', () => {
  it('offers no day before today: the days around a departure tomorrow start today', async () => {
    const today = todayIsoDate();
    const departure = addDays(today, 1);
    const days = [-3, -2, -1, 0, 1, 2, 3].map((shift) => ({
      date: addDays(departure, shift),
      lowestPayable: shift === 2 ? null : 100_000 + shift * 1_000,
    }));
    const onChoose = vi.fn();
    const { user } = renderWithProviders(<PriceCalendar days={days} selected={departure} onChoose={onChoose} />);
    for (const shift of [-3, -2]) {
      expect(screen.queryByTestId(`calendar-day-${addDays(departure, shift)}`)).not.toBeInTheDocument();
    }
    expect(screen.getByTestId(`calendar-day-${today}`)).toBeEnabled();
    expect(screen.getByTestId(`calendar-day-${departure}`)).toHaveAttribute('aria-current', 'date');
    // A day with nothing to sell stays, but cannot be chosen.
    expect(screen.getByTestId(`calendar-day-${addDays(departure, 2)}`)).toBeDisabled();
    await user.click(screen.getByTestId(`calendar-day-${today}`));
    expect(onChoose).toHaveBeenCalledWith(today);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
