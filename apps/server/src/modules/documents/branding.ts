import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { companySettings, ticketSettings } from '../../db/schema';

/**
 * The agency's branding on every document: its contacts (company settings), its colours, logo, signature and terms
 * (ticket settings), read from the settings module's tables (reads across modules are allowed). The logo is the
 * ticket settings' if set, else the company's; an image that is missing or that pdfkit cannot draw (only PNG and
 * JPEG) is simply left out.
 */

export interface TBranding {
  name: string;
  phone: string;
  email: string;
  /** In the document's language (the English one where that is empty). */
  address: string;
  legalName: string;
  taxId: string;
  bankName: string;
  bankAccount: string;
  bankSwift: string;
  logo: Buffer | null;
  signature: Buffer | null;
  colour: string;
  /** The ticket's terms in the document's language. */
  terms: string;
}

export const DEFAULT_COLOUR = '#33A8AE';

/** Whether pdfkit can draw the image: PNG or JPEG, by its first bytes. */
export function isDrawableImage(bytes: Buffer): boolean {
  const png = bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47;
  const jpeg = bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

async function uploadImage(uploadsDir: string | undefined, id: string | null): Promise<Buffer | null> {
  if (!uploadsDir || !id) return null;
  try {
    const bytes = await readFile(join(uploadsDir, id));
    return isDrawableImage(bytes) ? bytes : null;
  } catch {
    return null;
  }
}

export async function readBranding(db: TExecutor, uploadsDir: string | undefined, language: TLanguage) {
  const [company] = await db.select().from(companySettings).where(eq(companySettings.id, 1)).limit(1);
  const [ticket] = await db.select().from(ticketSettings).where(eq(ticketSettings.id, 1)).limit(1);
  const addresses = { hy: company?.compAddressArm, en: company?.compAddressEng, ru: company?.compAddressRus };
  const terms = { hy: ticket?.termsHy, en: ticket?.termsEn, ru: ticket?.termsRu };
  const branding: TBranding = {
    name: company?.compName ?? '',
    phone: company?.compTelephone ?? '',
    email: company?.compEmail ?? '',
    address: addresses[language] || (company?.compAddressEng ?? ''),
    legalName: company?.legalName ?? company?.compName ?? '',
    taxId: company?.taxId ?? '',
    bankName: company?.bankName ?? '',
    bankAccount: company?.bankAccount ?? '',
    bankSwift: company?.bankSwift ?? '',
    logo:
      (await uploadImage(uploadsDir, ticket?.logoUploadId ?? null)) ??
      (await uploadImage(uploadsDir, company?.logoUploadId ?? null)),
    signature: await uploadImage(uploadsDir, ticket?.signatureUploadId ?? null),
    colour: ticket?.primaryColour ?? DEFAULT_COLOUR,
    terms: terms[language] ?? '',
  };
  return branding;
}
