import {
  daysBetween,
  formatInstantDate,
  formatIsoDate,
  interpolate,
  textsOf,
  type TLanguage,
  type TMealType,
} from '@frs/contract';
import type { TBranding } from './branding';
import { brandColour, drawAgencyContact, drawHeading, drawLetterhead } from './letterhead';
import { fontName } from './fonts';
import { CONTENT_WIDTH, drawText, ensureSpace, MUTED_COLOUR, newDocument, PAGE, scriptRuns } from './pdf-text';
import { AGENCY_TIME_ZONE } from './ticket-pdf';
import { addressLine } from './address-line';

/** What a hotel voucher shows: a confirmed stay, its rooms and guests, the hotel and who supplies it. */
export interface TVoucherDocument {
  branding: TBranding;
  pnr: string;
  /** When the stay was confirmed (an instant); null if the order does not say. */
  issuedAt: string | null;
  hotel: { name: string; category: number; address: string; city: string; country: string };
  provider: { name: string; phone: string | null; email: string | null };
  /** In room order; the guests of each with the lead guest first. */
  rooms: {
    voucherNumber: string;
    categoryName: string;
    mealType: TMealType;
    /** yyyy-mm-dd */
    checkIn: string;
    checkOut: string;
    guests: { name: string; type: 'adult' | 'child'; age: number | null }[];
    specialRequests: string | null;
  }[];
}

/** The stay of the whole voucher: from the first check-in to the last check-out. */
function stayOf(rooms: TVoucherDocument['rooms']): { checkIn: string; checkOut: string } {
  const checkIns = rooms.map((room) => room.checkIn).sort();
  const checkOuts = rooms.map((room) => room.checkOut).sort();
  return { checkIn: checkIns[0] ?? '', checkOut: checkOuts.at(-1) ?? '' };
}

/** Draws a label over its value; afterwards `doc.y` is below the value. */
function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number): void {
  drawText(doc, label, { x, y }, { size: 8, color: MUTED_COLOUR, width });
  drawText(doc, value, { x }, { size: 11, weight: 'bold', width });
}

