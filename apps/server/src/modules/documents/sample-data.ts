import type { TDocumentKind, TLanguage } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { readBranding, DEFAULT_COLOUR, type TBranding } from './branding';
import type { TRenderedDocument } from './documents-service';
import { invoiceNumberText, type TInvoiceDocument } from './invoice-pdf';
import type { TItineraryDocument } from './itinerary-pdf';
import type { TPdfPool } from './pdf-pool';
import type { TReceiptDocument } from './receipt-pdf';
import type { TTicketDocument } from './ticket-pdf';
import type { TVoucherDocument } from './voucher-pdf';

/**
 * The documents over made-up data, for the mail templates' previews and test mails: the same renderers, an
 * order that does not exist. With a database the agency's real branding is used, so a preview shows its logo.
 */

const SAMPLE_BRANDING: TBranding = {
  name: 'Sample Travel',
  phone: '+374 10 000000',
  email: 'info@example.com',
  address: '1 Abovyan St, Yerevan, Armenia',
  legalName: 'Sample Travel LLC',
  taxId: '00000000',
  bankName: 'Sample Bank',
  bankAccount: '1500000000000000',
  bankSwift: 'SAMPAM22',
  logo: null,
  signature: null,
  colour: DEFAULT_COLOUR,
  terms: '',
};

const PNR = 'ABC234';
const ISSUED_AT = '2026-11-24T08:30:00.000Z';

function sampleTicket(branding: TBranding): TTicketDocument {
  const penalties = {
    change: { type: 'amount', value: 2_000 },
    cancel: { type: 'percent', value: 50 },
    refund: { type: 'percent', value: 25 },
  } as const;
  return {
    branding,
    pnr: PNR,
    ticketNumber: '5750000000001',
    issuedAt: ISSUED_AT,
    passenger: { name: 'PETROSYAN ANNA', type: 'adult', passportNumber: 'AM0000000' },
    segments: [
      {
        airline: { iataCode: 'XX', name: 'Sample Air' },
        flightNumber: '101',
        from: { iataCode: 'EVN', city: 'Yerevan' },
        to: { iataCode: 'CDG', city: 'Paris' },
        departureLocal: '2026-12-01T07:00',
        arrivalLocal: '2026-12-01T09:50',
        className: 'Y',
        baggage: { cabinKg: 8, checkedPieces: 1, checkedKg: 23 },
      },
    ],
    fareRules: [
      {
        name: 'Economy',
        text: '',
        penalties,
        currency: 'EUR',
      },
    ],
  };
}

function sampleInvoice(branding: TBranding): TInvoiceDocument {
  return {
    branding,
    number: invoiceNumberText(1),
    issuedAt: ISSUED_AT,
    pnr: PNR,
    route: 'EVN – CDG',
    buyer: { name: 'Sample Agent', vat: '00000000', address: 'Yerevan, Armenia' },
    lines: [{ name: 'PETROSYAN ANNA', type: 'adult', ticketNumber: '5750000000001', amount: 12_000_000 }],
    subtotal: 12_000_000,
    discount: 0,
    fees: 0,
    total: 12_000_000,
  };
}

function sampleReceipt(branding: TBranding): TReceiptDocument {
  return {
    branding,
    pnr: PNR,
    payer: 'Sample Agent',
    entries: [{ at: ISSUED_AT, kind: 'ticketing', paid: 12_000_000, refunded: 0 }],
    printedAt: ISSUED_AT,
  };
}

