import {
  ruleMessage,
  ZHotelPreOrderRequest,
  ZHotelRoomInput,
  type TGuestInput,
  type THotelOffer,
  type THotelPreOrderRequest,
  type THotelSummary,
} from '@frs/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorMap } from '../../../lib/field-errors';
import type { THotelSearch } from '../search/hotel-search-values';

export const PAYERS = ['own', 'agency', 'agent'] as const;
export type THotelPayer = (typeof PAYERS)[number];

/**
 * The checkout form, derived from the contract's pre-order request: its rooms without the room type (the offer
 * chosen on /search gives it), its contact and comment, and whom the order is for. The guests' types and ages are
 * fixed by the search (they are not inputs); their names are the contract's `latinName`, so the messages read as
 * the server's.
 */
export const ZHotelCheckoutForm = z
  .object({
    rooms: z.array(ZHotelRoomInput.omit({ roomId: true })).min(1),
    contact: ZHotelPreOrderRequest.shape.contact,
    comment: ZHotelPreOrderRequest.shape.comment,
    payer: z.enum(PAYERS),
    agentId: ZHotelPreOrderRequest.shape.agentId.unwrap().nullable(),
  })
  .superRefine(
    (values, context) => {
      // Staff selling for an agent must name the agent.
      if (values.payer === 'agent' && values.agentId === null) {
        context.addIssue({ code: 'custom', path: ['agentId'], ...ruleMessage('required') });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type THotelCheckoutOutput = z.output<typeof ZHotelCheckoutForm>;

export interface THotelCheckoutValues extends FieldValues {
  rooms: { guests: TGuestInput[]; specialRequests: string }[];
  contact: { name: string; phone: string; email: string };
  comment: string;
  payer: THotelPayer;
  agentId: number | null;
}

/**
 * One room's guests as the search asked for them: the adults first (the first of them is the room's lead guest, who
 * must be an adult), then the children with the ages given in the search.
 */
export function roomGuests(search: Pick<THotelSearch, 'adults' | 'childAges'>): TGuestInput[] {
  return [
    ...Array.from({ length: search.adults }, (): TGuestInput => ({ type: 'adult', firstName: '', lastName: '' })),
    ...search.childAges.map((age): TGuestInput => ({ type: 'child', firstName: '', lastName: '', age })),
  ];
}

export function hotelCheckoutDefaults(search: THotelSearch, payer: THotelPayer): THotelCheckoutValues {
  return {
    rooms: Array.from({ length: search.rooms }, () => ({ guests: roomGuests(search), specialRequests: '' })),
    contact: { name: '', phone: '', email: '' },
    comment: '',
    payer,
    agentId: null,
  };
}

/** The pre-order the resolved form sends: every room of the chosen room type, for the searched stay. */
export function toPreOrderRequest(
  values: THotelCheckoutOutput,
  stay: { hotel: THotelSummary; offer: THotelOffer; search: THotelSearch },
): THotelPreOrderRequest {
  return {
    hotelId: stay.hotel.id,
    checkIn: stay.search.checkIn,
    checkOut: stay.search.checkOut,
    rooms: values.rooms.map((room) => ({ roomId: stay.offer.roomId, ...room })),
    contact: values.contact,
    comment: values.comment,
    ...(values.payer === 'agent' && values.agentId !== null ? { agentId: values.agentId } : {}),
  };
}

export const hotelCheckoutResolver = zodResolver(ZHotelCheckoutForm, { error: fieldErrorMap }) as unknown as Resolver<
  THotelCheckoutValues,
  unknown,
  THotelCheckoutOutput
>;
