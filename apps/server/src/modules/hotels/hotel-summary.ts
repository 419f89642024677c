import type { THotelSummary } from '@frs/contract';

/**
 * A hotel as the searches answer it (hotel search, package search), from a raw row's `hotel_id`, `hotel_name`,
 * `city`, `country`, `category`, `address` and `photo_upload_ids` (JSON text, or already parsed by the driver).
 */
export function hotelSummaryOf(row: Record<string, unknown>): THotelSummary {
  const photos = row.photo_upload_ids;
  return {
    id: Number(row.hotel_id),
    name: String(row.hotel_name),
    city: String(row.city),
    country: String(row.country),
    category: Number(row.category),
    address: String(row.address),
    photoUploadIds: (typeof photos === 'string' ? JSON.parse(photos) : photos) as string[],
  };
}
