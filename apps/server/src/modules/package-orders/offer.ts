import type {
  TCancellationTierInput,
  TClassType,
  TCurrency,
  TMarkup,
  TServiceCharge,
  TServiceKind,
} from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { preparedText } from '../../lib/prepared-read';
import { jsonOf, type TRaw } from '../order-engine';

/** A package offer as a pre-order reads it: its rules, its services with their prices, and its tour manager. */
export interface TOfferForSale {
  id: number;
  name: string;
  destination: string;
  fromAirportId: number;
  toAirportId: number;
  classType: TClassType;
  roomIds: number[];
  nights: number[];
  markup: TMarkup;
  commissionPercent: number;
  saleFrom: string;
  saleTo: string;
  cancellationPolicy: TCancellationTierInput[];
  active: boolean;
  tourManagerId: number;
  services: {
    serviceId: number;
    name: string;
    kind: TServiceKind;
    charge: TServiceCharge;
    price: number;
    currency: TCurrency;
  }[];
  /** The hotel of the room type asked for (null: no such room type). */
  hotelId: number | null;
}

const OFFER = `select o.id, o.name, o.destination, o.from_airport_id, o.to_airport_id, o.class_type, o.room_ids,
    o.nights, o.markup, o.commission_percent, o.sale_from::text as sale_from, o.sale_to::text as sale_to,
    o.cancellation_policy, o.active, o.tour_manager_id,
    (select coalesce(json_agg(json_build_object('serviceId', s.id, 'name', s.name, 'kind', s.kind,
        'charge', item.value->>'charge', 'price', s.price::float8, 'currency', s.currency) order by item.n), '[]'::json)
      from jsonb_array_elements(o.services) with ordinality as item(value, n)
        join services s on s.id = (item.value->>'serviceId')::int) as services,
    (select rm.hotel_id from rooms rm where rm.id = $2) as hotel_id
  from package_offers o where o.id = $1`;

/** The offer of a pre-order (undefined: no such offer). */
export async function offerForSale(db: TExecutor, offerId: number, roomId: number): Promise<TOfferForSale | undefined> {
  const [raw] = await preparedText<TRaw>(db, OFFER, [offerId, roomId]);
  if (!raw) return undefined;
  return {
    id: Number(raw.id),
    name: String(raw.name),
    destination: String(raw.destination),
    fromAirportId: Number(raw.from_airport_id),
    toAirportId: Number(raw.to_airport_id),
    classType: raw.class_type as TClassType,
    roomIds: jsonOf<number[]>(raw.room_ids),
    nights: jsonOf<number[]>(raw.nights),
    markup: jsonOf<TMarkup>(raw.markup),
    commissionPercent: Number(raw.commission_percent),
    saleFrom: String(raw.sale_from),
    saleTo: String(raw.sale_to),
    cancellationPolicy: jsonOf<TCancellationTierInput[]>(raw.cancellation_policy),
    active: Boolean(raw.active),
    tourManagerId: Number(raw.tour_manager_id),
    services: jsonOf<TOfferForSale['services']>(raw.services).map((service) => ({
      ...service,
      price: Number(service.price),
    })),
    hotelId: raw.hotel_id === null || raw.hotel_id === undefined ? null : Number(raw.hotel_id),
  };
}
