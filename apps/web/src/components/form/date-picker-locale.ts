import { dateNames, LANGUAGES, type TLanguage } from '@frs/contract';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';

/**
 * The pickers' language. Their month and weekday names come from the contract's date formatter (`dateNames`), the
 * names every other date of the app is written with, as dayjs locales of our own: dayjs's Armenian locale declines
 * every month ("նոյեմբերի 2026" above a calendar), and nothing here depends on the browser's locale data. Their
 * texts (buttons, labels, placeholders) come from the `datePicker` keys of the catalogues: MUI X has no Armenian.
 */

/** The dayjs locale registered for a language (our own names: dayjs has no Armenian). */
const localeName = (language: TLanguage) => `frs-${language}`;
/** A month after a day in a dayjs format ("D MMMM"), which Armenian and Russian decline. */
const DAY_BEFORE_MONTH = /D[oD]?(\[[^[\]]*\]|\s)+MMMM?/;

function registerLocale(language: TLanguage): void {
  const names = dateNames(language);
  const months = (date: Dayjs, format: string) =>
    (DAY_BEFORE_MONTH.test(format) ? names.monthsAfterDay : names.months)[date.month()];
  dayjs.locale(
    {
      name: localeName(language),
      weekdays: [...names.weekdays],
      weekdaysShort: [...names.shortWeekdays],
      weekdaysMin: [...names.shortWeekdays],
      months,
      monthsShort: [...names.shortMonths],
      // Weeks start on Monday in Armenia and Russia, and in the calendars of this app.
      weekStart: 1,
      ordinal: (day: number) => String(day),
      formats: { LT: 'HH:mm', LTS: 'HH:mm:ss', L: 'DD.MM.YYYY', LL: 'D MMMM YYYY', LLL: 'D MMMM YYYY HH:mm' },
    } as unknown as ILocale,
    undefined,
    true,
  );
}
for (const language of LANGUAGES) registerLocale(language);

/** The dayjs locale of a language, for the pickers' adapter. */
export function pickerAdapterLocale(language: TLanguage): string {
  return localeName(language);
}

/** A weekday above a calendar's column: the short name ("երկ"), since first letters repeat in Armenian. */
export function pickerWeekdayLabel(language: TLanguage): (date: Dayjs) => string {
  const names = dateNames(language);
  return (date) => names.shortWeekdays[date.day()] ?? '';
}

/** The pickers' own texts in the interface language. */
export function pickerLocaleText(t: TFunction): Partial<PickersLocaleText> {
  const views = {
    year: t('datePicker.year'),
    month: t('datePicker.month'),
    day: t('datePicker.day'),
    hours: t('datePicker.hours'),
    minutes: t('datePicker.minutes'),
    seconds: t('datePicker.seconds'),
    meridiem: t('datePicker.meridiem'),
  };
  return {
    previousMonth: t('datePicker.previousMonth'),
    nextMonth: t('datePicker.nextMonth'),
    openPreviousView: t('datePicker.openPreviousView'),
    openNextView: t('datePicker.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (current) =>
      current === 'year' ? t('datePicker.yearViewOpen') : t('datePicker.calendarViewOpen'),
    cancelButtonLabel: t('datePicker.cancel'),
    clearButtonLabel: t('datePicker.clear'),
    okButtonLabel: t('datePicker.ok'),
    todayButtonLabel: t('datePicker.today'),
    nextStepButtonLabel: t('datePicker.next'),
    datePickerToolbarTitle: t('datePicker.dateTitle'),
    dateTimePickerToolbarTitle: t('datePicker.dateTimeTitle'),
    timePickerToolbarTitle: t('datePicker.timeTitle'),
    openDatePickerDialogue: (date) =>
      date ? t('datePicker.chooseDateSelected', { date }) : t('datePicker.chooseDate'),
    openTimePickerDialogue: (time) =>
      time ? t('datePicker.chooseTimeSelected', { time }) : t('datePicker.chooseTime'),
    fieldClearLabel: t('datePicker.clear'),
    dateTableLabel: t('datePicker.pickDate'),
    timeTableLabel: t('datePicker.pickTime'),
    selectViewText: (name) => t('datePicker.selectView', { view: views[name] }),
    clockLabelText: (name, time) =>
      time
        ? t('datePicker.clockTime', { view: views[name], time })
        : t('datePicker.clockNoTime', { view: views[name] }),
    hoursClockNumberText: (hours) => t('datePicker.hoursText', { count: Number(hours) }),
    minutesClockNumberText: (minutes) => t('datePicker.minutesText', { count: Number(minutes) }),
    secondsClockNumberText: (seconds) => t('datePicker.secondsText', { count: Number(seconds) }),
    fieldDayPlaceholder: () => t('datePicker.dayPlaceholder'),
    fieldMonthPlaceholder: () => t('datePicker.monthPlaceholder'),
    fieldYearPlaceholder: ({ digitAmount }) => t('datePicker.yearLetter').repeat(digitAmount),
    fieldHoursPlaceholder: () => t('datePicker.hoursPlaceholder'),
    fieldMinutesPlaceholder: () => t('datePicker.minutesPlaceholder'),
    ...views,
    weekDay: t('datePicker.weekDay'),
    empty: t('datePicker.empty'),
  };
}
