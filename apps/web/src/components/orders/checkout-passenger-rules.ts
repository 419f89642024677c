import { passengerRuleViolations, ZIsoDate, type TPassengerType } from '@frs/contract';
import type { FieldError } from 'react-hook-form';

/**
 * The server's passenger rules (`passengerRuleViolations`) on the dates a checkout form holds as typed: a date still
 * missing or malformed breaks none of its rules (the schema already says what is wrong with it). The flight and
 * package checkouts both run them in their resolvers, so that the messages appear live and read as the server's.
 */
export function typedPassengerRuleViolations(
  person: { type: TPassengerType; dateOfBirth: string; passportExpiry: string },
  trip: Parameters<typeof passengerRuleViolations>[1],
  today: string,
) {
  const dateOrNull = (value: string) => (ZIsoDate.safeParse(value).success ? value : null);
  return passengerRuleViolations(
    {
      type: person.type,
      dateOfBirth: dateOrNull(person.dateOfBirth),
      passportExpiry: dateOrNull(person.passportExpiry),
    },
    trip,
    today,
  );
}

/**
 * Puts `error` at `path` of a resolver's `errors` unless something is there already (the schema's own message comes
 * first), creating the arrays and objects on the way as react-hook-form nests them.
 */
export function addFieldError(errors: object, path: readonly (string | number)[], error: FieldError): void {
  let node = errors as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key, depth) => {
    node[key] ??= typeof path[depth + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] ??= error;
}
