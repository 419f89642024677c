import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  isReleased,
  ruleMessage,
  todayIsoDate,
  type TCurrency,
  type THotelInventory,
  type TInventoryNight,
  type TInventoryUpdate,
  type TMealType,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { hotels, roomCategories, roomNights, rooms } from '../../db/schema';
import type { TActor } from '../../lib/actor';
import { AppError, fieldErrors, notFound } from '../../lib/app-error';
import { recordHistory } from '../../lib/history';

/**
 * A hotel's inventory night by night (docs/DOMAIN.md "Hotels and packages"): the month calendar of its room types, and
 * the one action that sets a date range's allotment, price or stop-sale. Orders move the sold and held counters through
 * room-nights.ts; here only what the hotel gives (allotment, price, stop-sale) is written.
 */

/** The years a date may have (ZIsoDate's): a month outside them would reach PostgreSQL as an impossible date. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

/** Every date of a `yyyy-mm` month, or null for a month outside the years dates may have. */
function datesOfMonth(month: string): string[] | null {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const first = `${month}-01`;
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return Array.from({ length: daysBetween(first, next) }, (_, index) => addDays(first, index));
}

/** 0 = Sunday … 6 = Saturday. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

async function findHotel(db: TExecutor, hotelId: number) {
  const [hotel] = await db
    .select({ id: hotels.id, name: hotels.name, city: hotels.city, category: hotels.category })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  if (!hotel) throw notFound();
  return hotel;
}

/** GET /api/hotels/{id}/inventory?month=: every room type of the hotel with each night of the month. */
export async function hotelInventory(options: {
  db: TExecutor;
  hotelId: number;
  month: string;
  now?: Date;
}): Promise<THotelInventory> {
  const { db, hotelId, month } = options;
  const dates = datesOfMonth(month);
  if (!dates) throw fieldErrors({ month: ruleMessage('invalidDate').message });
  const today = todayIsoDate(options.now);
  const hotel = await findHotel(db, hotelId);
  const roomTypes = await db
    .select({ room: rooms, categoryName: roomCategories.name })
    .from(rooms)
    .innerJoin(roomCategories, eq(roomCategories.id, rooms.roomCategoryId))
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.id));
  const nights =
    roomTypes.length === 0
      ? []
      : await db
          .select()
          .from(roomNights)
          .where(
            and(
              inArray(
                roomNights.roomId,
                roomTypes.map(({ room }) => room.id),
              ),
              gte(roomNights.night, dates[0]!),
              lte(roomNights.night, dates[dates.length - 1]!),
            ),
          );
  const byKey = new Map(nights.map((night) => [`${night.roomId}:${night.night}`, night]));

  return {
    hotel,
    month,
    roomTypes: roomTypes.map(({ room, categoryName }) => ({
      roomId: room.id,
      categoryName,
      mealType: room.mealType as TMealType,
      capacity: room.capacity,
      maxAdults: room.maxAdults,
      maxChildren: room.maxChildren,
      childMaxAge: room.childMaxAge,
      minStay: room.minStay,
      releaseDays: room.releaseDays,
      commissionPercent: room.commissionPercent,
      pricePerNight: room.pricePerNight,
      currency: room.currency as TCurrency,
      cancellationPolicy: room.cancellationPolicy,
      nights: dates.map((date): TInventoryNight => {
        const row = byKey.get(`${room.id}:${date}`);
        const released = isReleased(today, date, room.releaseDays);
        const allotment = row?.allotment ?? 0;
        const sold = row?.sold ?? 0;
        const held = row?.held ?? 0;
        const stopSale = row?.stopSale ?? false;
        const ownPrice = row?.price !== null && row?.price !== undefined;
        return {
          date,
          allotment,
          sold,
          held,
          free: stopSale || released ? 0 : Math.max(allotment - sold - held, 0),
          price: row?.price ?? room.pricePerNight,
          ownPrice,
          stopSale,
          released,
        };
      }),
    })),
  };
}

/** The nights of the range the update applies to: every date from start to end, or only those of its weekdays. */
function datesOfUpdate(input: TInventoryUpdate): string[] {
  const weekdays = input.weekdays && input.weekdays.length > 0 ? new Set(input.weekdays) : null;
  return Array.from({ length: daysBetween(input.startDate, input.endDate) + 1 }, (_, index) =>
    addDays(input.startDate, index),
  ).filter((date) => !weekdays || weekdays.has(weekdayOf(date)));
}

