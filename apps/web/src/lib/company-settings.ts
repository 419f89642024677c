import type { TCompanySettings, TLanguage, TSocialNetwork } from '@frs/contract';

/** What the footer shows when the company settings cannot be loaded (docs/PRODUCT.md §1: fallback defaults). */
export const DEFAULT_COMPANY_SETTINGS: TCompanySettings = {
  compName: 'Flights Reservation System',
  compTelephone: '+374 10 000 000',
  compEmail: 'info@flights-reservation.am',
  compAddressEng: 'Yerevan, Armenia',
  compAddressArm: 'Երևան, Հայաստան',
  compAddressRus: 'Ереван, Армения',
  legalName: null,
  taxId: null,
  bankName: null,
  bankAccount: null,
  bankSwift: null,
  logoUploadId: null,
  logoUrl: null,
  socialLinks: { facebook: null, instagram: null, linkedin: null, telegram: null, whatsapp: null },
};

/** The address in the interface language, falling back to the English one when that translation is empty. */
export function companyAddress(settings: TCompanySettings, language: TLanguage): string {
  const localized = language === 'hy' ? settings.compAddressArm : language === 'ru' ? settings.compAddressRus : '';
  return localized.trim() || settings.compAddressEng;
}

/** Social links that are set and point to a web page (anything else, e.g. javascript:, is dropped). */
export function socialLinks(settings: TCompanySettings): { network: TSocialNetwork; url: string }[] {
  return Object.entries(settings.socialLinks).flatMap(([network, url]) =>
    url && /^https?:\/\//i.test(url) ? [{ network: network as TSocialNetwork, url }] : [],
  );
}
