import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIsoDate } from '@frs/contract';
import { AppError } from '../../lib/app-error';
import { moveRoomNights, type TRoomNightMove, type TRoomStay } from './room-nights';
import { createSellableRoom, nightsOf, setNights } from '../../../test/agency-factories';
import { createTestApp, type TTestApp } from '../../../test/test-app';

let testApp: TTestApp;
const db = () => testApp.database.db;
const day = (days: number) => addDays(todayIsoDate(), days);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

/** A room type with `allotment` rooms on each of the 5 nights from day 10 (days 10..14). */
async function roomOf(allotment = 5) {
  const { room } = await createSellableRoom(db(), { from: day(10), nights: 5, allotment });
  return room.id;
}

/** sold/held of the room type's nights, by date. */
async function counters(roomId: number) {
  const nights = await nightsOf(db(), roomId);
  return Object.fromEntries(
    [...nights.values()].map((night) => [
      night.night,
      { allotment: night.allotment, sold: night.sold, held: night.held },
    ]),
  );
}

const move = (name: TRoomNightMove, stays: TRoomStay[]) => db().transaction((tx) => moveRoomNights(tx, name, stays));
const stay = (roomId: number, from: number, to: number, rooms = 1): TRoomStay => ({
  roomId,
  checkIn: day(from),
  checkOut: day(to),
  rooms,
});

describe('moveRoomNights', () => {
  it('holds, sells and releases exactly the nights [check-in, check-out) of each stay', async () => {
    const roomId = await roomOf(5);
    await move('hold', [stay(roomId, 11, 13, 2)]);
    expect(await counters(roomId)).toEqual({
      [day(10)]: { allotment: 5, sold: 0, held: 0 },
      [day(11)]: { allotment: 5, sold: 0, held: 2 },
      [day(12)]: { allotment: 5, sold: 0, held: 2 },
      [day(13)]: { allotment: 5, sold: 0, held: 0 },
      [day(14)]: { allotment: 5, sold: 0, held: 0 },
    });

    await move('sellHeld', [stay(roomId, 11, 13, 1)]);
    await move('sell', [stay(roomId, 12, 15, 3)]);
    const sold = await counters(roomId);
    expect(sold[day(11)]).toEqual({ allotment: 5, sold: 1, held: 1 });
    expect(sold[day(12)]).toEqual({ allotment: 5, sold: 4, held: 1 });
    expect(sold[day(14)]).toEqual({ allotment: 5, sold: 3, held: 0 });

    await move('releaseHold', [stay(roomId, 11, 13, 1)]);
    await move('releaseSold', [stay(roomId, 11, 13, 1), stay(roomId, 12, 15, 3)]);
    const released = await counters(roomId);
    for (const night of [10, 11, 12, 13, 14]) expect(released[day(night)]).toEqual({ allotment: 5, sold: 0, held: 0 });
  });

  it('takes no night at all of a stay whose last night is full, even outside a transaction', async () => {
    const roomId = await roomOf(3);
    await setNights(db(), roomId, day(13), 1, { allotment: 3, sold: 3 });
    const before = await counters(roomId);

    // Inside the caller's transaction: 409, and the rolled-back transaction leaves nothing.
    await expect(move('hold', [stay(roomId, 10, 14)])).rejects.toMatchObject({
      statusCode: 409,
      code: 'NOT_ENOUGH_ROOMS',
    });
    expect(await counters(roomId)).toEqual(before);
    // The statement itself takes every night or none: on its own connection, without a transaction, nothing either.
    await expect(moveRoomNights(db(), 'sell', [stay(roomId, 10, 14)])).rejects.toMatchObject({
      code: 'NOT_ENOUGH_ROOMS',
    });
    expect(await counters(roomId)).toEqual(before);
    // The nights before the full one are still there to take.
    await move('hold', [stay(roomId, 10, 13, 3)]);
    expect((await counters(roomId))[day(12)]).toEqual({ allotment: 3, sold: 0, held: 3 });
  });

  it('refuses a stop-sale night with STOP_SALE and a night without inventory with NOT_ENOUGH_ROOMS', async () => {
    const roomId = await roomOf(4);
    await setNights(db(), roomId, day(12), 1, { stopSale: true });
    const before = await counters(roomId);
    for (const name of ['hold', 'sell'] as const) {
      const error = await move(name, [stay(roomId, 11, 13)]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 409, code: 'STOP_SALE' });
    }
    // Day 15 has no row: the room type has no rooms that night.
    await expect(move('hold', [stay(roomId, 13, 16)])).rejects.toMatchObject({ code: 'NOT_ENOUGH_ROOMS' });
    expect(await counters(roomId)).toEqual(before);
  });

  it('rolls back the stays already moved when a later one cannot be taken', async () => {
    const first = await roomOf(2);
    const second = await roomOf(1);
    const beforeFirst = await counters(first);
    const beforeSecond = await counters(second);
    // Stays are taken in room type order: the first room type's succeeds, then the second's fails.
    await expect(move('hold', [stay(second, 10, 12, 2), stay(first, 10, 12, 2)])).rejects.toMatchObject({
      code: 'NOT_ENOUGH_ROOMS',
    });
    expect(await counters(first)).toEqual(beforeFirst);
    expect(await counters(second)).toEqual(beforeSecond);
  });

  it('throws (a bug, not a 409) when a release or a sale of held rooms does not fit the counters', async () => {
    const roomId = await roomOf(5);
    await move('hold', [stay(roomId, 10, 12, 1)]);
    const before = await counters(roomId);
    for (const name of ['releaseHold', 'sellHeld', 'releaseSold'] as const) {
      const error = await move(name, [stay(roomId, 10, 13, 1)]).catch((caught: unknown) => caught);
      expect(error, name).toBeInstanceOf(Error);
      expect(error, name).not.toBeInstanceOf(AppError);
    }
    expect(await counters(roomId)).toEqual(before);
  });

  it('never takes more rooms than the allotment, however many holds come at once', async () => {
    const roomId = await roomOf(20);
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => move('hold', [stay(roomId, 10, 13)])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result as PromiseRejectedResult).reason.code)).toEqual(
      Array.from({ length: 10 }, () => 'NOT_ENOUGH_ROOMS'),
    );
    const nights = await counters(roomId);
    for (const night of [10, 11, 12]) expect(nights[day(night)]).toEqual({ allotment: 20, sold: 0, held: 20 });
    expect(nights[day(13)]).toEqual({ allotment: 20, sold: 0, held: 0 });
  });
});