/**
 * PUT /api/hotels/{id}/inventory: sets the allotment, the price (null: back to the room type's) and/or the stop-sale
 * flag of the chosen room types on the range's nights (its weekdays only, if given), in one transaction with its
 * history row. Nights without a row get one. An allotment below what is sold and held on a night is refused (409,
 * field `allotment` naming the least allotment possible) and changes nothing; the upsert is itself conditional on it,
 * so a hold that lands meanwhile cannot be undercut.
 */
export async function updateInventory(options: {
  db: TExecutor;
  actor: TActor;
  hotelId: number;
  input: TInventoryUpdate;
}): Promise<{ nights: number }> {
  const { db, actor, hotelId, input } = options;
  return db.transaction(async (tx) => {
    await findHotel(tx, hotelId);
    const roomIds = [...new Set(input.roomIds)].sort((a, b) => a - b);
    const roomTypes = await tx
      .select({ id: rooms.id, mealType: rooms.mealType, currency: rooms.currency, category: roomCategories.name })
      .from(rooms)
      .innerJoin(roomCategories, eq(roomCategories.id, rooms.roomCategoryId))
      .where(and(inArray(rooms.id, roomIds), eq(rooms.hotelId, hotelId)))
      .orderBy(asc(rooms.id));
    if (roomTypes.length !== roomIds.length) throw fieldErrors({ roomIds: ruleMessage('unknownReference').message });

    const dates = datesOfUpdate(input);
    if (dates.length === 0) return { nights: 0 };
    const expected = roomIds.length * dates.length;
    const sets = [
      ...(input.allotment === undefined ? [] : [sql`allotment = excluded.allotment`]),
      ...(input.price === undefined ? [] : [sql`price = excluded.price`]),
      ...(input.stopSale === undefined ? [] : [sql`stop_sale = excluded.stop_sale`]),
      sql`updated_at = now()`,
    ];
    // Rows in (room, night) order, the order the room-night counters lock them in.
    const result = await tx.execute(sql`
      insert into ${roomNights} (room_id, night, allotment, price, stop_sale)
      select r.room_id, d.night::date, ${input.allotment ?? 0}::int, ${input.price ?? null}::bigint,
        ${input.stopSale ?? false}::boolean
      from unnest(${sql.param(roomIds)}::int[]) as r(room_id)
      cross join unnest(${sql.param(dates)}::text[]) as d(night)
      order by 1, 2
      on conflict (room_id, night) do update set ${sql.join(sets, sql`, `)}
      ${input.allotment === undefined ? sql`` : sql`where ${roomNights}.sold + ${roomNights}.held <= excluded.allotment`}
      returning 1`);
    const written = (result as unknown as { rows: unknown[] }).rows.length;
    if (written !== expected) {
      if (input.allotment === undefined) throw new Error(`inventory update wrote ${written} of ${expected} nights`);
      const [taken] = await tx
        .select({ most: sql<number>`max(${roomNights.sold} + ${roomNights.held})::int` })
        .from(roomNights)
        .where(and(inArray(roomNights.roomId, roomIds), inArray(roomNights.night, dates)));
      const most = Number(taken?.most ?? 0);
      throw new AppError(409, 'ALLOTMENT_BELOW_TAKEN', {
        allotment: ruleMessage('allotmentBelowTaken', most).message,
      });
    }

    await recordHistory(tx, {
      actor: { userId: actor.userId },
      entity: 'hotelInventory',
      entityId: hotelId,
      action: 'update',
      newValues: {
        roomTypes: roomTypes.map((room) => ({
          category: room.category,
          mealType: room.mealType,
          currency: room.currency,
        })),
        startDate: input.startDate,
        endDate: input.endDate,
        ...(input.weekdays && input.weekdays.length > 0
          ? { weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b) }
          : {}),
        ...(input.allotment === undefined ? {} : { allotment: input.allotment }),
        ...(input.price === undefined ? {} : { price: input.price }),
        ...(input.stopSale === undefined ? {} : { stopSale: input.stopSale }),
      },
    });
    return { nights: expected };
  });
}
