import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(options: { field?: string; fileName: string; contentType: string; bytes: Buffer }) {
  const boundary = `----frs${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.fileName}"\r\nContent-Type: ${options.contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), options.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1x1, transparent), padded to `size` bytes when asked. */
export function pngBytes(size?: number): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return size === undefined || size <= png.length ? png : Buffer.concat([png, Buffer.alloc(size - png.length)]);
}
