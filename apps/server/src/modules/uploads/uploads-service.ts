import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  endpointPath,
  ruleMessage,
  UPLOAD_ENDPOINTS,
  UPLOAD_FIELD,
  UPLOAD_RULES,
  type TUpload,
  type TUploadKind,
} from '@frs/contract';
import type { TDatabase, TExecutor } from '../../db/database';
import { uploads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';
import type { TActor } from '../../lib/actor';
import { detectImageType } from '../../lib/file-type';
import {
  DOCUMENT_IMAGE_SIDE,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  isOverImageLimits,
  isPixelLimitError,
  scaleDownImage,
} from '../../lib/image-scale';
import { imageSize, type TImageSize } from '../../lib/image-size';

type TUploadRow = typeof uploads.$inferSelect;

export function fileFieldError(
  code: 'fileRequired' | 'fileTooLarge' | 'fileType' | 'imageTooLarge',
  limit?: number,
): AppError {
  return new AppError(400, 'VALIDATION_FAILED', { [UPLOAD_FIELD]: ruleMessage(code, limit).message });
}

function toUpload(row: TUploadRow): TUpload {
  return {
    id: row.id,
    kind: row.kind,
    url: endpointPath(UPLOAD_ENDPOINTS.file, { id: row.id }),
    mimeType: row.mimeType,
    size: row.size,
    originalName: row.originalName,
  };
}

/** A file name safe to show and store: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((character) => character >= ' ' && character !== '\u007f').join('');
  return printable.slice(0, 200) || 'file';
}

/** The kinds the documents draw (the letterhead's logo, the signature): stored at the size a PDF needs. */
const DOCUMENT_IMAGE_KINDS: ReadonlySet<TUploadKind> = new Set(['companyLogo', 'ticketLogo', 'ticketSignature']);

/**
 * A logo or signature as the documents need it: at most DOCUMENT_IMAGE_SIDE pixels on its longest side (type,
 * aspect and transparency kept), so no PDF ever decodes a camera-sized image. Decoding is bounded by the upload's
 * pixel limit too: an image whose header understated its size is refused like one that stated it.
 */
async function documentImage(bytes: Buffer, size: TImageSize): Promise<Buffer> {
  try {
    return await scaleDownImage(bytes, size, { maxSide: DOCUMENT_IMAGE_SIDE, maxInputPixels: IMAGE_MAX_PIXELS });
  } catch (error) {
    throw isPixelLimitError(error) ? fileFieldError('imageTooLarge', IMAGE_MAX_SIDE) : fileFieldError('fileType');
  }
}

/**
 * Stores an uploaded file after checking it against its kind's rule (size, type read from its bytes, and pixel size
 * read from its header: at most IMAGE_MAX_SIDE a side and IMAGE_MAX_PIXELS in all), logos and signatures scaled to
 * what the documents draw. The file is written first, under a temporary name, and renamed into place only when its
 * row has committed, so a failure leaves neither a row without a file nor a file anyone refers to.
 */
export async function saveUpload(options: {
  db: TDatabase;
  actor: TActor;
  kind: TUploadKind;
  bytes: Buffer;
  fileName: string | undefined;
  directory: string;
}): Promise<TUpload> {
  const { db, actor, kind, bytes, directory } = options;
  const rule = UPLOAD_RULES[kind];
  if (bytes.length === 0) throw fileFieldError('fileRequired');
  if (bytes.length > rule.maxBytes) throw fileFieldError('fileTooLarge', rule.maxBytes / (1024 * 1024));
  const mimeType = detectImageType(bytes);
  if (!mimeType || !(rule.types as readonly string[]).includes(mimeType)) throw fileFieldError('fileType');
  const size = imageSize(bytes);
  if (!size) throw fileFieldError('fileType');
  if (isOverImageLimits(size)) throw fileFieldError('imageTooLarge', IMAGE_MAX_SIDE);
  const stored = DOCUMENT_IMAGE_KINDS.has(kind) ? await documentImage(bytes, size) : bytes;

  const id = randomUUID();
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${id}.part`);
  await writeFile(temporary, stored, { mode: 0o640 });
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(uploads)
        .values({
          id,
          kind,
          mimeType,
          size: stored.length,
          originalName: cleanFileName(options.fileName),
          createdBy: actor.userId,
        })
        .returning();
      await recordHistory(tx, {
        actor: { userId: actor.userId },
        entity: 'upload',
        entityId: id,
        action: 'create',
        newValues: { kind, mimeType, size: stored.length },
      });
      return created!;
    });
    await rename(temporary, join(directory, id));
    return toUpload(row);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function readUpload(options: {
  db: TExecutor;
  id: string;
  directory: string;
}): Promise<{ upload: TUpload; bytes: Buffer }> {
  const [row] = await options.db.select().from(uploads).where(eq(uploads.id, options.id)).limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  try {
    return { upload: toUpload(row), bytes: await readFile(join(options.directory, row.id)) };
  } catch {
    throw new AppError(404, 'NOT_FOUND');
  }
}

/**
 * Checks that a record may refer to this upload: it exists and is of the expected kind. Null clears the reference.
 * Throws a field error on `field` otherwise.
 */
export async function assertUploadOfKind(
  db: TExecutor,
  id: string | null | undefined,
  kind: TUploadKind,
  field: string,
): Promise<void> {
  if (!id) return;
  const [row] = await db.select({ kind: uploads.kind }).from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row || row.kind !== kind) throw new AppError(400, 'VALIDATION_FAILED', { [field]: 'fileRequired' });
}
