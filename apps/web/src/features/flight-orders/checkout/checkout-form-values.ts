import {
  ruleMessage,
  todayIsoDate,
  ZFlightPreOrderRequest,
  type TSearchOffer,
  type TSearchRequest,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorMap } from '../../../lib/field-errors';
import {
  blankCheckoutPassenger,
  type TCheckoutPassengerValues,
} from '../../../components/orders/checkout-passenger-section';
import { addFieldError, typedPassengerRuleViolations } from '../../../components/orders/checkout-passenger-rules';

export type TPreOrderOutput = z.output<typeof ZFlightPreOrderRequest>;

export type TPayer = 'own' | 'agency' | 'agent';

export interface TCheckoutValues extends FieldValues {
  passengers: TCheckoutPassengerValues[];
  contact: { name: string; phone: string; email: string };
  comment: string;
  /** Staff: the order is the agency's own sale, or an agent's (who then pays net). Agents: always their own. */
  payer: TPayer;
  agentId: number | null;
}

/** One passenger form per passenger the search asked for: adults first, then children, then infants. */
export function checkoutDefaults(search: TSearchRequest, payer: TPayer): TCheckoutValues {
  const { adults, children, infants } = search.passengers;
  return {
    passengers: [
      ...Array.from({ length: adults }, () => blankCheckoutPassenger('adult')),
      ...Array.from({ length: children }, () => blankCheckoutPassenger('child')),
      ...Array.from({ length: infants }, () => blankCheckoutPassenger('infant')),
    ],
    contact: { name: '', phone: '', email: '' },
    comment: '',
    payer,
    agentId: null,
  };
}

/** The local departure dates of the offer's flights: every date the passengers' ages are checked on. */
export function travelDates(offer: Pick<TSearchOffer, 'segments'>): string[] {
  return offer.segments.map((segment) => segment.flight.departureLocal.slice(0, 10));
}

/** The pre-order the form would send for this offer. */
export function toPreOrderShape(values: TCheckoutValues, offer: TSearchOffer) {
  return {
    travelType: offer.travelType,
    segments: offer.segments.map((segment) => ({ classId: segment.class.id })),
    passengers: values.passengers.map(({ directoryId, ...passenger }) => ({
      ...passenger,
      ...(directoryId !== null ? { directoryId } : {}),
    })),
    contact: values.contact,
    comment: values.comment,
    ...(values.payer === 'agent' && values.agentId !== null ? { agentId: values.agentId } : {}),
  };
}

const contractResolver = zodResolver(ZFlightPreOrderRequest, { error: fieldErrorMap }) as unknown as Resolver<
  TCheckoutValues,
  unknown,
  TPreOrderOutput
>;

/**
 * The contract's pre-order schema, plus the passenger rules the server applies with the same function
 * (`passengerRuleViolations`: each age against every travel date, the passport against the trip's last flight). The
 * rules run as soon as a passenger's dates are typed, whatever else is still missing, so the messages appear live,
 * together with every other field's, and read exactly as the server's.
 */
export function checkoutResolver(
  offer: TSearchOffer,
  today = todayIsoDate(),
): Resolver<TCheckoutValues, unknown, TPreOrderOutput> {
  const trip = { travelType: offer.travelType, dates: travelDates(offer) };
  return async (values, context, options) => {
    const result = await contractResolver(
      toPreOrderShape(values, offer) as unknown as TCheckoutValues,
      context,
      options,
    );
    const errors: FieldErrors<TCheckoutValues> = { ...result.errors };
    let broken = Object.keys(errors).length > 0;
    values.passengers.forEach((passenger, index) => {
      for (const violation of typedPassengerRuleViolations(passenger, trip, today)) {
        broken = true;
        addFieldError(errors, ['passengers', index, violation.field], {
          type: 'passengerRule',
          message: ruleMessage(violation.code).message,
        });
      }
    });
    if (values.payer === 'agent' && values.agentId === null) {
      broken = true;
      addFieldError(errors, ['agentId'], { type: 'required', message: ruleMessage('required').message });
    }
    return broken ? { values: {}, errors } : result;
  };
}
