import type { TLoginRequest } from '@frs/contract';

export type TLoginField = keyof TLoginRequest;
/** A field's problem, as the code of its text in the `fieldErrors` catalogue. */
export type TLoginRule = 'required' | 'invalidEmail';
export type TLoginProblems = Partial<Record<TLoginField, TLoginRule>>;

/** What a browser's type="email" accepts, roughly: the server's ZLoginRequest has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The login form's two rules, checked before calling the server: both fields filled, and the e-mail shaped like one.
 * The contract's ZLoginRequest says the same with zod, which the login screen does not load.
 */
export function checkLogin(values: TLoginRequest): TLoginProblems {
  const problems: TLoginProblems = {};
  if (values.email === '') problems.email = 'required';
  else if (!EMAIL_SHAPE.test(values.email)) problems.email = 'invalidEmail';
  if (values.password === '') problems.password = 'required';
  return problems;
}
