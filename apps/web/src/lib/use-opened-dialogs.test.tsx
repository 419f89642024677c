import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOpenedDialogs } from './use-opened-dialogs';

type TDialog = 'transfer' | 'password';

/** Renders a dialog's slot while useOpenedDialogs keeps it, with a counter that a remount would set back to 0. */
function Screen() {
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const opened = useOpenedDialogs(dialog);
  return (
    <>
      <button type="button" onClick={() => setDialog('transfer')}>
        Open transfer
      </button>
      <button type="button" onClick={() => setDialog(null)}>
        Close
      </button>
      {opened('transfer') && <Slot name="transfer" open={dialog === 'transfer'} />}
      {opened('password') && <Slot name="password" open={dialog === 'password'} />}
    </>
  );
}

function Slot({ name, open }: { name: string; open: boolean }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" data-testid={name} data-open={open} onClick={() => setClicks(clicks + 1)}>
      {clicks}
    </button>
  );
}

describe('useOpenedDialogs', () => {
  it('mounts a dialog on its first opening only, and keeps it and its state after it closes', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(screen.queryByTestId('transfer')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open transfer' }));
    expect(screen.getByTestId('transfer')).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByTestId('transfer'));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('transfer')).toHaveAttribute('data-open', 'false');
    expect(screen.getByTestId('transfer')).toHaveTextContent('1');
    expect(screen.queryByTestId('password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open transfer' }));
    expect(screen.getByTestId('transfer')).toHaveTextContent('1');
  });
});