/** A row of labelled fields side by side; `doc.y` ends below the tallest. */
export function fieldRow(doc: PDFKit.PDFDocument, fields: readonly [string, string][]): void {
  const top = doc.y;
  const width = CONTENT_WIDTH / fields.length;
  let bottom = top;
  fields.forEach(([label, value], index) => {
    field(doc, label, value, PAGE.margin + index * width, top, width - 8);
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = PAGE.margin;
  doc.y = bottom + 6;
}

/** The width of a one-line text drawn in runs by script (`drawText`), in regular weight. */
export function widthOf(doc: PDFKit.PDFDocument, text: string, size: number): number {
  doc.fontSize(size);
  return scriptRuns(text).reduce(
    (sum, run) => sum + doc.font(fontName(run.script, 'regular')).widthOfString(run.text),
    0,
  );
}

/**
 * The hotel's stars, drawn as shapes (the documents' fonts have no star glyph; the category is also written out in
 * words for readers and for search).
 */
export function drawStars(doc: PDFKit.PDFDocument, count: number, x: number, y: number, colour: string): void {
  const outer = 5;
  const inner = 2.1;
  doc.save().fillColor(colour);
  for (let star = 0; star < count; star += 1) {
    const centreX = x + outer + star * (2 * outer + 3);
    const centreY = y + outer;
    const points: [number, number][] = [];
    for (let corner = 0; corner < 10; corner += 1) {
      const radius = corner % 2 === 0 ? outer : inner;
      const angle = -Math.PI / 2 + (corner * Math.PI) / 5;
      points.push([centreX + radius * Math.cos(angle), centreY + radius * Math.sin(angle)]);
    }
    doc.polygon(...points).fill();
  }
  doc.restore();
}

export async function renderVoucherPdf(data: TVoucherDocument, language: TLanguage): Promise<Buffer> {
  const texts = textsOf(language).documents;
  const t = texts.voucher;
  const colour = brandColour(data.branding);
  const numbers = data.rooms.map((room) => room.voucherNumber);
  const { doc, done } = newDocument(`${t.title} ${data.pnr} ${numbers.join(' ')}`);
  const left = { x: PAGE.margin };

  drawLetterhead(doc, data.branding, language);
  drawText(doc, t.title, left, { size: 18, weight: 'bold', color: colour });
  doc.y += 6;
  fieldRow(doc, [
    [t.voucherNumber, numbers.join(', ')],
    [t.pnr, data.pnr],
    [t.issueDate, data.issuedAt ? formatInstantDate(data.issuedAt, { timeZone: AGENCY_TIME_ZONE }) : ''],
  ]);

  drawHeading(doc, t.hotel, colour);
  drawText(doc, data.hotel.name, left, { size: 14, weight: 'bold' });
  const category = interpolate(t.category, { stars: data.hotel.category });
  const categoryTop = doc.y;
  drawText(doc, category, left, { size: 9, color: MUTED_COLOUR });
  drawStars(doc, data.hotel.category, PAGE.margin + widthOf(doc, category, 9) + 6, categoryTop + 1, colour);
  const address = addressLine([data.hotel.address, data.hotel.city, data.hotel.country]);
  drawText(doc, interpolate(t.address, { address }), left, { size: 10 });
  const provider = [
    interpolate(t.provider, { name: data.provider.name }),
    data.provider.phone && interpolate(texts.agency.phone, { phone: data.provider.phone }),
    data.provider.email && interpolate(texts.agency.email, { email: data.provider.email }),
  ].filter((part) => part);
  drawText(doc, provider.join(' · '), left, { size: 10 });

  drawHeading(doc, t.stay, colour);
  const stay = stayOf(data.rooms);
  fieldRow(doc, [
    [t.checkIn, formatIsoDate(stay.checkIn)],
    [t.checkOut, formatIsoDate(stay.checkOut)],
    [t.nights, String(daysBetween(stay.checkIn, stay.checkOut))],
  ]);

  drawHeading(doc, t.rooms, colour);
  data.rooms.forEach((room, index) => {
    ensureSpace(doc, 60 + room.guests.length * 14);
    drawText(doc, interpolate(t.room, { number: index + 1, category: room.categoryName }), left, {
      size: 11,
      weight: 'bold',
    });
    const details = [
      interpolate(t.meal, { meal: texts.mealTypes[room.mealType] }),
      ...(data.rooms.length > 1 ? [interpolate(t.roomVoucher, { number: room.voucherNumber })] : []),
      ...(room.checkIn !== stay.checkIn || room.checkOut !== stay.checkOut
        ? [
            interpolate(t.roomDates, {
              checkIn: formatIsoDate(room.checkIn),
              checkOut: formatIsoDate(room.checkOut),
              nights: daysBetween(room.checkIn, room.checkOut),
            }),
          ]
        : []),
    ];
    for (const line of details) drawText(doc, line, left, { size: 10 });
    drawText(doc, t.guests, { x: PAGE.margin, y: doc.y + 2 }, { size: 8, color: MUTED_COLOUR });
    room.guests.forEach((guest, guestIndex) => {
      const name =
        guest.type === 'child'
          ? interpolate(t.child, { name: guest.name, age: guest.age ?? '' })
          : guestIndex === 0
            ? interpolate(t.leadGuest, { name: guest.name })
            : guest.name;
      drawText(doc, `${guestIndex + 1}. ${name}`, { x: PAGE.margin + 10 }, { size: 10, width: CONTENT_WIDTH - 10 });
    });
    if (room.specialRequests) {
      drawText(
        doc,
        interpolate(t.specialRequests, { text: room.specialRequests }),
        { x: PAGE.margin, y: doc.y + 2 },
        {
          size: 9,
          color: MUTED_COLOUR,
        },
      );
    }
    doc.y += 8;
  });

  ensureSpace(doc, 70);
  doc.y += 6;
  drawText(doc, t.present, left, { size: 9 });
  drawText(doc, t.extras, left, { size: 9 });
  doc.y += 6;
  drawAgencyContact(doc, data.branding, language, t.contact, colour);

  doc.end();
  return done;
}
