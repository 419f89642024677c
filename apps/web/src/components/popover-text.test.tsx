import { POPOVER_TRUNCATE_LENGTH } from '@frs/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PopoverText, truncateText } from './popover-text';

const LONG = 'Yerevan Zvartnots International Airport';

describe('truncateText', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis', () => {
    expect(POPOVER_TRUNCATE_LENGTH).toBe(20);
    expect(truncateText('12345678901234567890', 20)).toBe('12345678901234567890');
    expect(truncateText('123456789012345678901', 20)).toBe('12345678901234567890…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateText('✈️🛫🛬abc', 2)).toBe('✈️…');
    expect(truncateText('🛫🛬🛫', 2)).toBe('🛫🛬…');
  });
});

describe('PopoverText', () => {
  it('shows short text as it is, without a tooltip', () => {
    render(<PopoverText text="Yerevan" />);
    expect(screen.getByText('Yerevan')).toBeInTheDocument();
    expect(screen.queryByTestId('popover-text')).not.toBeInTheDocument();
  });

  it('truncates at 20 characters by default and shows the full text on hover', async () => {
    const user = userEvent.setup();
    render(<PopoverText text={LONG} />);
    const shown = screen.getByTestId('popover-text');
    expect(shown).toHaveTextContent(/^Yerevan Zvartnots In…$/);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(shown);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
  });

  it('shows the full text on keyboard focus and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(<PopoverText text={LONG} maxLength={7} />);
    expect(screen.getByTestId('popover-text')).toHaveTextContent(/^Yerevan…$/);
    await user.tab();
    expect(screen.getByTestId('popover-text')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });
});
