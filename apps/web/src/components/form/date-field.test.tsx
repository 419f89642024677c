import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ZIsoDate } from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorMap } from '../../lib/field-errors';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { DateField, type TDateFieldKind } from './date-field';
import { DateTimeField } from './date-time-field';
import { FormDateField } from './form-date-field';

/** A form whose one field is a required date: submitting it empty shows the message and moves the focus there. */
function RequiredDateForm() {
  const { control, handleSubmit } = useForm<{ day: string }>({
    defaultValues: { day: '' },
    resolver: zodResolver(z.object({ day: ZIsoDate }), { error: fieldErrorMap }),
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <FormDateField control={control} name="day" label="Day" testId="day" />
      <button type="submit">Save</button>
    </form>
  );
}

function Harness({ initial = '', kind }: { initial?: string; kind?: TDateFieldKind }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {kind === undefined || kind === 'date' ? (
        <DateField label="When" value={value} onChange={setValue} testId="when" />
      ) : (
        <DateTimeField kind={kind} label="When" value={value} onChange={setValue} testId="when" />
      )}
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2030-02-03')}>
        elsewhere
      </button>
    </>
  );
}

/** What the field shows: the text of its sections ("24.11.2026"). */
const shown = () => document.querySelector('.MuiPickersSectionList-root')?.textContent;
const formValue = () => screen.getByTestId('value').textContent;

async function typeInto(user: UserEvent, keys: string) {
  await user.click(document.querySelector<HTMLElement>('[role="spinbutton"]')!);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(keys);
}

describe('DateField', { timeout: 20_000 }, () => {
  it('is typed from the keyboard as dd.mm.yyyy and hands the form yyyy-mm-dd', async () => {
    await i18n.changeLanguage('hy');
    const { user } = renderWithProviders(<Harness />);
    expect(shown()).toBe('ՕՕ.ԱԱ.ՏՏՏՏ');
    await typeInto(user, '2411');
    // Half a date: the form holds nothing yet, the field keeps what was typed.
    expect(formValue()).toBe('');
    expect(shown()).toBe('24.11.ՏՏՏՏ');
    // A year typed half-way ("202") is not a date of year 202 yet.
    await user.keyboard('202');
    expect(formValue()).toBe('');
    await user.keyboard('6');
    expect(formValue()).toBe('2026-11-24');
    expect(shown()).toBe('24.11.2026');
    expect(screen.getByTestId('when')).toHaveValue('24.11.2026');
  });

  it('shows a value set from outside, and takes a whole date pasted into its input', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderWithProviders(<Harness initial="2026-11-24" />);
    expect(shown()).toBe('24.11.2026');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(shown()).toBe('03.02.2030');
    fireEvent.change(screen.getByTestId('when'), { target: { value: '05.01.2027' } });
    expect(formValue()).toBe('2027-01-05');
  });

  it('opens a calendar with the app’s own month and weekday names, Monday first', async () => {
    await i18n.changeLanguage('hy');
    const { user } = renderWithProviders(<Harness initial="2026-11-24" />);
    await user.click(screen.getByRole('button', { name: /Ընտրել ամսաթիվը/ }));
    const dialog = await screen.findByRole('dialog');
    // The month alone, not declined ("նոյեմբերի" is what dayjs's own Armenian would say).
    expect(within(dialog).getByText('նոյեմբեր 2026')).toBeInTheDocument();
    const weekdays = [...dialog.querySelectorAll('.MuiDayCalendar-weekDayLabel')].map((label) => label.textContent);
    expect(weekdays).toEqual(['երկ', 'երք', 'չրք', 'հնգ', 'ուր', 'շբթ', 'կիր']);
    expect(within(dialog).getByRole('button', { name: 'Նախորդ ամիս' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('gridcell', { name: '28' }));
    expect(formValue()).toBe('2026-11-28');
  });

  it('speaks Russian: the month in the nominative above the calendar, Russian placeholders', async () => {
    await i18n.changeLanguage('ru');
    const { user } = renderWithProviders(<Harness />);
    expect(shown()).toBe('ДД.ММ.ГГГГ');
    await typeInto(user, '01052026');
    await user.click(screen.getByRole('button', { name: /Выбрать дату/ }));
    expect(within(await screen.findByRole('dialog')).getByText('май 2026')).toBeInTheDocument();
  });

  it('shows the form’s message under it and takes the focus when it is the first mistake', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderWithProviders(<RequiredDateForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.querySelector('[role="spinbutton"]'));
  });

  it('holds a date and time as yyyy-mm-ddThh:mm, and a time as hh:mm, on a 24-hour clock', async () => {
    await i18n.changeLanguage('en');
    const { user, unmount } = renderWithProviders(<Harness kind="dateTime" />);
    await typeInto(user, '241120261405');
    expect(formValue()).toBe('2026-11-24T14:05');
    expect(shown()).toBe('24.11.2026 14:05');
    unmount();
    renderWithProviders(<Harness kind="time" initial="09:30" />);
    expect(shown()).toBe('09:30');
    await typeInto(user, '2145');
    expect(formValue()).toBe('21:45');
  });
});
