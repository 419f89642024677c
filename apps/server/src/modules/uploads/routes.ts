import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, UPLOAD_FIELD, UPLOAD_RULES, ZUpload, ZUploadIdParams, ZUploadKindParams } from '@frs/contract';
import type { TDatabase } from '../../db/database';
import { BEARER, PRIVATE_ERRORS } from '../../lib/route-schemas';
import { actorOf } from '../../plugins/auth';
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

  app.post(
    API_PATHS.uploadOfKind(':kind'),
    {
      preHandler: app.authorize('uploads.create'),
      schema: {
        tags: ['uploads'],
        summary: `Upload an image (multipart field "${UPLOAD_FIELD}"), checked against its kind's size and types`,
        security: BEARER,
        consumes: ['multipart/form-data'],
        params: ZUploadKindParams,
        response: { 201: ZUpload, ...PRIVATE_ERRORS },
      },
    },
    async (request, reply) => {
      const rule = UPLOAD_RULES[request.params.kind];
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
      const upload = await saveUpload({
        db,
        actor: actorOf(request),
        kind: request.params.kind,
        bytes,
        fileName: part.filename,
        directory,
      });
      return reply.status(201).send(upload);
    },
  );

  app.get(
    API_PATHS.uploadById(':id'),
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (public: logos go into documents and e-mails; ids are unguessable)',
        params: ZUploadIdParams,
        // No response schema: the 200 is the image's bytes (errors still leave as the error body).
      },
    },
    async (request, reply) => {
      const { upload, bytes } = await readUpload({ db, id: request.params.id, directory });
      return reply
        .type(upload.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
};
