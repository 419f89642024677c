import { z } from 'zod';

/** Company settings as the footer and documents read them. */
export const ZCompanySettings = z
  .object({
    compName: z.string(),
    compTelephone: z.string(),
    compEmail: z.string(),
    compAddressEng: z.string(),
    compAddressArm: z.string(),
    compAddressRus: z.string(),
    socialLinks: z.object({
      facebook: z.string().nullable(),
      instagram: z.string().nullable(),
      linkedin: z.string().nullable(),
      telegram: z.string().nullable(),
      whatsapp: z.string().nullable(),
    }),
  })
  .meta({ id: 'CompanySettings' });
export type TCompanySettings = z.infer<typeof ZCompanySettings>;
export type TSocialNetwork = keyof TCompanySettings['socialLinks'];
