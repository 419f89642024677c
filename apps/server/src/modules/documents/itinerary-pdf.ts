import {
  formatInstantDate,
  formatIsoDate,
  interpolate,
  textsOf,
  type TLanguage,
  type TMealType,
  type TPassengerType,
  type TServiceCharge,
  type TServiceKind,
} from '@frs/contract';
import type { TBranding } from './branding';
import type { TItineraryFlight } from './printed-flight';
import { brandColour, drawAgencyContact, drawHeading, drawLetterhead } from './letterhead';
import {
  CONTENT_WIDTH,
  drawRow,
  drawText,
  ensureSpace,
  MUTED_COLOUR,
  newDocument,
  PAGE,
  type TColumn,
} from './pdf-text';
import { AGENCY_TIME_ZONE } from './ticket-pdf';
import { drawStars, fieldRow, widthOf } from './voucher-pdf';
import { addressLine } from './address-line';

/** What a package's itinerary shows: the trip as a whole, and whom to call at the destination. */
export interface TItineraryDocument {
  branding: TBranding;
  pnr: string;
  /** When the package was ticketed (an instant); null if the order does not say. */
  issuedAt: string | null;
  offer: { name: string; destination: string };
  nights: number;
  /** yyyy-mm-dd */
  checkIn: string;
  checkOut: string;
  /** The outbound flight, then the return. */
  flights: TItineraryFlight[];
  hotel: { name: string; category: number; address: string; city: string; country: string };
  rooms: { categoryName: string; mealType: TMealType }[];
  services: { name: string; kind: TServiceKind; charge: TServiceCharge }[];
  travellers: { name: string; type: TPassengerType; ticketNumber: string | null }[];
  tourManager: { name: string; phone: string; email: string | null; languages: string | null };
}

const FLIGHT_COLUMNS: TColumn[] = [
  { width: 70 },
  { width: 80 },
  { width: 70 },
  { width: 120 },
  { width: 120 },
  { width: CONTENT_WIDTH - 460 },
];

function timeOf(local: string): string {
  return local.slice(11, 16);
}

export async function renderItineraryPdf(data: TItineraryDocument, language: TLanguage): Promise<Buffer> {
  const texts = textsOf(language).documents;
  const t = texts.itinerary;
  const colour = brandColour(data.branding);
  const { doc, done } = newDocument(`${t.title} ${data.pnr}`);
  const left = { x: PAGE.margin };

  drawLetterhead(doc, data.branding, language);
  drawText(doc, t.title, left, { size: 18, weight: 'bold', color: colour });
  doc.y += 6;
  fieldRow(doc, [
    [t.pnr, data.pnr],
    [t.issueDate, data.issuedAt ? formatInstantDate(data.issuedAt, { timeZone: AGENCY_TIME_ZONE }) : ''],
  ]);

  drawHeading(doc, t.package, colour);
  drawText(doc, data.offer.name, left, { size: 14, weight: 'bold' });
  doc.y += 4;
  fieldRow(doc, [
    [t.destination, data.offer.destination],
    [t.nights, String(data.nights)],
    [t.checkIn, formatIsoDate(data.checkIn)],
    [t.checkOut, formatIsoDate(data.checkOut)],
  ]);

  drawHeading(doc, t.flights, colour);
  drawRow(doc, FLIGHT_COLUMNS, ['', t.flight, t.date, t.departure, t.arrival, t.class], {
    size: 8,
    weight: 'bold',
    color: MUTED_COLOUR,
  });
  for (const flight of data.flights) {
    const departureDate = flight.departureLocal.slice(0, 10);
    const arrivalDate = flight.arrivalLocal.slice(0, 10);
    const arrivalTime =
      arrivalDate === departureDate
        ? timeOf(flight.arrivalLocal)
        : `${timeOf(flight.arrivalLocal)} (${formatIsoDate(arrivalDate)})`;
    drawRow(
      doc,
      FLIGHT_COLUMNS,
      [
        flight.legIndex === 0 ? t.outbound : t.return,
        `${flight.airline.iataCode} ${flight.flightNumber}\n${flight.airline.name}`,
        formatIsoDate(departureDate),
        `${flight.from.iataCode} ${flight.from.city}\n${flight.from.name}\n${timeOf(flight.departureLocal)}`,
        `${flight.to.iataCode} ${flight.to.city}\n${flight.to.name}\n${arrivalTime}`,
        flight.className,
      ],
      { size: 9 },
    );
  }
  drawText(doc, t.localTimes, left, { size: 8, color: MUTED_COLOUR });

  drawHeading(doc, t.hotel, colour);
  drawText(doc, data.hotel.name, left, { size: 14, weight: 'bold' });
  const category = interpolate(t.category, { stars: data.hotel.category });
  const categoryTop = doc.y;
  drawText(doc, category, left, { size: 9, color: MUTED_COLOUR });
  drawStars(doc, data.hotel.category, PAGE.margin + widthOf(doc, category, 9) + 6, categoryTop + 1, colour);
  const address = addressLine([data.hotel.address, data.hotel.city, data.hotel.country]);
  drawText(doc, interpolate(t.address, { address }), left, { size: 10 });
  data.rooms.forEach((room, index) => {
    drawText(
      doc,
      [
        interpolate(t.room, { number: index + 1, category: room.categoryName }),
        interpolate(t.meal, { meal: texts.mealTypes[room.mealType] }),
      ].join(' · '),
      left,
      { size: 10 },
    );
  });

  drawHeading(doc, t.services, colour);
  if (data.services.length === 0) drawText(doc, t.noServices, left, { size: 10 });
  for (const service of data.services) {
    const charge = service.charge === 'perPerson' ? t.perPerson : t.perBooking;
    drawText(doc, `${t.serviceKinds[service.kind]}: ${service.name} (${charge})`, left, { size: 10 });
  }

  drawHeading(doc, t.travellers, colour);
  data.travellers.forEach((traveller, index) => {
    const parts = [
      `${index + 1}. ${traveller.name}`,
      texts.passengerTypes[traveller.type],
      ...(traveller.ticketNumber ? [interpolate(t.ticket, { number: traveller.ticketNumber })] : []),
    ];
    drawText(doc, parts.join(' · '), { x: PAGE.margin + 10 }, { size: 10, width: CONTENT_WIDTH - 10 });
  });

  ensureSpace(doc, 110);
  drawHeading(doc, t.tourManager, colour);
  const manager = data.tourManager;
  drawText(doc, manager.name, left, { size: 12, weight: 'bold' });
  drawText(doc, interpolate(t.phone, { phone: manager.phone }), left, { size: 10 });
  if (manager.email) drawText(doc, interpolate(t.email, { email: manager.email }), left, { size: 10 });
  if (manager.languages) drawText(doc, interpolate(t.languages, { languages: manager.languages }), left, { size: 10 });

  doc.y += 10;
  drawAgencyContact(doc, data.branding, language, t.contact, colour);

  doc.end();
  return done;
}
