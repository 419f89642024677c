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

/** The smallest valid PNG (1x1, transparent), padded to `size` bytes when asked. */
export function pngBytes(size?: number): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return size === undefined || size <= png.length ? png : Buffer.concat([png, Buffer.alloc(size - png.length)]);
}
