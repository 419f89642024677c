import { defineEndpoint, NOT_FOUND } from '../endpoint';
import { UPLOAD_FIELD, ZUpload, ZUploadIdParams, ZUploadKindParams } from '../api/uploads';

const tag = 'uploads';

/** Images (not in the spec): a multipart upload of a given kind, and the stored file by its unguessable id. */
export const UPLOAD_ENDPOINTS = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/{kind}',
    access: 'uploads.create',
    params: ZUploadKindParams,
    consumes: ['multipart/form-data'],
    response: ZUpload,
    status: 201,
    tag,
    summary: `Upload an image (multipart field "${UPLOAD_FIELD}"), checked against its kind's size and types`,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/uploads/{id}',
    access: 'public',
    params: ZUploadIdParams,
    response: 'file',
    errors: NOT_FOUND,
    tag,
    summary: 'An uploaded image (public: logos go into documents and e-mails; ids are unguessable)',
  }),
};
