import { z } from 'zod';
import { textsOf, type TLanguage } from '@frs/contract';
import type { TMailContent } from './template-kit';

/** A mail written out: what the transport sends. */
export interface TRenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const HTML_HEAD = (language: string, subject: string) => [
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
  '<body style="margin:0;padding:24px;background:#f4f7f7;font-family:Arial,\'Noto Sans Armenian\',sans-serif;color:#222">',
  '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;border-top:4px solid #33A8AE">',
];
const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/** Writes the content as plain text and as simple, inline-styled HTML (mail clients ignore style sheets). */
export function renderContent(content: TMailContent, language: TLanguage, agencyName: string): TRenderedMail {
  const signature = [textsOf(language).mail.common.signature, agencyName];
  const textParts = [content.greeting, '', ...content.paragraphs];
  if (content.code) textParts.push('', `    ${content.code}`);
  if (content.link) textParts.push('', `${content.link.label}: ${content.link.url}`);
  if (content.closing) textParts.push('', ...content.closing);
  textParts.push('', ...signature);

  const htmlParts = [...HTML_HEAD(language, content.subject), paragraph(content.greeting)];
  htmlParts.push(...content.paragraphs.map(paragraph));
  if (content.code) {
    htmlParts.push(
      `<p style="margin:16px 0;font-size:28px;font-weight:bold;letter-spacing:6px;color:#33A8AE">${escapeHtml(content.code)}</p>`,
    );
  }
  if (content.link) {
    const href = escapeHtml(content.link.url);
    htmlParts.push(
      `<p style="margin:16px 0"><a href="${href}" style="display:inline-block;background:#33A8AE;color:#fff;text-decoration:none;padding:10px 18px;border-radius:4px">${escapeHtml(content.link.label)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:12px;color:#555;word-break:break-all">${href}</p>`,
    );
  }
  for (const line of content.closing ?? []) htmlParts.push(paragraph(line));
  htmlParts.push(`<p style="margin:16px 0 0">${signature.map(escapeHtml).join('<br>')}</p>`, '</div></body></html>');
  return { subject: content.subject, text: textParts.join('\n'), html: htmlParts.join('\n') };
}

/** The outbox's name for a free-form mail of send-email (not a template: its subject and body are the sender's). */
export const FREE_FORM_MAIL = 'send-email';
export const ZFreeFormMail = z.object({ subject: z.string(), body: z.string() });

/** A free-form mail as written by its sender: the text as is, the HTML its escaped paragraphs. */
export function renderFreeForm(payload: unknown, language: TLanguage): TRenderedMail {
  const { subject, body } = ZFreeFormMail.parse(payload);
  const paragraphs = body
    .split(/\r?\n\s*\r?\n/)
    .map((block) => `<p style="margin:0 0 12px">${block.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`);
  const html = [...HTML_HEAD(language, subject), ...paragraphs, '</div></body></html>'].join('\n');
  return { subject, text: body, html };
}
