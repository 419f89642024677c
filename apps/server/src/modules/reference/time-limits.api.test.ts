import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_LIMITS } from '@frs/contract';
import type { TDatabaseHandle } from '../../db/database';
import { timeLimits } from '../../db/schema';
import { createAirline } from '../../../test/flight-factories';
import { createTestDatabase } from '../../../test/test-app';
import { timeLimitsForAirline } from './time-limits';

let database: TDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const limits = (holdMinutes: number) => ({
  holdMinutes,
  bookingHours: 24,
  bookingCloseHours: 12,
  ticketingCloseHours: 2,
});

describe('timeLimitsForAirline', () => {
  it("takes the airline's own limits, else the general ones, else the defaults", async () => {
    const [own, other] = [await createAirline(database.db), await createAirline(database.db)];
    expect(await timeLimitsForAirline(database.db, own.id)).toEqual(DEFAULT_TIME_LIMITS);
    await database.db.insert(timeLimits).values({ name: 'General', airlineId: null, ...limits(20) });
    expect(await timeLimitsForAirline(database.db, own.id)).toEqual(limits(20));
    await database.db.insert(timeLimits).values({ name: 'Own', airlineId: own.id, ...limits(5) });
    expect(await timeLimitsForAirline(database.db, own.id)).toEqual(limits(5));
    expect(await timeLimitsForAirline(database.db, other.id)).toEqual(limits(20));
  });

  it('allows one general row only', async () => {
    await expect(
      database.db.insert(timeLimits).values({ name: 'Second general', airlineId: null, ...limits(30) }),
    ).rejects.toThrow();
  });
});
