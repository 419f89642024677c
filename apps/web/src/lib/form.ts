import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for an MUI TextField: its `ref` belongs on the input element, not the wrapper. */
export function textFieldRegistration<TName extends string>(registration: UseFormRegisterReturn<TName>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
