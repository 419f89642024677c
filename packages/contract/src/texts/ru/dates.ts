/** Month and weekday names (Sunday first, as `getUTCDay` counts), for the one date formatter (date-format.ts). */
export const datesRu = {
  /** The month on its own ("ноябрь"). */
  months: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
  /** The month after a day ("28 ноября"): Armenian and Russian decline it. */
  monthsAfterDay: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  /** Short, after a day ("28 нояб."). */
  shortMonths: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  weekdays: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  shortWeekdays: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
  longDate: '{{day}} {{month}} {{year}} г.',
};
