import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_ENDPOINTS, UPLOAD_FIELD, UPLOAD_RULES } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { registerEndpoint } from '../../lib/endpoint-route';
import { fileFieldError, readUpload, saveUpload } from './uploads-service';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
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
    const part = await request.file({ limits: { fileSize: rule.maxBytes } });
    if (!part || part.fieldname !== UPLOAD_FIELD) throw fileFieldError('fileRequired');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (isFileTooLarge(error)) throw fileFieldError('fileTooLarge', rule.maxBytes / (1024 * 1024));
      throw error;
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
