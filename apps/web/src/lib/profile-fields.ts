import { AGENT_REQUIRED_FIELDS } from '@frs/contract';

/** The company fields of a profile (docs/PRODUCT.md §3) in the order forms show them, with their input hints. */
export const PROFILE_FIELDS = [
  { name: 'companyName', autoComplete: 'organization', type: 'text' },
  { name: 'businessName', autoComplete: 'off', type: 'text' },
  { name: 'vat', autoComplete: 'off', type: 'text' },
  { name: 'country', autoComplete: 'country-name', type: 'text' },
  { name: 'city', autoComplete: 'address-level2', type: 'text' },
  { name: 'address', autoComplete: 'street-address', type: 'text' },
  { name: 'ceoNameSurname', autoComplete: 'off', type: 'text' },
  { name: 'contactNameSurname', autoComplete: 'name', type: 'text' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'mobilePhone', autoComplete: 'tel', type: 'tel' },
] as const;

export type TProfileFieldName = (typeof PROFILE_FIELDS)[number]['name'];

/** Whether a field is required of an agent (the registration's required fields). */
export function isAgentRequired(name: TProfileFieldName): boolean {
  return (AGENT_REQUIRED_FIELDS as readonly string[]).includes(name);
}

/** A profile's company fields as form values: empty text for what is not set (all of them for a new profile: `{}`). */
export function profileFieldValues(
  profile: Partial<Record<TProfileFieldName, string | null>>,
): Record<TProfileFieldName, string> {
  return {
    companyName: profile.companyName ?? '',
    businessName: profile.businessName ?? '',
    vat: profile.vat ?? '',
    country: profile.country ?? '',
    city: profile.city ?? '',
    address: profile.address ?? '',
    ceoNameSurname: profile.ceoNameSurname ?? '',
    contactNameSurname: profile.contactNameSurname ?? '',
    phone: profile.phone ?? '',
    mobilePhone: profile.mobilePhone ?? '',
  };
}
