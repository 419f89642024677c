import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  HOTEL_ORDER_ENDPOINTS,
  type THotelOrder,
  type THotelPreOrderRequest,
  type THotelRoomInput,
} from '@frs/contract';
import { injectEndpoint } from './endpoint-call';
import { TEST_CONTACT } from './order-factories';

/** Hotel order calls of the tests, through the declarations. */

export function roomFor(roomId: number, overrides: Partial<THotelRoomInput> = {}): THotelRoomInput {
  return {
    roomId,
    guests: [
      { type: 'adult', firstName: 'Anna', lastName: 'Petrosyan' },
      { type: 'adult', firstName: 'Aram', lastName: 'Petrosyan' },
    ],
    ...overrides,
  };
}

export function hotelPreOrderBody(
  stay: { hotelId: number; roomId: number; checkIn: string; checkOut: string },
  overrides: Partial<THotelPreOrderRequest> = {},
): THotelPreOrderRequest {
  return {
    hotelId: stay.hotelId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: [roomFor(stay.roomId)],
    contact: TEST_CONTACT,
    ...overrides,
  };
}

/** A pre-order that must succeed: the held order. */
export async function hotelPreOrder(app: FastifyInstance, token: string, body: THotelPreOrderRequest) {
  const response = await injectEndpoint(app, HOTEL_ORDER_ENDPOINTS.preOrder, { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<THotelOrder>();
}

/** Books or confirms a hold; must succeed. */
export async function hotelOrderAs(
  app: FastifyInstance,
  token: string,
  orderId: number,
  mode: 'booking' | 'ticketing',
) {
  const response = await injectEndpoint(app, HOTEL_ORDER_ENDPOINTS.order, { token, body: { orderId, mode } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<THotelOrder>();
}
