/**
 * What went wrong reading a multipart body: @fastify/multipart's errors carry a code, busboy's (which it passes on)
 * only a message. Every one is the client's doing, so a route answers 400 on its form's file field, never 500.
 */
export type TMultipartProblem =
  /** No boundary, a body cut before its closing boundary, a part cut short, a field named like a prototype key. */
  | 'unreadable'
  /** A file over the route's size limit (the route answers with the limit). */
  | 'fileTooLarge'
  | 'tooManyFiles'
  /** More text fields than the route takes; a route that takes none got a text where its file was expected. */
  | 'tooManyFields'
  | 'tooManyParts';

const PROBLEM_OF_CODE: Readonly<Record<string, TMultipartProblem>> = {
  FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
  FST_FILES_LIMIT: 'tooManyFiles',
  FST_FIELDS_LIMIT: 'tooManyFields',
  FST_PARTS_LIMIT: 'tooManyParts',
  FST_MP_PREMATURE_CLOSE: 'unreadable',
  FST_PROTO_VIOLATION: 'unreadable',
  FST_INVALID_JSON_FIELD_ERROR: 'unreadable',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unreadable',
};

/** busboy's messages (@fastify/busboy 3): a Content-Type without a boundary, a body or part that ends too soon. */
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /^(Part|Preamble) terminated early due to unexpected end of multipart data$/,
];

/** The problem a multipart reading error means, or null for an error that is not about the body (a 500). */
export function multipartProblem(error: unknown): TMultipartProblem | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return PROBLEM_OF_CODE[code] ?? null;
  return BUSBOY_MESSAGES.some((pattern) => pattern.test(error.message)) ? 'unreadable' : null;
}
