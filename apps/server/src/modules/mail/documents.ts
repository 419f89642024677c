import { z } from 'zod';
import type { TLanguage } from '@frs/contract';
import type { TDatabase } from '../../db/database';

/**
 * The PDFs a mail can carry (the documents module renders them): an order's papers, a hotel or package order's
 * voucher, a package order's itinerary.
 */
export const MAIL_DOCUMENT_KINDS = ['ticket', 'invoice', 'receipt', 'voucher', 'itinerary'] as const;
export type TMailDocumentKind = (typeof MAIL_DOCUMENT_KINDS)[number];

/**
 * A document a queued mail attaches, by reference (`mail_outbox.documents`): an order's paper (a ticket names its
 * passenger), or the sample of a test mail. It is rendered when the mail is sent, so a retry sends the same papers
 * and the outbox holds no PDF bytes.
 */
export const ZMailDocumentRef = z.union([
  z.object({
    kind: z.enum(MAIL_DOCUMENT_KINDS),
    orderId: z.number().int(),
    passengerId: z.number().int().optional(),
  }),
  z.object({ kind: z.enum(MAIL_DOCUMENT_KINDS), sample: z.literal(true) }),
]);
export type TMailDocumentRef = z.infer<typeof ZMailDocumentRef>;

export interface TRenderedDocument {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * How the mail module gets PDFs without importing the documents module (documents → flight-orders → mail): the
 * composition root (app.ts, main.ts, jobs/) hands the documents module's renderers in through the mail config.
 */
export interface TDocumentRenderer {
  renderOrderDocument: (
    db: TDatabase,
    request: { kind: TMailDocumentKind; orderId: number; passengerId?: number; language: TLanguage },
  ) => Promise<TRenderedDocument>;
  /** A sample (the preview and test mails), in the agency's branding read from `db`. */
  renderSampleDocument: (db: TDatabase, kind: TMailDocumentKind, language: TLanguage) => Promise<TRenderedDocument>;
}

/** Renders a queued mail's documents; a mail that has some and no renderer fails (and is retried, then logged). */
export async function renderDocuments(
  db: TDatabase,
  renderer: TDocumentRenderer | undefined,
  refs: readonly unknown[],
  language: TLanguage,
): Promise<TRenderedDocument[]> {
  if (refs.length === 0) return [];
  if (!renderer) throw new Error('No document renderer is configured: the mail cannot carry its PDFs');
  const rendered: TRenderedDocument[] = [];
  for (const stored of refs) {
    const ref = ZMailDocumentRef.parse(stored);
    rendered.push(
      'sample' in ref
        ? await renderer.renderSampleDocument(db, ref.kind, language)
        : await renderer.renderOrderDocument(db, {
            kind: ref.kind,
            orderId: ref.orderId,
            ...(ref.passengerId === undefined ? {} : { passengerId: ref.passengerId }),
            language,
          }),
    );
  }
  return rendered;
}
