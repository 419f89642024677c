import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { TLanguage } from '@frs/contract';
import type { TReadExecutor } from '../../db/read-replica';
import { companySettings, ticketSettings } from '../../db/schema';
import { DOCUMENT_IMAGE_SIDE, scaleDownImage } from '../../lib/image-scale';
import { imageSize } from '../../lib/image-size';
import { DEFAULT_COLOUR } from './brand-colour';

/**
 * The agency's branding on every document: its contacts (company settings), its colours, logo, signature and terms
 * (ticket settings), read from the settings module's tables (reads across modules are allowed). The logo is the
 * ticket settings' if set, else the company's; an image that is missing or that pdfkit cannot draw (only PNG and
 * JPEG) is simply left out. Uploads are scaled to the documents' size when stored; one stored before that (or put in
 * the folder by hand) and larger is scaled here, once per process, and one over STORED_IMAGE_MAX_PIXELS is left out.
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

export { DEFAULT_COLOUR };

/** Whether pdfkit can draw the image: PNG or JPEG, by its first bytes. */
export function isDrawableImage(bytes: Buffer): boolean {
  const png = bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47;
  const jpeg = bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/** The most pixels of a stored image the documents still scale and draw (8192 × 8192; uploads take 16 MP). */
const STORED_IMAGE_MAX_PIXELS = 8192 * 8192;
/** Stored images scaled for the documents, by file (an upload's file never changes: a new image is a new id). */
const scaledImages = new Map<string, Promise<Buffer | null>>();
const MOST_SCALED_IMAGES = 16;

/** The image at the documents' size: as it is when small enough, else scaled once (sharp, off the event loop). */
function documentImage(file: string, bytes: Buffer): Promise<Buffer | null> {
  const size = imageSize(bytes);
  if (!size) return Promise.resolve(null);
  if (Math.max(size.width, size.height) <= DOCUMENT_IMAGE_SIDE) return Promise.resolve(bytes);
  let scaled = scaledImages.get(file);
  if (!scaled) {
    scaled = scaleDownImage(bytes, size, {
      maxSide: DOCUMENT_IMAGE_SIDE,
      maxInputPixels: STORED_IMAGE_MAX_PIXELS,
    }).catch(() => null);
    if (scaledImages.size >= MOST_SCALED_IMAGES) scaledImages.delete(scaledImages.keys().next().value!);
    scaledImages.set(file, scaled);
  }
  return scaled;
}

async function uploadImage(uploadsDir: string | undefined, id: string | null): Promise<Buffer | null> {
  if (!uploadsDir || !id) return null;
  const file = join(uploadsDir, id);
  try {
    const bytes = await readFile(file);
    return isDrawableImage(bytes) ? await documentImage(file, bytes) : null;
  } catch {
    return null;
  }
}

export async function readBranding(db: TReadExecutor, uploadsDir: string | undefined, language: TLanguage) {
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
