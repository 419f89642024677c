import { SMTPServer } from 'smtp-server';

/** A file attached to a captured mail. */
export interface TCapturedAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A mail as a test reads it: envelope recipients, decoded subject, text and HTML bodies, attachments. */
export interface TCapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: TCapturedAttachment[];
  raw: string;
}

export interface TMailCapture {
  port: number;
  mails: TCapturedMail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a free local port, without TLS or authentication, that keeps
 * every message it receives. `onMail` sees each one as it arrives.
 */
export async function startMailCapture(
  options: { onMail?: (mail: TCapturedMail) => void } = {},
): Promise<TMailCapture> {
  const mails: TCapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { ...parseMail(raw), to: session.envelope.rcptTo.map((recipient) => recipient.address), raw };
        mails.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The SMTP server has no port');
  const port = address.port;
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const character = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (character === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(character, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words ("=?UTF-8?B?...?=", "=?UTF-8?Q?...?="), as subjects with non-ASCII letters come. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')).toString('utf8'),
    );
}

interface TPart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): TPart {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: TPart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** A part's file name (Content-Disposition's filename, else Content-Type's name), decoded; null for a body. */
function fileNameOf(part: TPart): string | null {
  const disposition = part.headers.get('content-disposition') ?? '';
  const type = part.headers.get('content-type') ?? '';
  const extended = /filename\*=(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended);
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
  if (plain) return decodeHeader(plain);
  return /^attachment/i.test(disposition) ? '' : null;
}

/** Collects the text/plain and text/html leaves of a (possibly nested multipart) message, and its attachments. */
function leaves(part: TPart, found: { text: string; html: string; attachments: TCapturedAttachment[] }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      leaves(splitPart(section.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  const fileName = fileNameOf(part);
  if (fileName !== null) {
    const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(part.body)
          : Buffer.from(part.body, 'utf8');
    found.attachments.push({ fileName, contentType: type.split(';')[0]!.trim().toLowerCase(), content });
    return;
  }
  if (/^text\/html/i.test(type)) found.html = decodeBody(part);
  else if (/^text\/plain/i.test(type)) found.text = decodeBody(part);
}

/** Reads a raw RFC 5322 message as nodemailer writes it: enough MIME for tests, not a general parser. */
export function parseMail(raw: string): Omit<TCapturedMail, 'to' | 'raw'> {
  const message = splitPart(raw);
  const found = { text: '', html: '', attachments: [] as TCapturedAttachment[] };
  leaves(message, found);
  return { subject: decodeHeader(message.headers.get('subject') ?? ''), ...found };
}

/** The 6-digit code of a mail (registration confirm, reset password). */
export function codeIn(mail: Pick<TCapturedMail, 'text'>): string {
  const match = /^\s+(\d{6})\s*$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`No code in the mail:\n${mail.text}`);
  return match[1];
}

/** The first link of a mail that goes to the given app path. */
export function linkIn(mail: Pick<TCapturedMail, 'text'>, path: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`No link to ${path} in the mail:\n${mail.text}`);
}
