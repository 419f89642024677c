import Dialog from '@mui/material/Dialog';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { registeredShortcuts } from './shortcut-registry';
import { useRegisteredShortcuts, useShortcut } from './use-shortcut';

function Screen({
  onTicket,
  onHold,
  ticketAllowed = true,
  dialog = false,
}: {
  onTicket: () => void;
  onHold?: () => void;
  ticketAllowed?: boolean;
  dialog?: boolean;
}) {
  useShortcut('t', 'Ticket', onTicket, { enabled: ticketAllowed });
  useShortcut('Enter', 'Hold', onHold ?? (() => undefined), { ctrl: true, inTextFields: true });
  const listed = useRegisteredShortcuts();
  return (
    <>
      <label>
        Name <input />
      </label>
      <label>
        Notes <textarea />
      </label>
      <label>
        Kind
        <select>
          <option>a</option>
        </select>
      </label>
      <div contentEditable data-testid="editable" />
      <button type="button">Other</button>
      <output data-testid="listed">{listed.map((shortcut) => shortcut.label).join(',')}</output>
      {dialog && (
        <Dialog open>
          <button type="button">In the dialog</button>
        </Dialog>
      )}
    </>
  );
}

function Toggle({ onTicket }: { onTicket: () => void }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Hide
      </button>
      {shown && <Screen onTicket={onTicket} />}
    </>
  );
}

describe('useShortcut (the shortcut registry)', () => {
  it('runs the handler for its key (either case) outside a text field', async () => {
    const user = userEvent.setup();
    const onTicket = vi.fn();
    render(<Screen onTicket={onTicket} />);
    await user.keyboard('t');
    await user.keyboard('T');
    expect(onTicket).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await user.keyboard('t');
    expect(onTicket).toHaveBeenCalledTimes(3);
  });

  it('ignores keys typed in an input, a textarea, a select or an editable element', async () => {
    const user = userEvent.setup();
    const onTicket = vi.fn();
    render(<Screen onTicket={onTicket} />);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('t');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('t');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('t');
    screen.getByRole('combobox', { name: 'Kind' }).focus();
    await user.keyboard('t');
    screen.getByTestId('editable').focus();
    await user.keyboard('t');
    expect(onTicket).not.toHaveBeenCalled();
  });

  it('ignores keys held with Ctrl, Alt or Meta unless the shortcut asks for Ctrl, which works in a text field', async () => {
    const user = userEvent.setup();
    const onTicket = vi.fn();
    const onHold = vi.fn();
    render(<Screen onTicket={onTicket} onHold={onHold} />);
    await user.keyboard('{Control>}t{/Control}{Alt>}t{/Alt}{Meta>}t{/Meta}');
    expect(onTicket).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onHold).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onHold).toHaveBeenCalledTimes(1);
  });

  it('does nothing while a modal dialog is open', async () => {
    const user = userEvent.setup();
    const onTicket = vi.fn();
    render(<Screen onTicket={onTicket} dialog />);
    await user.keyboard('t');
    expect(onTicket).not.toHaveBeenCalled();
  });

  it('registers only while enabled and mounted, and lists what is registered', async () => {
    const user = userEvent.setup();
    const onTicket = vi.fn();
    const { rerender } = render(<Screen onTicket={onTicket} ticketAllowed={false} />);
    expect(screen.getByTestId('listed')).toHaveTextContent('Hold');
    expect(screen.getByTestId('listed')).not.toHaveTextContent('Ticket');
    await user.keyboard('t');
    expect(onTicket).not.toHaveBeenCalled();
    rerender(<Screen onTicket={onTicket} />);
    expect(screen.getByTestId('listed')).toHaveTextContent('Hold,Ticket');
    rerender(<Toggle onTicket={onTicket} />);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(registeredShortcuts()).toEqual([]);
    await user.keyboard('t');
    expect(onTicket).not.toHaveBeenCalled();
  });
});
