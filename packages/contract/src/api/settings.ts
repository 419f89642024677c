import { z } from 'zod';
import { email, optionalText, optionalUrl, phone, requiredText, ruleMessage } from '../validation';

const ZSocialLinks = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  telegram: z.string().nullable(),
  whatsapp: z.string().nullable(),
});

/** Company settings as the footer, the e-mails and the documents read them. */
export const ZCompanySettings = z
  .object({
    compName: z.string(),
    compTelephone: z.string(),
    compEmail: z.string(),
    compAddressEng: z.string(),
    compAddressArm: z.string(),
    compAddressRus: z.string(),
    /** The registered legal name printed on invoices and receipts. */
    legalName: z.string().nullable(),
    /** VAT number / TIN (ՀՎՀՀ). */
    taxId: z.string().nullable(),
    bankName: z.string().nullable(),
    bankAccount: z.string().nullable(),
    bankSwift: z.string().nullable(),
    logoUploadId: z.uuid().nullable(),
    /** Where the logo is served from (null without a logo). */
    logoUrl: z.string().nullable(),
    socialLinks: ZSocialLinks,
  })
  .meta({ id: 'CompanySettings' });
export type TCompanySettings = z.infer<typeof ZCompanySettings>;
export type TSocialNetwork = keyof TCompanySettings['socialLinks'];

/** What an admin saves on the Company tab (POST creates the settings once, PUT …/edit changes them). */
export const ZCompanySettingsRequest = z
  .strictObject({
    compName: requiredText(200),
    compTelephone: phone(),
    compEmail: email(),
    compAddressEng: requiredText(300),
    compAddressArm: optionalText(300).transform((value) => value ?? ''),
    compAddressRus: optionalText(300).transform((value) => value ?? ''),
    legalName: optionalText(200),
    taxId: optionalText(32),
    bankName: optionalText(200),
    bankAccount: optionalText(64),
    bankSwift: optionalText(11),
    logoUploadId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    socialLinks: z.strictObject({
      facebook: optionalUrl(),
      instagram: optionalUrl(),
      linkedin: optionalUrl(),
      telegram: optionalUrl(),
      whatsapp: optionalUrl(),
    }),
  })
  .meta({ id: 'CompanySettingsRequest' });
export type TCompanySettingsRequest = z.input<typeof ZCompanySettingsRequest>;

/** A colour as #rrggbb. */
const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, ruleMessage('invalidColour'));

/** The e-ticket's look and numbering (docs/DOMAIN.md: a ticket number is the 3-digit prefix + a 10-digit serial). */
export const ZTicketSettings = z
  .object({
    ticketPrefix: z.string(),
    termsHy: z.string(),
    termsEn: z.string(),
    termsRu: z.string(),
    logoUploadId: z.uuid().nullable(),
    logoUrl: z.string().nullable(),
    signatureUploadId: z.uuid().nullable(),
    signatureUrl: z.string().nullable(),
    primaryColour: z.string(),
    accentColour: z.string(),
  })
  .meta({ id: 'TicketSettings' });
export type TTicketSettings = z.infer<typeof ZTicketSettings>;

export const ZTicketSettingsRequest = z
  .strictObject({
    ticketPrefix: z.string().regex(/^\d{3}$/, ruleMessage('ticketPrefix')),
    termsHy: optionalText(10_000).transform((value) => value ?? ''),
    termsEn: optionalText(10_000).transform((value) => value ?? ''),
    termsRu: optionalText(10_000).transform((value) => value ?? ''),
    logoUploadId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    signatureUploadId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    primaryColour: ZHexColour,
    accentColour: ZHexColour,
  })
  .meta({ id: 'TicketSettingsRequest' });
export type TTicketSettingsRequest = z.input<typeof ZTicketSettingsRequest>;
