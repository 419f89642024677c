/** Month and weekday names (Sunday first, as `getUTCDay` counts), for the one date formatter (date-format.ts). */
export const datesEn = {
  /** The month on its own ("ноябрь"). */
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  /** The month after a day ("28 ноября"): Armenian and Russian decline it. */
  monthsAfterDay: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  /** Short, after a day ("28 нояб."). */
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  longDate: '{{day}} {{month}} {{year}}',
};
