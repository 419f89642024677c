import type { TCancellationTier, THotelOffer, THotelResult, TMealType } from '@frs/contract';

/** Hotel search answers as the API gives them, for the web tests of the Hotels tab and the hotel checkout. */

export function hotelOffer(
  roomId: number,
  options: {
    category?: string;
    meal?: TMealType;
    /** What the reader pays for the stay, AMD minor units. */
    payable?: number;
    nights?: number;
    rooms?: number;
    free?: number;
    policy?: TCancellationTier[];
  } = {},
): THotelOffer {
  const payable = options.payable ?? 30_000_000;
  const commission = Math.round(payable / 9);
  return {
    roomId,
    categoryName: options.category ?? 'Standard double',
    categoryDescription: { hy: '', en: '', ru: '' },
    mealType: options.meal ?? 'BB',
    capacity: 4,
    maxAdults: 3,
    maxChildren: 2,
    childMaxAge: 11,
    minStay: 1,
    free: options.free ?? 10,
    price: {
      gross: payable + commission,
      commission,
      net: payable,
      payable,
      perNight: Math.round(payable / (options.nights ?? 3) / (options.rooms ?? 1)),
    },
    cancellationPolicy: options.policy ?? [],
  };
}

export function hotelResult(
  id: number,
  name: string,
  options: { stars?: number; city?: string; photos?: string[]; offers?: THotelOffer[] } = {},
): THotelResult {
  const offers = options.offers ?? [hotelOffer(id * 10)];
  return {
    id,
    name,
    city: options.city ?? 'Paris',
    country: 'France',
    category: options.stars ?? 4,
    address: `${id} Rue de Rivoli`,
    photoUploadIds: options.photos ?? [],
    offers,
    lowestPayable: Math.min(...offers.map((offer) => offer.price.payable)),
  };
}
