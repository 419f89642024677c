import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSENGER_ENDPOINTS,
  textsOf,
  type TDirectoryPassenger,
  type TEndpointDefinition,
  type TExportFormat,
} from '@frs/contract';
import { injectEndpoint } from '../../../test/endpoint-call';
import { readExport } from '../../../test/export-file';
import { userWithToken } from '../../../test/factories';
import { passengerInput } from '../../../test/order-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

function traveller(lastName: string) {
  const { directoryId: _id, save: _save, ...fields } = passengerInput('adult', { lastName });
  return fields;
}

describe('the passengers directory', () => {
  it('agents keep their own travellers; the staff see everyone’s; another agent’s id is a 404', async () => {
    const agent = await userWithToken(testApp.app, db(), 'user');
    const other = await userWithToken(testApp.app, db(), 'user');
    const admin = await userWithToken(testApp.app, db(), 'Admin');
    const create = async (headers: Record<string, string>, lastName: string) => {
      const response = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.create, {
        headers,
        body: traveller(lastName),
      });
      expect(response.statusCode).toBe(200);
      return response.json<TDirectoryPassenger>();
    };
    const mine = await create(agent.headers, 'Abrahamyan');
    await create(agent.headers, 'Baghdasaryan');
    const theirs = await create(other.headers, 'Chilingaryan');
    const agency = await create(admin.headers, 'Danielyan');
    expect(mine.agentId).toBe(agent.user.id);
    expect(agency.agentId).toBeNull();

    const get = (headers: Record<string, string>, query: Record<string, string> = {}) =>
      injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.list, { headers, query });
    const own = (await get(agent.headers, { agentId: String(other.user.id) })).json<{
      result: TDirectoryPassenger[];
      count: number;
    }>();
    expect(own.result.map((row) => row.lastName)).toEqual(['Abrahamyan', 'Baghdasaryan']);
    const searched = (await get(agent.headers, { search: 'bagh' })).json<{ result: TDirectoryPassenger[] }>();
    expect(searched.result.map((row) => row.lastName)).toEqual(['Baghdasaryan']);
    const all = (await get(admin.headers)).json<{ count: number }>();
    expect(all.count).toBe(4);
    const oneAgent = (await get(admin.headers, { agentId: String(other.user.id), pageSize: '1' })).json<{
      result: TDirectoryPassenger[];
    }>();
    expect(oneAgent.result.map((row) => row.id)).toEqual([theirs.id]);

    const patch = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.update, {
      params: { id: mine.id },
      headers: agent.headers,
      body: { ...traveller('Abrahamyan'), passportNumber: 'xy9876543' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json<TDirectoryPassenger>().passportNumber).toBe('XY9876543');
    for (const endpoint of [PASSENGER_ENDPOINTS.update, PASSENGER_ENDPOINTS.remove] as TEndpointDefinition[]) {
      const foreign = await injectEndpoint(testApp.app, endpoint, {
        params: { id: theirs.id },
        headers: agent.headers,
        ...(endpoint.body ? { body: traveller('X') } : {}),
      });
      expect(foreign.statusCode, endpoint.method).toBe(404);
    }
    const invalid = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.create, {
      headers: agent.headers,
      body: { ...traveller('Ա'), citizenship: 'ARM' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['citizenship', 'lastName']);

    const deleted = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.remove, {
      params: { id: mine.id },
      headers: agent.headers,
    });
    expect(deleted.json()).toEqual({ success: true });
    expect((await get(agent.headers)).json<{ count: number }>().count).toBe(1);
  });

  describe('keeps the rules pre-order keeps', () => {
    let agent: Awaited<ReturnType<typeof userWithToken>>;
    let saved: TDirectoryPassenger;
    beforeAll(async () => {
      agent = await userWithToken(testApp.app, db(), 'user');
      const response = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.create, {
        headers: agent.headers,
        body: traveller('Hakobyan'),
      });
      saved = response.json<TDirectoryPassenger>();
    });

    const send = (method: 'POST' | 'PATCH', body: object) => {
      const headers = { ...agent.headers, 'accept-language': 'en' };
      return method === 'POST'
        ? injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.create, { headers, body })
        : injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.update, { params: { id: saved.id }, headers, body });
    };

    for (const method of ['POST', 'PATCH'] as const) {
      it(`${method}: a birth date in the future is refused`, async () => {
        const response = await send(method, { ...traveller('Hakobyan'), dateOfBirth: '2099-01-01' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ dateOfBirth: 'The date of birth cannot be in the future' });
      });

      it(`${method}: a passport that has already expired is refused`, async () => {
        const response = await send(method, { ...traveller('Hakobyan'), passportExpiry: '2000-01-01' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ passportExpiry: 'The passport has expired' });
      });

      it(`${method}: a citizenship that is no ISO 3166 country is refused`, async () => {
        const response = await send(method, { ...traveller('Hakobyan'), citizenship: 'ZZ' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ citizenship: 'No country has this code' });
      });
    }

    it('names all three at once, and changes nothing', async () => {
      const response = await send('PATCH', {
        ...traveller('Hakobyan'),
        dateOfBirth: '2099-01-01',
        passportExpiry: '2000-01-01',
        citizenship: 'zz',
      });
      expect(Object.keys(response.json().errors).sort()).toEqual(['citizenship', 'dateOfBirth', 'passportExpiry']);
      const list = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.list, { headers: agent.headers });
      expect(list.json<{ result: TDirectoryPassenger[] }>().result).toEqual([saved]);
    });
  });
});

