import { describe, expect, it } from 'vitest';
import { defineOrderLifecycle } from './order-lifecycle';
import {
  FLIGHT_ORDER_LIFECYCLE,
  FLIGHT_ORDER_OPERATIONS,
  FLIGHT_ORDER_TRANSITIONS,
} from './lines/flight/flight-orders';

/** A second line, as a hotel line would write its own: statuses and operations of its own, the same rules. */
const ROOM_LIFECYCLE = defineOrderLifecycle({
  operations: ['confirm', 'cancel', 'expire', 'changeGuests'],
  transitions: {
    confirm: { from: ['hold'], to: 'confirmed' },
    cancel: { from: ['hold', 'confirmed'], to: 'cancelled' },
    expire: { from: ['hold'], to: 'expired' },
    changeGuests: { from: ['confirmed'], to: null },
  },
  staff: ['Super Admin', 'Hotels'],
  systemOperations: ['expire'],
  staffOnlyWhen: { confirmed: ['cancel'] },
});

const owner = { role: 'user', isOwner: true } as const;

describe('defineOrderLifecycle', () => {
  it('answers from the table: from which statuses an operation starts', () => {
    expect(ROOM_LIFECYCLE.canTransition('hold', 'confirm')).toBe(true);
    expect(ROOM_LIFECYCLE.canTransition('confirmed', 'confirm')).toBe(false);
  });

  it('keeps system operations from everyone and gives the staff whatever the table allows', () => {
    expect(ROOM_LIFECYCLE.mayRun({ role: 'Super Admin', isOwner: false }, 'hold', 'expire')).toBe(false);
    expect(ROOM_LIFECYCLE.mayRun({ role: 'Hotels', isOwner: false }, 'confirmed', 'cancel')).toBe(true);
    expect(ROOM_LIFECYCLE.mayRun({ role: 'Tickets', isOwner: false }, 'hold', 'confirm')).toBe(false);
  });

  it("lets an agent run its own order's operations but those for the staff in its status", () => {
    expect(ROOM_LIFECYCLE.allowed(owner, 'hold')).toEqual(['confirm', 'cancel']);
    expect(ROOM_LIFECYCLE.allowed(owner, 'confirmed')).toEqual(['changeGuests']);
    expect(ROOM_LIFECYCLE.allowed({ role: 'user', isOwner: false }, 'hold')).toEqual([]);
  });

  it('says who may create orders of the line', () => {
    expect(ROOM_LIFECYCLE.mayCreate('user')).toBe(true);
    expect(ROOM_LIFECYCLE.mayCreate('Hotels')).toBe(true);
    expect(ROOM_LIFECYCLE.mayCreate('Tickets')).toBe(false);
  });

  it('makes the flight line from the flight table', () => {
    expect(FLIGHT_ORDER_LIFECYCLE.transitions).toBe(FLIGHT_ORDER_TRANSITIONS);
    expect(FLIGHT_ORDER_LIFECYCLE.operations).toBe(FLIGHT_ORDER_OPERATIONS);
  });
});
