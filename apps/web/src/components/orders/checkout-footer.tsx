import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { HoldSubmitBar } from './hold-submit-bar';
import { ContactSection, OrderForSection, type TOrderPayer } from './order-contact-fields';

/**
 * The end of every line's checkout form: the contact, whom the order is for (staff only), and the Hold bar with the
 * price hint and the server's refusal. The test ids are `<testIdPrefix>-comment`, `-payer-…`, `-error` and `-hold`;
 * `children` adds buttons beside Hold (the flight's one-step ticketing).
 */
export function CheckoutFooter<TValues extends FieldValues, TTransformed = TValues>({
  control,
  isStaff,
  payer,
  payerHelp,
  contactNote,
  testIdPrefix,
  hold,
  children,
}: {
  control: Control<TValues, unknown, TTransformed>;
  isStaff: boolean;
  payer: TOrderPayer;
  payerHelp: { agent: string; agency: string };
  contactNote?: ReactNode;
  testIdPrefix: string;
  hold: { serverMessage: string | null; hint: string; label: string; holding: boolean };
  children?: ReactNode;
}) {
  return (
    <>
      <ContactSection control={control} commentTestId={`${testIdPrefix}-comment`} note={contactNote} />
      {isStaff && <OrderForSection control={control} payer={payer} testIdPrefix={testIdPrefix} payerHelp={payerHelp} />}
      <HoldSubmitBar {...hold} testIds={{ error: `${testIdPrefix}-error`, hold: `${testIdPrefix}-hold` }}>
        {children}
      </HoldSubmitBar>
    </>
  );
}
