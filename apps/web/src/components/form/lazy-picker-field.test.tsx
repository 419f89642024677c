import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazy-module';
import { renderWithProviders } from '../../test/render';
import type { TDateFieldKind } from './date-field';
import { useFormDateBinding } from './form-date-field';
import type * as DatePickerModule from './date-picker';
import { LazyPickerField } from './lazy-picker-field';

/** A date picker module whose arrival (or failure) the test decides, with how many times it was asked for. */
function controlledPicker() {
  let settle: { arrive: () => void; fail: () => void } | undefined;
  let requests = 0;
  const picker = lazyModule(() => {
    requests += 1;
    return new Promise<typeof DatePickerModule>((resolve, reject) => {
      settle = { arrive: () => resolve(import('./date-picker')), fail: () => reject(new Error('offline')) };
    });
  });
  const settleWith = async (outcome: 'arrive' | 'fail') => {
    await act(async () => {
      settle?.[outcome]();
      await picker.preload();
    });
  };
  return { picker, arrive: () => settleWith('arrive'), fail: () => settleWith('fail'), requests: () => requests };
}

type TPicker = ReturnType<typeof controlledPicker>['picker'];

function Harness({
  picker,
  initial = '',
  kind = 'date',
}: {
  picker: TPicker;
  initial?: string;
  kind?: TDateFieldKind;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LazyPickerField kind={kind} picker={picker} label="When" value={value} onChange={setValue} testId="when" />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByTestId('when');
const formValue = () => screen.getByTestId('value').textContent;
const pickerShown = () => document.querySelector('.MuiPickersSectionList-root')?.textContent;

describe('LazyPickerField before its picker has loaded', { timeout: 20_000 }, () => {
  it('shows the value as the picker would, with the same label and calendar button', async () => {
    await i18n.changeLanguage('en');
    const { picker } = controlledPicker();
    renderWithProviders(<Harness picker={picker} initial="2026-11-24" />);
    expect(input()).toHaveValue('24.11.2026');
    expect(screen.getByLabelText('When')).toBe(input());
    expect(screen.getByRole('button', { name: /Choose a date/ })).toBeInTheDocument();
    expect(document.querySelector('.MuiPickersSectionList-root')).toBeNull();
  });

  it('hands typed digits to the form, and the picker takes over with the value and the focus', async () => {
    await i18n.changeLanguage('en');
    const { picker, arrive, requests } = controlledPicker();
    const { user } = renderWithProviders(<Harness picker={picker} />);
    await user.click(input());
    expect(requests()).toBe(1);
    await user.keyboard('2411');
    expect(input()).toHaveValue('24.11');
    expect(formValue()).toBe('');
    await user.keyboard('2026');
    expect(input()).toHaveValue('24.11.2026');
    expect(formValue()).toBe('2026-11-24');
    await arrive();
    expect(pickerShown()).toBe('24.11.2026');
    expect(document.activeElement?.getAttribute('role')).toBe('spinbutton');
    expect(document.activeElement?.closest('.MuiPickersSectionList-root')).not.toBeNull();
  });

  it('keeps a half-typed date until it is complete, then lets the picker take over', async () => {
    await i18n.changeLanguage('en');
    const { picker, arrive } = controlledPicker();
    const { user } = renderWithProviders(<Harness picker={picker} />);
    await user.click(input());
    await user.keyboard('24.11');
    await arrive();
    expect(input()).toHaveValue('24.11');
    await user.keyboard('.2026');
    expect(formValue()).toBe('2026-11-24');
    expect(pickerShown()).toBe('24.11.2026');
  });

  it('opens the calendar once the picker has arrived when its button was pressed', async () => {
    await i18n.changeLanguage('en');
    const { picker, arrive } = controlledPicker();
    const { user } = renderWithProviders(<Harness picker={picker} initial="2026-11-24" />);
    await user.click(screen.getByRole('button', { name: /Choose a date/ }));
    await arrive();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('gridcell', { name: '28' }));
    expect(formValue()).toBe('2026-11-28');
  });

  it('stays a typed field when the picker does not load, and asks again on the next focus', async () => {
    await i18n.changeLanguage('en');
    const { picker, fail, requests } = controlledPicker();
    const { user } = renderWithProviders(<Harness picker={picker} kind="dateTime" />);
    await user.click(input());
    await fail();
    await user.keyboard('241120261405');
    expect(input()).toHaveValue('24.11.2026 14:05');
    expect(formValue()).toBe('2026-11-24T14:05');
    await user.keyboard('{Backspace}');
    expect(formValue()).toBe('');
    await user.tab();
    await user.click(input());
    expect(requests()).toBe(2);
  });

  it('takes the focus from the form before the picker has loaded', async () => {
    await i18n.changeLanguage('en');
    const { picker } = controlledPicker();
    function Form() {
      const { control, setFocus } = useForm<{ day: string }>({ defaultValues: { day: '' } });
      return (
        <>
          <LazyPickerField
            kind="date"
            picker={picker}
            label="Day"
            testId="when"
            {...useFormDateBinding(control, 'day')}
          />
          <button type="button" onClick={() => setFocus('day')}>
            Point at it
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<Form />);
    await user.click(screen.getByRole('button', { name: 'Point at it' }));
    expect(document.activeElement).toBe(input());
  });
});
