/**
 * Sells a flight ticket through the API with an API key, as an agency's own website would: searches a trip, holds a
 * seat for one adult, tickets it (the agency's balance is charged), and downloads the e-ticket (docs/API.md
 * "Examples").
 *
 *   FRS_BASE_URL=http://localhost:8080 FRS_API_KEY=frs_live_… npx tsx examples/sell-with-api-key.ts
 *
 * The key needs the scopes search, orders.write, tickets, orders.read and documents. FRS_FROM and FRS_TO choose the
 * route by IATA code (EVN → SVO by default: the demo data flies it every day). Prints the PNR, the ticket number and
 * the e-ticket's file; exits with 1 on any failure.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFrsClient, FrsApiError, ok, type components, type TFrsClient } from '@frs/client';

type TSearchOffer = components['schemas']['SearchOffer'];

/** How far ahead the trip is, and how many days after it are tried when that day has no seat. */
const DAYS_AHEAD = 7;
const DAYS_TRIED = 14;

function print(line: string) {
  process.stdout.write(`${line}\n`);
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}`);
  return value;
}

/** yyyy-mm-dd, `days` after today (UTC). */
function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An amount in minor units, as money: 8400000 → "84,000.00". */
function money(minor: number): string {
  return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

async function airportId(frs: TFrsClient, iataCode: string): Promise<number> {
  const page = await ok(frs.GET('/api/airport', { params: { query: { iataCode, pageSize: 10 } } }));
  const airport = page.result.find((candidate) => candidate.iataCode === iataCode);
  if (!airport) throw new Error(`No airport ${iataCode}`);
  return airport.id;
}

/** The cheapest offer with a seat on the first day from `DAYS_AHEAD` on that has one. */
async function findOffer(frs: TFrsClient, fromAirportId: number, toAirportId: number) {
  for (let day = DAYS_AHEAD; day < DAYS_AHEAD + DAYS_TRIED; day += 1) {
    const date = isoDate(day);
    const search = await ok(
      frs.POST('/api/search/mainSearch', {
        body: {
          travelType: 'oneWay',
          legs: [{ fromAirportId, toAirportId, date }],
          passengers: { adults: 1, children: 0, infants: 0 },
        },
      }),
    );
    const offers = search.offers.filter((offer: TSearchOffer) => offer.freeSeats >= 1);
    const cheapest = offers.sort((left, right) => left.payable - right.payable)[0];
    if (cheapest) return { date, offer: cheapest, count: offers.length };
  }
  throw new Error(`No seat in the ${DAYS_TRIED} days from ${isoDate(DAYS_AHEAD)}`);
}

async function main() {
  const frs = createFrsClient({
    baseUrl: requiredEnv('FRS_BASE_URL'),
    apiKey: requiredEnv('FRS_API_KEY'),
    language: 'en',
    retryRateLimited: { attempts: 3, maxWaitSeconds: 10 },
  });
  const from = process.env.FRS_FROM ?? 'EVN';
  const to = process.env.FRS_TO ?? 'SVO';

  // 1. Search (scope `search`).
  const { date, offer, count } = await findOffer(frs, await airportId(frs, from), await airportId(frs, to));
  const flight = offer.segments[0]!.flight;
  print(
    `Search ${from} → ${to} on ${date}: ${count} offer(s); cheapest ${flight.airline.iataCode} ${flight.flightNumber} ` +
      `at ${flight.departureLocal}, ${money(offer.payable)} AMD`,
  );

  // 2. Hold a seat (scope `orders.write`). The client sends an Idempotency-Key: a retry never holds twice.
  const birth = new Date();
  birth.setUTCFullYear(birth.getUTCFullYear() - 34);
  const held = await ok(
    frs.POST('/api/orders/pre-order', {
      body: {
        travelType: 'oneWay',
        segments: offer.segments.map((segment) => ({ classId: segment.class.id })),
        passengers: [
          {
            type: 'adult',
            firstName: 'Anna',
            lastName: 'Petrosyan',
            gender: 'female',
            dateOfBirth: birth.toISOString().slice(0, 10),
            passportNumber: `AP${String(Date.now()).slice(-7)}`,
            passportExpiry: isoDate(5 * 365),
            citizenship: 'AM',
          },
        ],
        contact: { name: 'Anna Petrosyan', phone: '+374 99 123456', email: 'anna.petrosyan@example.com' },
      },
    }),
  );
  print(`Held order ${held.id}, PNR ${held.pnr}, until ${held.holdExpiresAt}`);

  // 3. Ticket it (scope `tickets`: the agency's balance is charged). A lost answer is retried under the same key.
  const idempotencyKey = crypto.randomUUID();
  const ticketing = () =>
    frs.POST('/api/orders/order', {
      params: { header: { 'idempotency-key': idempotencyKey } },
      body: { orderId: held.id, mode: 'ticketing' },
    });
  const ticketed = await ok(ticketing());
  const passenger = ticketed.passengers[0]!;
  if (ticketed.status !== 'ticketed' || !passenger.ticketNumber) {
    throw new Error(`Order ${ticketed.id} is ${ticketed.status}, not ticketed`);
  }
  print(`Ticketed order ${ticketed.id}: ticket ${passenger.ticketNumber}, ${money(ticketed.totals.paid)} AMD charged`);

  // 4. Read it back (scope `orders.read`), and download the e-ticket (scope `documents`).
  const order = await ok(frs.GET('/api/orders/{id}', { params: { path: { id: ticketed.id } } }));
  const pdf = await ok(
    frs.GET('/api/pdf/ticket/{orderId}/{passengerId}', {
      params: { path: { orderId: order.id, passengerId: passenger.id }, query: { lang: 'en' } },
      parseAs: 'arrayBuffer',
    }),
  );
  const bytes = Buffer.from(pdf);
  if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error('The e-ticket is not a PDF');
  const file = join(tmpdir(), `e-ticket-${order.pnr}-${passenger.ticketNumber}.pdf`);
  writeFileSync(file, bytes);
  print(`E-ticket ${file} (${bytes.length} bytes)`);
  print(`PNR ${order.pnr} ticket ${passenger.ticketNumber} order ${order.id} status ${order.status}`);
}

main().catch((error: unknown) => {
  const detail =
    error instanceof FrsApiError
      ? `${error.status} ${error.code ?? ''} ${error.message} ${JSON.stringify(error.errors)}`
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Failed: ${detail}\n`);
  process.exit(1);
});
