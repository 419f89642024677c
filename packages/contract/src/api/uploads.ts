import { z } from 'zod';
import { IMAGE_UPLOAD, type TFileRule } from '../validation';

/**
 * What an upload is for, with the rule its file must meet. An entity refers to an upload by id (a company logo, a
 * hotel's photos); the server checks the id exists and is of the right kind.
 */
export const UPLOAD_RULES = {
  companyLogo: IMAGE_UPLOAD,
  ticketLogo: IMAGE_UPLOAD,
  ticketSignature: IMAGE_UPLOAD,
  airlineLogo: IMAGE_UPLOAD,
  hotelPhoto: { ...IMAGE_UPLOAD, maxBytes: 5 * 1024 * 1024 },
} as const satisfies Record<string, TFileRule>;
export type TUploadKind = keyof typeof UPLOAD_RULES;
export const UPLOAD_KINDS = Object.keys(UPLOAD_RULES) as TUploadKind[];
export const ZUploadKind = z.enum(UPLOAD_KINDS as [TUploadKind, ...TUploadKind[]]);

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

export const ZUploadKindParams = z.strictObject({ kind: ZUploadKind });
export const ZUploadIdParams = z.strictObject({ id: z.uuid() });

export const ZUpload = z
  .object({
    id: z.uuid(),
    kind: ZUploadKind,
    /** Where the browser (and the PDF renderer) fetches it: no login needed, the id is unguessable. */
    url: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    originalName: z.string(),
  })
  .meta({ id: 'Upload' });
export type TUpload = z.infer<typeof ZUpload>;