describe('the directory export', () => {
  let agent: Awaited<ReturnType<typeof userWithToken>>;
  let other: Awaited<ReturnType<typeof userWithToken>>;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  beforeAll(async () => {
    [agent, other, admin] = [
      await userWithToken(testApp.app, db(), 'user'),
      await userWithToken(testApp.app, db(), 'user'),
      await userWithToken(testApp.app, db(), 'Admin'),
    ];
    for (const [owner, lastName] of [
      [agent, 'Exportyan'],
      [agent, 'Exportova'],
      [agent, 'Otheryan'],
      [other, 'Exportenko'],
    ] as const) {
      const response = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.create, {
        headers: owner.headers,
        body: traveller(lastName),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  const exportOf = async (
    headers: Record<string, string>,
    query: Record<string, string>,
    format: TExportFormat,
    language = 'en',
  ) => {
    const response = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.export, {
      headers: { ...headers, 'accept-language': language },
      query: { ...query, format },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="passengers-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
    );
    return readExport(response.rawPayload, format);
  };

  it('holds exactly the filtered list in its order, as CSV and XLSX; an agent only its own', async () => {
    const query = { search: 'export', sortField: 'lastName', sortOrder: 'desc' };
    const list = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.list, { headers: agent.headers, query });
    const names = list.json<{ result: TDirectoryPassenger[] }>().result.map((row) => row.lastName);
    expect(names).toEqual(['Exportyan', 'Exportova']);
    // An agent naming another agent still gets only its own travellers.
    for (const format of ['csv', 'xlsx'] as const) {
      const rows = await exportOf(agent.headers, { ...query, agentId: String(other.user.id) }, format);
      expect(rows[0]).toEqual(Object.values(textsOf('en').exports.passengers));
      expect(rows.slice(1).map((row) => row[0])).toEqual(names);
      expect(rows[1]?.slice(2, 5)).toEqual(['adult', 'female', traveller('X').dateOfBirth]);
      expect(rows[1]?.[8]).toBe(agent.user.companyName);
    }
  });

  it('gives the staff every agent’s travellers, or one agent’s, with headers in the reader’s language', async () => {
    const all = await exportOf(admin.headers, { search: 'export' }, 'xlsx', 'ru');
    expect(all[0]?.[0]).toBe(textsOf('ru').exports.passengers.lastName);
    expect(all.slice(1).map((row) => row[0])).toEqual(['Exportenko', 'Exportova', 'Exportyan']);
    const one = await exportOf(admin.headers, { search: 'export', agentId: String(other.user.id) }, 'csv');
    expect(one.slice(1).map((row) => row[0])).toEqual(['Exportenko']);
    const refused = await injectEndpoint(testApp.app, PASSENGER_ENDPOINTS.export, {
      headers: admin.headers,
      query: { format: 'pdf', page: '2' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['format', 'page']);
  });
});
