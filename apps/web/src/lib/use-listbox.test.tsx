import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useListbox } from './use-listbox';

const OFFERS = ['Cheap', 'Middle', 'Dear'];

function Offers({
  onChoose,
  onHorizontal,
}: {
  onChoose: (offer: string) => void;
  onHorizontal?: (step: -1 | 1) => void;
}) {
  const listbox = useListbox({ items: OFFERS, keyOf: (offer) => offer, onChoose, onHorizontal });
  return (
    <>
      <button type="button">Before</button>
      <div {...listbox.containerProps}>
        <div {...listbox.listboxProps} aria-label="Offers" />
        {OFFERS.map((offer, index) => (
          <div key={offer} role="group" aria-label={`Group ${offer}`}>
            <div {...listbox.optionProps(offer, index)}>{offer}</div>
            <button type="button" tabIndex={index === listbox.activeIndex ? 0 : -1} onClick={() => onChoose(offer)}>
              Choose {offer}
            </button>
          </div>
        ))}
      </div>
      <button type="button">After</button>
    </>
  );
}

describe('useListbox (the results list box)', () => {
  it('Tab lands on the first option; ↑/↓, Home and End move the focus and aria-selected', async () => {
    const user = userEvent.setup();
    render(<Offers onChoose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('option', { name: 'Cheap' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Cheap' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Middle' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Middle' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Cheap' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{End}');
    expect(screen.getByRole('option', { name: 'Dear' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dear' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'Cheap' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Cheap' })).toHaveFocus();
  });

  it('keeps one Tab stop in the list: the active option, then its own buttons', async () => {
    const user = userEvent.setup();
    render(<Offers onChoose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose Middle' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('option', { name: 'Middle' })).toHaveFocus();
    expect(screen.getAllByRole('option').filter((option) => option.tabIndex === 0)).toHaveLength(1);
  });

  it('Enter chooses the active option, ←/→ step, and keys in a nested button are the button’s', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onHorizontal = vi.fn();
    render(<Offers onChoose={onChoose} onHorizontal={onHorizontal} />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('Dear');
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(onHorizontal.mock.calls).toEqual([[-1], [1]]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose Dear' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Choose Dear' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(onChoose).toHaveBeenLastCalledWith('Dear');
  });
});
