import { Fragment } from 'react';

/**
 * An e-mail address that may wrap after its "@" and before its dots, and nowhere else, as mail programs wrap one: in
 * a narrow column "reservations@gulflevant.example" breaks into "reservations@" and "gulflevant.example", never
 * inside a word.
 */
export function EmailText({ email }: { email: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
