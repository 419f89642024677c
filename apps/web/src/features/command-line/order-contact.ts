import { FLIGHT_ORDER_ENDPOINTS, type TContact } from '@frs/contract';
import { ApiError, callApi } from '../../lib/api-client';
import type { TWorkSession } from './work-session';

/**
 * The contact of a hold: what AP gave, the rest from the booking defaults the checkout starts from (the latest
 * order's contact, or the profile's), and the first traveller's name when neither names anyone. What is still empty
 * goes to the server as it is, and its field error says what to type (AP …).
 */
export async function orderContact(work: TWorkSession): Promise<TContact> {
  const defaults = await bookingContact();
  const first = work.names[0];
  const travellerName = first ? `${capitalized(first.firstName)} ${capitalized(first.lastName)}` : '';
  return {
    name: work.contact.name ?? (defaults?.name || travellerName),
    phone: work.contact.phone ?? defaults?.phone ?? '',
    email: work.contact.email ?? defaults?.email ?? '',
  };
}

async function bookingContact(): Promise<TContact | null> {
  try {
    return (await callApi(FLIGHT_ORDER_ENDPOINTS.bookingDefaults, {})).contact;
  } catch (error) {
    // A role without flight orders has no defaults: the contact is then only what AP gave.
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

function capitalized(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}