function sampleVoucher(branding: TBranding): TVoucherDocument {
  return {
    branding,
    pnr: PNR,
    issuedAt: ISSUED_AT,
    hotel: {
      name: 'Le Marais Boutique Hotel',
      category: 4,
      address: '12 Rue de Turenne',
      city: 'Paris',
      country: 'France',
    },
    provider: { name: 'Sample Hotels Ltd', phone: '+33 1 00 00 00 00', email: 'reservations@example.com' },
    rooms: [
      {
        voucherNumber: 'HV-000001',
        categoryName: 'Superior double',
        mealType: 'BB',
        checkIn: '2026-12-01',
        checkOut: '2026-12-04',
        guests: [
          { name: 'PETROSYAN ANNA', type: 'adult', age: null },
          { name: 'PETROSYAN ARAM', type: 'adult', age: null },
          { name: 'PETROSYAN MANE', type: 'child', age: 7 },
        ],
        specialRequests: 'High floor, non-smoking',
      },
    ],
  };
}

function sampleItinerary(branding: TBranding): TItineraryDocument {
  const airline = { iataCode: '4R', name: 'Ararat Wings' };
  const evn = { iataCode: 'EVN', name: 'Zvartnots International', city: 'Yerevan' };
  const cdg = { iataCode: 'CDG', name: 'Charles de Gaulle', city: 'Paris' };
  return {
    branding,
    pnr: PNR,
    issuedAt: ISSUED_AT,
    offer: { name: 'Paris, 7 nights', destination: 'Paris' },
    nights: 7,
    checkIn: '2026-12-01',
    checkOut: '2026-12-08',
    flights: [
      {
        legIndex: 0,
        airline,
        flightNumber: '201',
        from: evn,
        to: cdg,
        departureLocal: '2026-12-01T06:15',
        arrivalLocal: '2026-12-01T08:15',
        className: 'Y',
      },
      {
        legIndex: 1,
        airline,
        flightNumber: '202',
        from: cdg,
        to: evn,
        departureLocal: '2026-12-08T09:30',
        arrivalLocal: '2026-12-08T17:30',
        className: 'Y',
      },
    ],
    hotel: {
      name: 'Le Marais Boutique Hotel',
      category: 4,
      address: '12 Rue de Turenne',
      city: 'Paris',
      country: 'France',
    },
    rooms: [{ categoryName: 'Superior double', mealType: 'BB' }],
    services: [
      { name: 'Airport transfer', kind: 'transfer', charge: 'perBooking' },
      { name: 'Travel insurance', kind: 'insurance', charge: 'perPerson' },
    ],
    travellers: [
      { name: 'PETROSYAN ANNA', type: 'adult', ticketNumber: '5751234567890' },
      { name: 'PETROSYAN ARAM', type: 'adult', ticketNumber: '5751234567891' },
    ],
    tourManager: {
      name: 'Sona Karapetyan',
      phone: '+33 6 00 00 00 00',
      email: 'sona@example.com',
      languages: 'Armenian, English, French, Russian',
    },
  };
}

export async function sampleDocument(
  kind: TDocumentKind,
  language: TLanguage,
  agency: { db: TExecutor; uploadsDir: string | undefined } | undefined,
  pdfs: TPdfPool,
): Promise<TRenderedDocument> {
  const branding = agency ? await readBranding(agency.db, agency.uploadsDir, language) : SAMPLE_BRANDING;
  const pdf = (fileName: string, content: Buffer): TRenderedDocument => ({
    fileName,
    contentType: 'application/pdf',
    content,
  });
  switch (kind) {
    case 'ticket':
      return pdf(`e-ticket-${PNR}-1.pdf`, await pdfs.draw({ kind, language, data: sampleTicket(branding) }));
    case 'invoice':
      return pdf(
        `invoice-${invoiceNumberText(1)}.pdf`,
        await pdfs.draw({ kind, language, data: sampleInvoice(branding) }),
      );
    case 'receipt':
      return pdf(`receipt-${PNR}.pdf`, await pdfs.draw({ kind, language, data: sampleReceipt(branding) }));
    case 'voucher':
      return pdf(`voucher-${PNR}.pdf`, await pdfs.draw({ kind, language, data: sampleVoucher(branding) }));
    case 'itinerary':
      return pdf(`itinerary-${PNR}.pdf`, await pdfs.draw({ kind, language, data: sampleItinerary(branding) }));
  }
}
