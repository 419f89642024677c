import { describe, expect, it } from 'vitest';
import {
  defaultRoomOf,
  partyTypes,
  roomsWithoutAdult,
  roomTravellers,
  travellerTypeOfAge,
} from './package-checkout-values';
import { toggleWithRoom } from '../reservations/package-split-dialog';
import { parsePenalty, refundRequestOf } from '../reservations/package-refund-dialog';

describe('traveller types from ages', () => {
  it('flies a child under 2 as an infant, 2 to 11 as a child, 12 and over as an adult', () => {
    expect([0, 1, 2, 11, 12, 17].map(travellerTypeOfAge)).toEqual([
      'infant',
      'infant',
      'child',
      'child',
      'adult',
      'adult',
    ]);
  });

  it('lists the adults first, then the children in the order of their ages', () => {
    expect(partyTypes({ adults: 2, childAges: [7, 1] })).toEqual(['adult', 'adult', 'child', 'infant']);
  });
});

describe('default room assignment', () => {
  it('puts everyone in the one room', () => {
    expect(defaultRoomOf({ adults: 2, childAges: [5] }, 1)).toEqual([0, 0, 0]);
  });

  it('gives every room an adult, then spreads the children evenly', () => {
    // 3 adults over 2 rooms: 2 + 1; the child joins the smaller room.
    expect(defaultRoomOf({ adults: 3, childAges: [4] }, 2)).toEqual([0, 1, 0, 1]);
    // 2 adults, 3 children, 2 rooms: 1 + 1, then 2 + 1, 2 + 2, 3 + 2.
    expect(defaultRoomOf({ adults: 2, childAges: [4, 6, 1] }, 2)).toEqual([0, 1, 0, 1, 0]);
    expect(defaultRoomOf({ adults: 3, childAges: [] }, 3)).toEqual([0, 1, 2]);
  });

  it('puts each traveller in exactly one room', () => {
    const roomOf = defaultRoomOf({ adults: 3, childAges: [2, 9, 0] }, 3);
    const members = roomTravellers(roomOf, 3);
    expect(members.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(members.map((room) => room.length)).toEqual([2, 2, 2]);
  });

  it('finds the rooms left without an adult of the party', () => {
    // Travellers 0 and 1 are the adults; traveller 2 (a 14-year-old flies as an adult) is still a child in the room.
    expect(roomsWithoutAdult(2, [0, 0, 1], 2)).toEqual([1]);
    expect(roomsWithoutAdult(2, [0, 1, 1], 2)).toEqual([]);
    expect(roomsWithoutAdult(2, [0, 0, 0], 2)).toEqual([1]);
  });
});

describe('split and refund choices', () => {
  const rooms = [{ passengerIds: [11, 12] }, { passengerIds: [13] }];

  it('moves a room with all its travellers', () => {
    expect(toggleWithRoom([], 12, rooms)).toEqual([11, 12]);
    expect(toggleWithRoom([11, 12, 13], 11, rooms)).toEqual([13]);
    expect(toggleWithRoom([13], 99, rooms)).toEqual([13, 99]);
  });

  it('sends the penalties typed for the chosen travellers only, in minor units', () => {
    expect(parsePenalty('')).toBeNull();
    expect(parsePenalty('12,5x')).toBe('invalid');
    expect(refundRequestOf([11, 13], { 11: '1500.50', 12: '100', 13: '' })).toEqual({
      passengerIds: [11, 13],
      penalties: [{ passengerId: 11, penalty: 150_050 }],
    });
  });
});
