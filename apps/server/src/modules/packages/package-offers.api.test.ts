import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  AIRPORTS,
  PACKAGE_OFFERS,
  resourceEndpoints,
  ROOMS,
  SERVICES,
  TOUR_MANAGERS,
  type TEndpointDefinition,
  type TPackageOfferInput,
  type TResourceDescriptor,
  type TRole,
} from '@frs/contract';
import { packageOffers } from '../../db/schema';
import { injectEndpoint, type TInjectCall } from '../../../test/endpoint-call';
import {
  createAirport,
  createFlightSetup,
  tokensForEveryRole,
  type TFlightSetup,
} from '../../../test/flight-factories';
import { createRoom } from '../../../test/agency-factories';
import {
  createService,
  createTourManager,
  insertPackageOrderOf,
  packageOfferInput,
} from '../../../test/package-offer-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

/**
 * Package offers (issue 16) beyond the generic reference checks (reference.api.test.ts): the room types and
 * services an offer names are checked item by item, its rules answered as field errors, the staff's roles, and
 * deletes refused both ways while in use: an offer that package orders name, and the airports, room types, services
 * and tour managers that an offer names (room types and services inside its jsonb lists).
 */

let testApp: TTestApp;
let setup: TFlightSetup;
let tokenOf: (role: TRole) => string;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await createFlightSetup(testApp.database.db);
  tokenOf = await tokensForEveryRole(testApp.app, testApp.database.db, [
    'Admin',
    'Packages',
    'Viewer',
    'Hotels',
    'Reports',
    'user',
  ]);
});
afterAll(async () => {
  await testApp.app.close();
});

const db = () => testApp.database.db;
const offers = resourceEndpoints(PACKAGE_OFFERS);

function call(endpoint: TEndpointDefinition, role: TRole, request: Omit<TInjectCall, 'token' | 'headers'> = {}) {
  return injectEndpoint(testApp.app, endpoint, {
    ...request,
    token: tokenOf(role),
    headers: { 'accept-language': 'en' },
  });
}

