import type { TPackageCombination } from '@frs/contract';

/** A combination as the package search answers it, for the tab's tests. */
export function packageCombination(options: {
  hotelId: number;
  hotelName?: string;
  stars?: number;
  meal?: 'BB' | 'HB' | 'AI';
  date?: string;
  payable: number;
  roomId?: number;
  breakdown?: boolean;
}): TPackageCombination {
  const date = options.date ?? '2030-05-01';
  const flight = {
    id: 1,
    airline: { id: 1, iataCode: 'FR', name: 'Air' },
    flightNumber: '101',
    from: { id: 1, iataCode: 'EVN', city: 'Yerevan', timeZone: 'Asia/Yerevan' },
    to: { id: 2, iataCode: 'CDG', city: 'Paris', timeZone: 'Europe/Paris' },
    departureAt: `${date}T06:00:00.000Z`,
    arrivalAt: `${date}T10:00:00.000Z`,
    departureLocal: `${date}T10:00`,
    arrivalLocal: `${date}T12:00`,
    durationMinutes: 240,
    currency: 'USD' as const,
  };
  const roomId = options.roomId ?? options.hotelId * 10;
  return {
    offerId: 1,
    offerName: 'Paris',
    destination: 'Paris',
    nights: 7,
    departureDate: date,
    checkIn: date,
    checkOut: '2030-05-08',
    outbound: { flight, classId: roomId + 1000, className: 'Y' },
    return: { flight: { ...flight, id: 2, flightNumber: '102' }, classId: roomId + 2000, className: 'Y' },
    hotel: {
      id: options.hotelId,
      name: options.hotelName ?? `Hotel ${options.hotelId}`,
      city: 'Paris',
      country: 'France',
      category: options.stars ?? 4,
      address: '1 Rue',
      photoUploadIds: [],
    },
    room: { roomId, categoryName: 'Double', mealType: options.meal ?? 'BB' },
    rooms: 1,
    services: [{ serviceId: 1, name: 'Airport transfer', kind: 'transfer', charge: 'perPerson' }],
    tourManager: { id: 1, name: 'Ani Petrosyan', languages: 'hy, en' },
    price: {
      gross: options.payable,
      commission: Math.round(options.payable / 20),
      net: options.payable - Math.round(options.payable / 20),
      payable: options.payable,
    },
    ...(options.breakdown
      ? {
          breakdown: {
            flights: options.payable / 2,
            hotel: options.payable / 4,
            services: options.payable / 8,
            markup: options.payable / 8,
          },
        }
      : {}),
  };
}
