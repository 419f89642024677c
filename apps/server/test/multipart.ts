import { randomBytes } from 'node:crypto';

/** A file part of a multipart body. */
export interface TMultipartFile {
  field?: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it: its text fields, then its files. */
export function multipartForm(fields: readonly (readonly [string, string])[], files: readonly TMultipartFile[] = []) {
  const boundary = `----frs${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
      `filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body with one file part (field `file` unless named). */
export function multipartFile(file: TMultipartFile) {
  return multipartForm([], [file]);
}

/**
 * Multipart bodies no browser sends, aimed at a form's file field: a Content-Type without its boundary, a file part
 * cut short, a body cut inside a part's header, and a text where the file is expected. `unreadable` tells the first
 * three (the form cannot be read) from the last (it can, and has no file).
 */
export function malformedMultipartBodies(fileField: string) {
  const boundary = `----frs${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"`;
  const withBoundary = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  return [
    {
      title: 'no boundary',
      unreadable: true,
      headers: { 'content-type': 'multipart/form-data' },
      payload: Buffer.from(`${head}; filename="a.png"\r\n\r\nPNG\r\n--${boundary}--\r\n`),
    },
    {
      title: 'a file part cut short',
      unreadable: true,
      headers: withBoundary,
      payload: Buffer.concat([Buffer.from(`${head}; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), pngBytes()]),
    },
    {
      title: 'a body cut in a part header',
      unreadable: true,
      headers: withBoundary,
      payload: Buffer.from(`${head}; filena`),
    },
    {
      title: 'a text where the file is expected',
      unreadable: false,
      headers: withBoundary,
      payload: Buffer.from(`${head}\r\n\r\nnot a file\r\n--${boundary}--\r\n`),
    },
  ];
}

/** The smallest valid PNG (1x1, transparent), padded to `size` bytes when asked. */
export function pngBytes(size?: number): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return size === undefined || size <= png.length ? png : Buffer.concat([png, Buffer.alloc(size - png.length)]);
}
