import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ruleMessage, UPLOAD_ENDPOINTS, UPLOAD_FIELD, UPLOAD_RULES } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { fieldErrors } from '../../lib/app-error';
import { registerEndpoint } from '../../lib/endpoint-route';
import { multipartProblem } from '../../lib/multipart-errors';
import { fileFieldError, readUpload, saveUpload } from './uploads-service';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/**
 * A multipart reading error as the 400 on the file field it means (a text where the file was expected asks for the
 * file; a cut or boundless body cannot be read), or the error itself when it is not the body's fault.
 */
function readingError(error: unknown, maxBytes: number): unknown {
  switch (multipartProblem(error)) {
    case 'fileTooLarge':
      return fileFieldError('fileTooLarge', maxBytes / (1024 * 1024));
    case 'tooManyFields':
      return fileFieldError('fileRequired');
    case 'tooManyFiles':
    case 'tooManyParts':
      return fieldErrors({ [UPLOAD_FIELD]: ruleMessage('tooBig', 1).message });
    case 'unreadable':
      return fieldErrors({ [UPLOAD_FIELD]: ruleMessage('formUnreadable').message });
    case null:
      return error;
  }
}

export const uploadsRoutes: FastifyPluginAsyncZod<{ db: TDatabase; directory: string }> = async (
  app,
  { db, directory },
) => {
  // One file per request, no other fields; the part is read only after the caller is authorized.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: LARGEST_UPLOAD } });

  registerEndpoint(app, UPLOAD_ENDPOINTS.upload, async ({ actor, params, request }) => {
    const rule = UPLOAD_RULES[params.kind];
    if (!request.isMultipart()) throw fileFieldError('fileRequired');
    let part: Awaited<ReturnType<typeof request.file>>;
    let bytes: Buffer;
    try {
      part = await request.file({ limits: { fileSize: rule.maxBytes } });
      if (!part || part.fieldname !== UPLOAD_FIELD) throw fileFieldError('fileRequired');
      bytes = await part.toBuffer();
    } catch (error) {
      throw readingError(error, rule.maxBytes);
    }
    return saveUpload({ db, actor, kind: params.kind, bytes, fileName: part.filename, directory });
  });

  // The 200 is the image's bytes (errors still leave as the error body).
  registerEndpoint(app, UPLOAD_ENDPOINTS.file, async ({ params, reply }) => {
    const { upload, bytes } = await readUpload({ db, id: params.id, directory });
    return reply
      .type(upload.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(bytes);
  });
};