async function createOffer(input?: TPackageOfferInput) {
  const response = await call(offers.create, 'Packages', { body: input ?? (await packageOfferInput(db(), setup)) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number } & TPackageOfferInput>();
}

async function offerRows(name: string) {
  return db().select().from(packageOffers).where(eq(packageOffers.name, name));
}

describe('package offers', () => {
  it('are created, read, replaced and deleted by the Packages role, every field kept', async () => {
    const input = await packageOfferInput(db(), setup);
    const created = await createOffer(input);
    expect(created).toEqual({ id: expect.any(Number), ...input });

    const read = await call(offers.get, 'Packages', { params: { id: created.id } });
    expect(read.json()).toEqual(created);

    const changed: TPackageOfferInput = {
      ...input,
      roomIds: [input.roomIds[1]!],
      nights: [5],
      services: [],
      markup: { type: 'amount', value: 30_000_00 },
      cancellationPolicy: [],
      active: false,
    };
    const updated = await call(offers.update, 'Packages', { params: { id: created.id }, body: changed });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ id: created.id, ...changed });

    const list = await call(offers.list, 'Packages', { query: { search: input.name, pageSize: 10 } });
    expect(list.json()).toEqual({ result: [{ id: created.id, ...changed }], count: 1, countCapped: false });

    const removed = await call(offers.remove, 'Packages', { params: { id: created.id } });
    expect(removed.statusCode).toBe(200);
    expect(await offerRows(input.name)).toEqual([]);
  });

  it('filters the list by route, activity and destination', async () => {
    const input = await packageOfferInput(db(), setup);
    const other = await createAirport(db(), { city: 'Dubai', timeZone: 'Asia/Dubai' });
    const dubai = await createOffer({ ...input, destination: 'Dubai Marina', toAirportId: other.id, active: false });
    const query = { toAirportId: other.id, active: false, destination: 'marina' };
    const list = await call(offers.list, 'Viewer', { query });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ result: { id: number }[] }>().result.map((offer) => offer.id)).toEqual([dubai.id]);
  });

  describe('answer bad input with field errors under the field, and write nothing', () => {
    const cases: [string, (input: TPackageOfferInput) => TPackageOfferInput, Record<string, string>][] = [
      [
        'an unknown room type, at its place in the list',
        (input) => ({ ...input, roomIds: [...input.roomIds, 987_654] }),
        { 'roomIds.2': 'No such record' },
      ],
      [
        'an unknown service, at its row',
        (input) => ({ ...input, services: [{ serviceId: 987_654, charge: 'perPerson' }, ...input.services] }),
        { 'services.0.serviceId': 'No such record' },
      ],
      ['an unknown airport', (input) => ({ ...input, fromAirportId: 987_654 }), { fromAirportId: 'No such record' }],
      [
        'an unknown tour manager',
        (input) => ({ ...input, tourManagerId: 987_654 }),
        { tourManagerId: 'No such record' },
      ],
      [
        'a room type twice',
        (input) => ({ ...input, roomIds: [input.roomIds[0]!, input.roomIds[0]!] }),
        { roomIds: 'The list names the same value twice' },
      ],
      [
        'a service twice',
        (input) => ({ ...input, services: [input.services[0]!, { ...input.services[0]!, charge: 'perPerson' }] }),
        { services: 'The list names the same value twice' },
      ],
      [
        'a stay length twice',
        (input) => ({ ...input, nights: [7, 7] }),
        { nights: 'The list names the same value twice' },
      ],
      [
        'a sale period ending before it starts',
        (input) => ({ ...input, saleTo: addDays(input.saleFrom, -1) }),
        { saleTo: 'The end date cannot be before the start date' },
      ],
      [
        'the same airport both ways',
        (input) => ({ ...input, toAirportId: input.fromAirportId }),
        { toAirportId: 'The departure and arrival airports must differ' },
      ],
      ['no room type', (input) => ({ ...input, roomIds: [] }), { roomIds: expect.any(String) }],
      ['a stay of no nights', (input) => ({ ...input, nights: [0] }), { 'nights.0': expect.any(String) }],
      [
        'a percent markup over 100',
        (input) => ({ ...input, markup: { type: 'percent', value: 150 } }),
        { 'markup.value': expect.any(String) },
      ],
    ];
    it.each(cases)('%s', async (_label, spoil, errors) => {
      const input = spoil(await packageOfferInput(db(), setup));
      const response = await call(offers.create, 'Packages', { body: input });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect(await offerRows(input.name)).toEqual([]);
    });

    it('on update too, keeping the offer as it was', async () => {
      const created = await createOffer();
      const { id: _id, ...input } = created;
      const response = await call(offers.update, 'Packages', {
        params: { id: created.id },
        body: { ...input, services: [...input.services, { serviceId: 987_654, charge: 'perBooking' }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'services.2.serviceId': 'No such record' });
      expect((await call(offers.get, 'Packages', { params: { id: created.id } })).json()).toEqual(created);
    });

    it('a name already used', async () => {
      const created = await createOffer();
      const again = { ...(await packageOfferInput(db(), setup)), name: created.name };
      const response = await call(offers.create, 'Packages', { body: again });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ name: 'This value is already used' });
    });
  });

  it('are for the staff: agents and Reports get 403, Viewer and Hotels read without writing, Admin writes', async () => {
    const created = await createOffer();
    const { id, ...input } = created;
    for (const role of ['user', 'Reports'] as const) {
      for (const endpoint of [offers.list, offers.get]) {
        expect((await call(endpoint, role, { params: { id } })).statusCode, role).toBe(403);
      }
    }
    for (const role of ['Viewer', 'Hotels'] as const) {
      expect((await call(offers.get, role, { params: { id } })).statusCode, role).toBe(200);
      expect((await call(offers.list, role)).statusCode, role).toBe(200);
      const body = await packageOfferInput(db(), setup);
      expect((await call(offers.create, role, { body })).statusCode, role).toBe(403);
      expect((await call(offers.update, role, { params: { id }, body: input })).statusCode, role).toBe(403);
      expect((await call(offers.remove, role, { params: { id } })).statusCode, role).toBe(403);
    }
    expect((await call(offers.update, 'Admin', { params: { id }, body: { ...input, nights: [3] } })).statusCode).toBe(
      200,
    );
    expect((await call(offers.remove, 'Admin', { params: { id } })).statusCode).toBe(200);
  });

  describe('deletes while in use', () => {
    const inUse = (place: string) => ({
      code: 'IN_USE',
      message: `This record is in use and cannot be deleted. Used in: ${place}`,
    });

    it('refuse an offer that a package order names', async () => {
      const created = await createOffer();
      await insertPackageOrderOf(db(), created.id);
      const response = await call(offers.remove, 'Packages', { params: { id: created.id } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(inUse('package orders (1)'));
      expect(await offerRows(created.name)).toHaveLength(1);
    });

    const parts: [string, TResourceDescriptor, (offer: TPackageOfferInput) => number][] = [
      ['a room type in its list', ROOMS, (offer) => offer.roomIds[1]!],
      ['a service in its list', SERVICES, (offer) => offer.services[1]!.serviceId],
      ['its tour manager', TOUR_MANAGERS, (offer) => offer.tourManagerId],
      ['its destination airport', AIRPORTS, (offer) => offer.toAirportId],
    ];
    it.each(parts)('refuse %s', async (_label, descriptor, partOf) => {
      const input = await packageOfferInput(db(), setup);
      // The route's airports have flights of other tests; a fresh airport is used by this offer alone.
      const airport = await createAirport(db(), { city: 'Nice', timeZone: 'Europe/Paris' });
      const offer = await createOffer({ ...input, toAirportId: airport.id });
      const endpoints = resourceEndpoints(descriptor);
      const response = await call(endpoints.remove, 'Admin', { params: { id: partOf(offer) } });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual(inUse('package offers (1)'));
      expect((await call(endpoints.get, 'Admin', { params: { id: partOf(offer) } })).statusCode).toBe(200);
    });

    it('refuse a tour manager that a package order names, even after its offer changed guide', async () => {
      const created = await createOffer();
      await insertPackageOrderOf(db(), created.id);
      const { id, ...input } = created;
      const guide = created.tourManagerId;
      const replaced = await call(offers.update, 'Packages', {
        params: { id },
        body: { ...input, tourManagerId: (await createTourManager(db())).id },
      });
      expect(replaced.statusCode).toBe(200);
      const response = await call(resourceEndpoints(TOUR_MANAGERS).remove, 'Admin', { params: { id: guide } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(inUse('package orders (1)'));
    });

    it('allow room types and services that no offer names, whatever their ids look like', async () => {
      await createOffer();
      const room = await createRoom(db());
      const service = await createService(db());
      for (const [descriptor, id] of [
        [ROOMS, room.id],
        [SERVICES, service.id],
      ] as const) {
        const response = await call(resourceEndpoints(descriptor).remove, 'Admin', { params: { id } });
        expect(response.statusCode, `${descriptor.name}: ${response.body}`).toBe(200);
      }
    });
  });
});
