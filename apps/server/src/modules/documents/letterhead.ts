import { interpolate, textsOf, type TLanguage } from '@frs/contract';
import type { TBranding } from './branding';
import { drawRule, drawText, MUTED_COLOUR, PAGE, safeColour } from './pdf-text';
import { DEFAULT_COLOUR } from './brand-colour';

/** The brand's colour of a document (the ticket settings' primary colour, if pdfkit can read it). */
export function brandColour(branding: TBranding): string {
  return safeColour(branding.colour, DEFAULT_COLOUR);
}

/**
 * The top of every document: the logo at the left (if set), the agency's name, address, phone and e-mail at the
 * right, and a rule in the brand's colour. Leaves `doc.y` below the rule.
 */
export function drawLetterhead(doc: PDFKit.PDFDocument, branding: TBranding, language: TLanguage): void {
  const texts = textsOf(language).documents.agency;
  const top = PAGE.margin;
  let logoBottom = top;
  if (branding.logo) {
    try {
      doc.image(branding.logo, PAGE.margin, top, { fit: [150, 60] });
      logoBottom = top + 60;
    } catch {
      // An image pdfkit cannot decode is left out rather than failing the document.
    }
  }
  const contentWidth = doc.page.width - 2 * PAGE.margin;
  const right = { x: PAGE.margin + 170, width: contentWidth - 170, align: 'right' as const };
  drawText(
    doc,
    branding.name,
    { x: right.x, y: top },
    { ...right, size: 14, weight: 'bold', color: brandColour(branding) },
  );
  const lines = [
    branding.address,
    branding.phone && interpolate(texts.phone, { phone: branding.phone }),
    branding.email && interpolate(texts.email, { email: branding.email }),
  ].filter((line) => line);
  for (const line of lines) drawText(doc, line, { x: right.x }, { ...right, size: 9, color: MUTED_COLOUR });
  const bottom = Math.max(doc.y, logoBottom) + 8;
  drawRule(doc, bottom, brandColour(branding), 1.5);
  doc.x = PAGE.margin;
  doc.y = bottom + 12;
}

/** A section's heading in the brand's colour, with a thin rule under it. */
export function drawHeading(doc: PDFKit.PDFDocument, text: string, colour: string): void {
  if (doc.y > doc.page.height - PAGE.margin - 80) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
  doc.y += 6;
  drawText(doc, text, { x: PAGE.margin }, { size: 12, weight: 'bold', color: colour });
  drawRule(doc, doc.y + 1, colour, 0.5);
  doc.y += 6;
}

/**
 * The closing line of a paper the traveller shows at the destination (voucher, itinerary): whom to call at the
 * agency. `contact` is the paper's own sentence naming the agency ("Questions: call {{agency}}").
 */
export function drawAgencyContact(
  doc: PDFKit.PDFDocument,
  branding: TBranding,
  language: TLanguage,
  contact: string,
  colour: string,
): void {
  const agency = textsOf(language).documents.agency;
  const parts = [
    interpolate(contact, { agency: branding.name }),
    branding.phone && interpolate(agency.phone, { phone: branding.phone }),
    branding.email && interpolate(agency.email, { email: branding.email }),
  ].filter((part) => part);
  drawText(doc, parts.join(' · '), { x: PAGE.margin }, { size: 9, weight: 'bold', color: colour });
}
