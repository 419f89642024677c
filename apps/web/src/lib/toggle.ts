/** The list with `value` taken out if it is in it, else added at the end (a checkbox of a multiple choice). */
export function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}
