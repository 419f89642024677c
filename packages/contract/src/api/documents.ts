import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { ZPnr } from '../lines/shared/order-schemas';

/** The papers of an order (docs/PRODUCT.md §7 "Mail and PDF service"): an e-ticket per passenger, the invoice, the receipt;
 * a hotel or package order's voucher; a package order's itinerary. */
export const DOCUMENT_KINDS = ['ticket', 'invoice', 'receipt', 'voucher', 'itinerary'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The "data query" of a document: its language (the reader's, from Accept-Language, when left out: a traveller may
 * need a ticket in another language than the agent's screen).
 */
// No `.meta({ id })`: a query string must be inline in the OpenAPI document (@fastify/swagger cannot resolve a
// $ref among a route's parameters).
export const ZDocumentQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
export type TDocumentQuery = z.infer<typeof ZDocumentQuery>;

export const ZReceiptParams = z.strictObject({ pnr: ZPnr });
export type TReceiptParams = z.infer<typeof ZReceiptParams>;
