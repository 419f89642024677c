import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, deflateSync } from 'node:zlib';
import {
  addDays,
  isoWeekday,
  todayIsoDate,
  type TCancellationTierInput,
  type TCurrency,
  type TMealType,
  type TMultilingualText,
} from '@frs/contract';
import type { TTransaction } from '../db/database';
import { hotelProviders, hotels, roomCategories, roomNights, rooms, uploads } from '../db/schema';

/**
 * The hotel inventory of the demo (issue 15): three providers, eight hotels in the demo destinations with their room
 * categories and 2–4 room types each, 90 nights of allotments and prices from today (weekend and high-season nights
 * at their own price, a few stop-sale nights), and photos drawn here in code (no network), stored as `hotelPhoto`
 * uploads the way the uploads module stores them. Everything is inserted in a handful of batch statements, inside
 * the demo seed's transaction. Hotel orders are not made here: the order seed makes them through the services.
 */

export const DEMO_HOTEL_NIGHTS = 90;
/** The high season of the demo: these nights from today are priced higher. */
export const DEMO_HIGH_SEASON = { fromDay: 35, toDay: 55 } as const;
const HIGH_SEASON_FACTOR = 1.3;
/** Friday and Saturday nights. */
const WEEKEND_FACTOR = 1.15;
const PHOTO_SIZE = { width: 400, height: 260 } as const;

const DEMO_PROVIDERS = [
  {
    name: 'Caucasus Hotel Partners',
    contactName: 'Lilit Hovhannisyan',
    email: 'contracts@caucasus-hotels.example',
    phone: '+374 10 540540',
    notes: 'Allotments confirmed monthly; release 0–2 days.',
  },
  {
    name: 'EuroStay Contracting',
    contactName: 'Claire Dubois',
    email: 'allotments@eurostay.example',
    phone: '+33 1 44 55 66 77',
    notes: 'Paris, Barcelona and Rome. Prices in EUR.',
  },
  {
    name: 'Gulf & Levant Hotels',
    contactName: 'Omar Haddad',
    email: 'reservations@gulflevant.example',
    phone: '+971 4 555 0199',
    notes: 'Dubai, Tel Aviv and Istanbul. Prices in USD.',
  },
] as const;
type TProviderName = (typeof DEMO_PROVIDERS)[number]['name'];

const DEMO_ROOM_CATEGORIES = [
  {
    name: 'Standard double',
    description: {
      hy: 'Երկտեղանի սենյակ՝ մեկ մեծ կամ երկու առանձին մահճակալով։',
      en: 'A double or twin room for two.',
      ru: 'Двухместный номер с одной большой или двумя отдельными кроватями.',
    },
  },
  {
    name: 'Superior double',
    description: {
      hy: 'Ավելի ընդարձակ երկտեղանի սենյակ՝ հանգստի անկյունով․ երեխայի համար լրացուցիչ մահճակալ՝ ըստ պահանջի։',
      en: 'A larger double room with a sitting area; an extra bed for a child on request.',
      ru: 'Просторный двухместный номер с зоной отдыха; дополнительная кровать для ребёнка по запросу.',
    },
  },
  {
    name: 'Deluxe king',
    description: {
      hy: 'Լյուքս սենյակ՝ մեծ երկտեղանի մահճակալով և գեղեցիկ տեսարանով։',
      en: 'A deluxe room with a king-size bed and a view.',
      ru: 'Номер делюкс с кроватью king-size и красивым видом.',
    },
  },
  {
    name: 'Family room',
    description: {
      hy: 'Սենյակ երկու մեծահասակի և երկու երեխայի համար՝ երկտեղանի և երկու միատեղանի մահճակալով կամ բազմոց-մահճակալով։',
      en: 'A room for two adults and two children, with a double bed and two single beds or a sofa bed.',
      ru: 'Номер для двух взрослых и двух детей: двуспальная кровать и две односпальные или диван-кровать.',
    },
  },
  {
    name: 'Junior suite',
    description: {
      hy: 'Կիսալյուքս՝ առանձին հյուրասենյակով։',
      en: 'A suite with a separate living area.',
      ru: 'Полулюкс с отдельной гостиной зоной.',
    },
  },
] as const;
type TCategoryName = (typeof DEMO_ROOM_CATEGORIES)[number]['name'];

interface TRoomTypePlan {
  category: TCategoryName;
  meal: TMealType;
  capacity: number;
  maxAdults: number;
  maxChildren: number;
  childMaxAge: number;
  minStay: number;
  releaseDays: number;
  commissionPercent: number;
  /** The base price of a night, whole units of the hotel's currency. */
  price: number;
  policy: TCancellationTierInput[];
  /** Nights (days from today) on stop-sale. */
  stopSale?: readonly number[];
}

interface THotelPlan {
  provider: TProviderName;
  name: string;
  city: string;
  country: string;
  category: number;
  address: string;
  description: TMultilingualText;
  currency: TCurrency;
  /** The photos' colours: sky, horizon, walls, accent. */
  palette: readonly [string, string, string, string];
  photos: number;
  roomTypes: readonly TRoomTypePlan[];
}

const percent = (daysBefore: number, value: number): TCancellationTierInput => ({
  daysBefore,
  type: 'percent',
  value,
});
const nights = (daysBefore: number, value: number): TCancellationTierInput => ({ daysBefore, type: 'nights', value });

/** A room type: a couple's room by default (no children), the rest as given. */
function roomType(plan: Partial<TRoomTypePlan> & Pick<TRoomTypePlan, 'category' | 'meal' | 'price' | 'policy'>) {
  return {
    capacity: 2,
    maxAdults: 2,
    maxChildren: 0,
    childMaxAge: 11,
    minStay: 1,
    releaseDays: 0,
    commissionPercent: 10,
    ...plan,
  } satisfies TRoomTypePlan;
}

export const DEMO_HOTELS: readonly THotelPlan[] = [
  {
    provider: 'Caucasus Hotel Partners',
    name: 'Ararat Boulevard Hotel',
    city: 'Yerevan',
    country: 'Armenia',
    category: 4,
    address: '7 Northern Avenue',
    description: {
      hy: 'Ժամանակակից հյուրանոց Հյուսիսային պողոտայում՝ Հանրապետության հրապարակից և Օպերայից հինգ րոպե քայլելու հեռավորության վրա։ Սենյակներից բացվում է տեսարան դեպի քաղաքը և Արարատ լեռը, իսկ նախաճաշը մատուցվում է տանիքի տեռասում։',
      en: 'A modern hotel on Northern Avenue, a five-minute walk from Republic Square and the Opera. Rooms look out over the city towards Mount Ararat; breakfast is served on the rooftop terrace.',
      ru: 'Современный отель на Северном проспекте, в пяти минутах ходьбы от площади Республики и Оперы. Из номеров открывается вид на город и гору Арарат, завтрак подают на террасе на крыше.',
    },
    currency: 'USD',
    palette: ['#7EB6E6', '#F4D6A0', '#C98B6B', '#7A3E2E'],
    photos: 3,
    roomTypes: [
      roomType({ category: 'Standard double', meal: 'BB', price: 85, policy: [percent(3, 50)] }),
      roomType({
        category: 'Superior double',
        meal: 'BB',
        capacity: 3,
        maxChildren: 1,
        releaseDays: 1,
        price: 110,
        policy: [percent(7, 30), nights(1, 1)],
      }),
      roomType({
        category: 'Junior suite',
        meal: 'HB',
        capacity: 3,
        maxChildren: 1,
        childMaxAge: 12,
        minStay: 2,
        releaseDays: 2,
        commissionPercent: 12,
        price: 175,
        policy: [percent(14, 25), percent(3, 50), percent(0, 100)],
      }),
    ],
  },
  {
    provider: 'Caucasus Hotel Partners',
    name: 'Tverskaya Park Hotel',
    city: 'Moscow',
    country: 'Russia',
    category: 4,
    address: '22 Tverskaya Street',
    description: {
      hy: 'Դասական քաղաքային հյուրանոց Տվերսկայա փողոցում՝ Կարմիր հրապարակից տասը րոպե քայլելու հեռավորության վրա, ֆիթնես կենտրոնով և հանգիստ ներքին բակով։',
      en: 'A classic city hotel on Tverskaya Street, ten minutes on foot from Red Square, with a fitness centre and a quiet inner courtyard.',
      ru: 'Классический городской отель на Тверской улице, в десяти минутах ходьбы от Красной площади, с фитнес-центром и тихим внутренним двориком.',
    },
    currency: 'USD',
    palette: ['#9FB8CF', '#E8E2D6', '#B7472A', '#2F4F6F'],
    photos: 2,
    roomTypes: [
      roomType({ category: 'Standard double', meal: 'RO', commissionPercent: 8, price: 95, policy: [nights(2, 1)] }),
      roomType({
        category: 'Superior double',
        meal: 'BB',
        capacity: 3,
        maxChildren: 1,
        childMaxAge: 12,
        releaseDays: 1,
        price: 125,
        policy: [percent(5, 50), percent(1, 100)],
      }),
      roomType({
        category: 'Family room',
        meal: 'BB',
        capacity: 4,
        maxChildren: 2,
        childMaxAge: 12,
        minStay: 2,
        releaseDays: 2,
        price: 160,
        policy: [nights(7, 1)],
      }),
    ],
  },
  {
    provider: 'EuroStay Contracting',
    name: 'Hôtel Lumière Marais',
    city: 'Paris',
    country: 'France',
    category: 4,
    address: '14 Rue de Turenne, 75004',
    description: {
      hy: 'Բուտիկ հյուրանոց Մարե թաղամասում՝ տասնյոթերորդ դարի շենքում, Վոժերի հրապարակի և Պիկասոյի թանգարանի մոտ։ Ընտանեկան սենյակները նախատեսված են չորս հոգու համար։',
      en: 'A boutique hotel in a seventeenth-century building in the Marais, close to the Place des Vosges and the Picasso Museum. Family rooms sleep four.',
      ru: 'Бутик-отель в здании XVII века в квартале Маре, рядом с площадью Вогезов и музеем Пикассо. Семейные номера рассчитаны на четверых.',
    },
    currency: 'EUR',
    palette: ['#A9C7E8', '#F1E3C8', '#D9CBB0', '#3B4A6B'],
    photos: 3,
    roomTypes: [
      roomType({ category: 'Standard double', meal: 'BB', releaseDays: 1, price: 145, policy: [nights(3, 1)] }),
      roomType({
        category: 'Superior double',
        meal: 'BB',
        capacity: 3,
        maxChildren: 1,
        minStay: 2,
        releaseDays: 1,
        price: 179,
        policy: [percent(7, 50), percent(2, 100)],
      }),
      roomType({
        category: 'Family room',
        meal: 'HB',
        capacity: 4,
        maxChildren: 2,
        childMaxAge: 12,
        minStay: 2,
        releaseDays: 2,
        commissionPercent: 12,
        price: 229,
        policy: [percent(14, 30), nights(3, 2)],
      }),
      roomType({
        category: 'Junior suite',
        meal: 'BB',
        capacity: 3,
        maxAdults: 3,
        maxChildren: 1,
        minStay: 3,
        releaseDays: 3,
        commissionPercent: 11,
        price: 320,
        policy: [percent(21, 20), percent(7, 50), percent(1, 100)],
      }),
    ],
  },
  {
    provider: 'Gulf & Levant Hotels',
    name: 'Marina Pearl Resort',
    city: 'Dubai',
    country: 'United Arab Emirates',
    category: 5,
    address: 'Al Marsa Street, Dubai Marina',
    description: {
      hy: 'Ծովափնյա հանգստավայր Դուբայ Մարինայում՝ սեփական լողափով, երեք լողավազանով և մանկական ակումբով։ «Ամեն ինչ ներառված» սյուիտներում ներառված են ըմպելիքները և ընթրիքը հանգստավայրի ռեստորաններում։',
      en: 'A beach resort in Dubai Marina with a private beach, three pools and a kids’ club. The all-inclusive suites include drinks and dinner at the resort’s restaurants.',
      ru: 'Пляжный курорт в Дубай Марине с собственным пляжем, тремя бассейнами и детским клубом. В люксах «всё включено» напитки и ужин в ресторанах курорта входят в стоимость.',
    },
    currency: 'USD',
    palette: ['#5FB3E4', '#FBE3B5', '#F2EEE6', '#1F8A9E'],
    photos: 3,
    roomTypes: [
      roomType({
        category: 'Deluxe king',
        meal: 'BB',
        minStay: 2,
        releaseDays: 2,
        price: 240,
        policy: [nights(7, 1)],
        stopSale: [20, 21],
      }),
      roomType({
        category: 'Family room',
        meal: 'HB',
        capacity: 4,
        maxChildren: 2,
        minStay: 3,
        releaseDays: 3,
        commissionPercent: 12,
        price: 360,
        policy: [percent(14, 50), percent(3, 100)],
      }),
      roomType({
        category: 'Junior suite',
        meal: 'AI',
        capacity: 3,
        maxAdults: 3,
        maxChildren: 1,
        minStay: 3,
        releaseDays: 3,
        commissionPercent: 9,
        price: 520,
        policy: [percent(21, 25), percent(7, 50), percent(2, 100)],
      }),
    ],
  },
  {
    provider: 'EuroStay Contracting',
    name: 'Hotel Gràcia Modernista',
    city: 'Barcelona',
    country: 'Spain',
    category: 3,
    address: 'Carrer de Verdi 34, 08012',
    description: {
      hy: 'Փոքր հյուրանոց Գրասիա թաղամասի մոդեռնիստական տանը՝ Պասեիգ դե Գրասիայից և Բատլյո տնից մի քանի րոպե քայլելու հեռավորության վրա, տանիքի տեռասով։',
      en: 'A small hotel in a modernista house in Gràcia, a short walk from Passeig de Gràcia and Casa Batlló, with a roof terrace over the neighbourhood.',
      ru: 'Небольшой отель в доме в стиле модерн в районе Грасия, недалеко от Пасео-де-Грасия и дома Бальо, с террасой на крыше.',
    },
    currency: 'EUR',
    palette: ['#8CC8F0', '#FFE0A8', '#E7B57E', '#C0392B'],
    photos: 2,
    roomTypes: [
      roomType({ category: 'Standard double', meal: 'RO', commissionPercent: 8, price: 99, policy: [nights(1, 1)] }),
      roomType({
        category: 'Superior double',
        meal: 'BB',
        capacity: 3,
        maxChildren: 1,
        minStay: 2,
        releaseDays: 1,
        price: 129,
        policy: [percent(5, 50)],
      }),
    ],
  },
  {
    provider: 'Gulf & Levant Hotels',
    name: 'Gordon Beach Suites',
    city: 'Tel Aviv',
    country: 'Israel',
    category: 4,
    address: '17 Gordon Street',
    description: {
      hy: 'Սյուիտներ Գորդոն լողափից և ափամերձ զբոսավայրից մեկ փողոց հեռու՝ խոհանոցային անկյունով և դեպի ծով նայող պատշգամբներով։',
      en: 'Suites one street from Gordon Beach and the promenade, with kitchenettes and balconies facing the sea.',
      ru: 'Номера-люкс в одном квартале от пляжа Гордон и набережной, с мини-кухнями и балконами с видом на море.',
    },
    currency: 'USD',
    palette: ['#6EC1F2', '#FFF1C9', '#F5F1E8', '#E07A2E'],
    photos: 2,
    roomTypes: [
      roomType({ category: 'Superior double', meal: 'BB', releaseDays: 1, price: 210, policy: [nights(3, 1)] }),
      roomType({
        category: 'Junior suite',
        meal: 'BB',
        capacity: 4,
        maxChildren: 2,
        childMaxAge: 12,
        minStay: 2,
        releaseDays: 2,
        commissionPercent: 11,
        price: 290,
        policy: [percent(10, 30), percent(2, 100)],
      }),
    ],
  },
  {
    provider: 'Gulf & Levant Hotels',
    name: 'Bosphorus Terrace Hotel',
    city: 'Istanbul',
    country: 'Türkiye',
    category: 4,
    address: 'Akarsu Yokuşu 12, Cihangir, Beyoğlu',
    description: {
      hy: 'Հյուրանոց Ջիհանգիրի բլրի վրա՝ դեպի Բոսֆոր նայող նախաճաշի տեռասով, Իստիքլալ պողոտայից և Գալաթայի աշտարակից մի քանի րոպե քայլելու հեռավորության վրա։',
      en: 'A hotel on the hill of Cihangir with a breakfast terrace over the Bosphorus, a short walk from Istiklal Avenue and the Galata Tower.',
      ru: 'Отель на холме Джихангир с террасой для завтраков с видом на Босфор, недалеко от проспекта Истикляль и Галатской башни.',
    },
    currency: 'USD',
    palette: ['#86B9E0', '#F7D9B0', '#D8C3A5', '#8E2D3A'],
    photos: 3,
    roomTypes: [
      roomType({ category: 'Standard double', meal: 'BB', price: 88, policy: [percent(2, 50)] }),
      roomType({
        category: 'Superior double',
        meal: 'HB',
        capacity: 3,
        maxChildren: 1,
        releaseDays: 1,
        price: 118,
        policy: [nights(4, 1)],
      }),
      roomType({
        category: 'Family room',
        meal: 'BB',
        capacity: 4,
        maxChildren: 2,
        minStay: 2,
        releaseDays: 1,
        commissionPercent: 12,
        price: 155,
        policy: [percent(7, 30), percent(1, 100)],
      }),
    ],
  },
  {
    provider: 'EuroStay Contracting',
    name: 'Albergo Trevi Antico',
    city: 'Rome',
    country: 'Italy',
    category: 3,
    address: 'Via delle Muratte 45, 00187',
    description: {
      hy: 'Ընտանեկան հյուրանոց վերականգնված պալացցոյում՝ Տրևի շատրվանից երկու րոպե հեռավորության վրա, Պանթեոնից և Իսպանական աստիճաններից քայլելու հեռավորության վրա։',
      en: 'A family-run hotel in a restored palazzo two minutes from the Trevi Fountain, within walking distance of the Pantheon and the Spanish Steps.',
      ru: 'Семейный отель в отреставрированном палаццо в двух минутах от фонтана Треви, в пешей доступности от Пантеона и Испанской лестницы.',
    },
    currency: 'EUR',
    palette: ['#9CC9EE', '#FCE4BC', '#E2A66B', '#5B7F3A'],
    photos: 2,
    roomTypes: [
      roomType({
        category: 'Standard double',
        meal: 'BB',
        releaseDays: 1,
        commissionPercent: 9,
        price: 125,
        policy: [nights(3, 1)],
        stopSale: [50],
      }),
      roomType({
        category: 'Family room',
        meal: 'BB',
        capacity: 4,
        maxChildren: 2,
        childMaxAge: 12,
        minStay: 2,
        releaseDays: 2,
        price: 189,
        policy: [percent(7, 50), percent(2, 100)],
      }),
    ],
  },
];

// --- Photos ---------------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

type TRgb = readonly [number, number, number];

function rgb(hex: string): TRgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function mix(a: TRgb, b: TRgb, share: number): TRgb {
  return [0, 1, 2].map((channel) => Math.round(a[channel]! + (b[channel]! - a[channel]!) * share)) as unknown as TRgb;
}

/** A canvas of RGB pixels with the few shapes a photo is drawn from. */
class Canvas {
  readonly pixels: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
  }

  /** Pixels `from` to `to` (excluded) of row `y` in one colour, clipped to the canvas. */
  span(y: number, from: number, to: number, colour: TRgb): void {
    const left = Math.max(Math.round(from), 0);
    const right = Math.min(Math.round(to), this.width);
    if (y < 0 || y >= this.height || right <= left) return;
    const start = (y * this.width + left) * 3;
    const length = (right - left) * 3;
    this.pixels[start] = colour[0];
    this.pixels[start + 1] = colour[1];
    this.pixels[start + 2] = colour[2];
    // The first pixel doubled until the span is full: a few native copies instead of one write per pixel.
    for (let filled = 3; filled < length; filled *= 2) {
      this.pixels.copyWithin(start + filled, start, start + Math.min(filled, length - filled));
    }
  }

  /** A vertical gradient between rows `top` and `bottom`, from `left` to `right`. */
  gradient(top: number, bottom: number, from: TRgb, to: TRgb, left = 0, right = this.width): void {
    for (let y = top; y < bottom; y += 1) {
      this.span(y, left, right, mix(from, to, (y - top) / Math.max(bottom - top - 1, 1)));
    }
  }

  rect(x: number, y: number, width: number, height: number, colour: TRgb): void {
    for (let row = y; row < y + height; row += 1) this.span(row, x, x + width, colour);
  }

  circle(centreX: number, centreY: number, radius: number, colour: TRgb): void {
    for (let dy = -radius; dy <= radius; dy += 1) {
      const half = Math.sqrt(radius ** 2 - dy ** 2);
      this.span(centreY + dy, centreX - half, centreX + half + 1, colour);
    }
  }

  png(): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // RGB
    const rowBytes = this.width * 3;
    const raw = Buffer.alloc((rowBytes + 1) * this.height);
    for (let y = 0; y < this.height; y += 1) {
      // Filter type 1 (Sub): each byte less the same channel of the pixel on its left, so that a flat span is zeros.
      const out = y * (rowBytes + 1);
      const row = y * rowBytes;
      raw[out] = 1;
      for (let index = 0; index < rowBytes; index += 1) {
        const left = index >= 3 ? this.pixels[row + index - 3]! : 0;
        raw[out + 1 + index] = (this.pixels[row + index]! - left) & 0xff;
      }
    }
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      // Run-length matching suits the filtered flat colours: the fastest and smallest here (the seed runs on every
      // fresh demo start).
      pngChunk('IDAT', deflateSync(raw, { strategy: constants.Z_RLE })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const WHITE: TRgb = [255, 255, 255];
const GLASS: TRgb = [214, 232, 245];

/** The facade: sky, sun, the building with a grid of windows and a door, a street. */
function facade(canvas: Canvas, palette: readonly TRgb[], stars: number): void {
  const [sky, horizon, wall, accent] = palette as [TRgb, TRgb, TRgb, TRgb];
  canvas.gradient(0, 200, sky, horizon);
  canvas.circle(330, 52, 26, mix(horizon, WHITE, 0.6));
  canvas.rect(0, 200, canvas.width, 60, mix(wall, [90, 90, 90], 0.6));
  const floors = 2 + stars;
  const left = 90;
  const buildingWidth = 220;
  const top = 200 - floors * 26 - 10;
  canvas.rect(left, top, buildingWidth, 200 - top, wall);
  canvas.rect(left - 6, top - 8, buildingWidth + 12, 10, accent);
  for (let floor = 0; floor < floors; floor += 1) {
    for (let window = 0; window < 7; window += 1) {
      canvas.rect(
        left + 12 + window * 30,
        top + 12 + floor * 26,
        16,
        14,
        floor % 2 === 0 ? GLASS : mix(GLASS, sky, 0.5),
      );
    }
  }
  canvas.rect(left + buildingWidth / 2 - 16, 168, 32, 32, accent);
  canvas.rect(left + buildingWidth / 2 - 40, 160, 80, 6, mix(accent, WHITE, 0.3));
}

/** A room: a wall, a window on the sky, a bed with pillows, a lamp. */
function bedroom(canvas: Canvas, palette: readonly TRgb[]): void {
  const [sky, horizon, wall, accent] = palette as [TRgb, TRgb, TRgb, TRgb];
  canvas.gradient(0, 180, mix(wall, WHITE, 0.55), mix(wall, WHITE, 0.3));
  canvas.gradient(180, canvas.height, mix(accent, [60, 40, 30], 0.5), mix(accent, [30, 20, 15], 0.6));
  canvas.rect(40, 30, 120, 90, WHITE);
  canvas.gradient(36, 114, sky, horizon, 46, 154);
  canvas.rect(98, 36, 4, 78, WHITE);
  canvas.rect(200, 120, 170, 26, accent);
  canvas.rect(190, 146, 190, 50, mix(WHITE, wall, 0.15));
  canvas.rect(190, 196, 8, 22, mix(accent, [0, 0, 0], 0.4));
  canvas.rect(372, 196, 8, 22, mix(accent, [0, 0, 0], 0.4));
  canvas.rect(210, 132, 60, 18, WHITE);
  canvas.rect(290, 132, 60, 18, WHITE);
  canvas.rect(260, 160, 120, 36, mix(accent, WHITE, 0.35));
  canvas.rect(172, 150, 4, 40, [80, 80, 80]);
  canvas.circle(174, 144, 10, mix(horizon, WHITE, 0.3));
}

/** The pool or the sea: sky, sun, water in stripes, a deck with loungers. */
function waterside(canvas: Canvas, palette: readonly TRgb[]): void {
  const [sky, horizon, wall, accent] = palette as [TRgb, TRgb, TRgb, TRgb];
  canvas.gradient(0, 130, sky, horizon);
  canvas.circle(90, 70, 30, mix(horizon, WHITE, 0.7));
  const water: TRgb = [38, 140, 190];
  canvas.gradient(130, 210, mix(water, sky, 0.3), water);
  for (let stripe = 0; stripe < 6; stripe += 1) {
    canvas.rect(20 + stripe * 63, 145 + (stripe % 3) * 18, 36, 3, mix(water, WHITE, 0.5));
  }
  canvas.rect(0, 210, canvas.width, 50, mix(wall, [200, 180, 150], 0.5));
  for (let lounger = 0; lounger < 4; lounger += 1) {
    const x = 40 + lounger * 90;
    canvas.rect(x, 222, 60, 8, accent);
    canvas.rect(x + 44, 212, 16, 10, accent);
    canvas.rect(x + 26, 196, 4, 26, [120, 100, 80]);
    canvas.circle(x + 28, 194, 16, mix(accent, WHITE, 0.4));
  }
}

/** The photos of a hotel, in display order: the facade, a room, the water side. */
export function hotelPhotos(palette: THotelPlan['palette'], stars: number, count: number): Buffer[] {
  const colours = palette.map(rgb);
  const painters = [
    (canvas: Canvas) => facade(canvas, colours, stars),
    (canvas: Canvas) => bedroom(canvas, colours),
    (canvas: Canvas) => waterside(canvas, colours),
  ];
  return painters.slice(0, count).map((paint) => {
    const canvas = new Canvas(PHOTO_SIZE.width, PHOTO_SIZE.height);
    paint(canvas);
    return canvas.png();
  });
}

// --- Inventory ------------------------------------------------------------------------------------------------

/** A price in whole units as minor units, rounded to whole units. */
const minor = (units: number) => Math.round(units) * 100;

/** The nights of a room type: allotment 3–15 (steady with a weekly swing), weekend and season prices, stop-sale. */
function nightRows(roomId: number, plan: TRoomTypePlan, index: number, today: string) {
  const base = 4 + ((index * 5) % 9);
  return Array.from({ length: DEMO_HOTEL_NIGHTS }, (_, day) => {
    const night = addDays(today, day);
    const weekend = isoWeekday(night) === 5 || isoWeekday(night) === 6;
    const season = day >= DEMO_HIGH_SEASON.fromDay && day <= DEMO_HIGH_SEASON.toDay;
    const factor = (weekend ? WEEKEND_FACTOR : 1) * (season ? HIGH_SEASON_FACTOR : 1);
    const allotment = Math.min(15, Math.max(3, base + ((day * 3 + index) % 5) - (weekend ? 1 : 0)));
    return {
      roomId,
      night,
      allotment,
      price: factor === 1 ? null : minor(plan.price * factor),
      stopSale: plan.stopSale?.includes(day) ?? false,
    };
  });
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');
}

/**
 * Writes the demo's hotels. `uploadsDir` is where the uploads module keeps files (DATA_DIR/uploads); without it the
 * hotels have no photos.
 */
export async function seedHotelInventory(tx: TTransaction, now: Date, uploadsDir: string | undefined): Promise<void> {
  const today = todayIsoDate(now);
  const providers = await tx
    .insert(hotelProviders)
    .values([...DEMO_PROVIDERS])
    .returning({ id: hotelProviders.id, name: hotelProviders.name });
  const providerId = new Map(providers.map((row) => [row.name, row.id]));
  const categories = await tx
    .insert(roomCategories)
    .values(DEMO_ROOM_CATEGORIES.map((category) => ({ name: category.name, description: { ...category.description } })))
    .returning({ id: roomCategories.id, name: roomCategories.name });
  const categoryId = new Map(categories.map((row) => [row.name, row.id]));

  const photoIds: string[][] = DEMO_HOTELS.map(() => []);
  if (uploadsDir) {
    await mkdir(uploadsDir, { recursive: true });
    const uploadRows = [];
    for (const [hotelIndex, plan] of DEMO_HOTELS.entries()) {
      for (const [photoIndex, bytes] of hotelPhotos(plan.palette, plan.category, plan.photos).entries()) {
        const id = randomUUID();
        await writeFile(join(uploadsDir, id), bytes, { mode: 0o640 });
        photoIds[hotelIndex]!.push(id);
        uploadRows.push({
          id,
          kind: 'hotelPhoto' as const,
          mimeType: 'image/png',
          size: bytes.length,
          originalName: `${slug(plan.name)}-${photoIndex + 1}.png`,
        });
      }
    }
    await tx.insert(uploads).values(uploadRows);
  }

  const hotelRows = await tx
    .insert(hotels)
    .values(
      DEMO_HOTELS.map((plan, index) => ({
        providerId: providerId.get(plan.provider)!,
        name: plan.name,
        city: plan.city,
        country: plan.country,
        category: plan.category,
        address: plan.address,
        description: plan.description,
        photoUploadIds: photoIds[index]!,
      })),
    )
    .returning({ id: hotels.id, name: hotels.name });
  const hotelId = new Map(hotelRows.map((row) => [row.name, row.id]));

  const plans = DEMO_HOTELS.flatMap((hotel) => hotel.roomTypes.map((plan) => ({ hotel, plan })));
  const roomRows = await tx
    .insert(rooms)
    .values(
      plans.map(({ hotel, plan }) => ({
        hotelId: hotelId.get(hotel.name)!,
        roomCategoryId: categoryId.get(plan.category)!,
        mealType: plan.meal,
        capacity: plan.capacity,
        maxAdults: plan.maxAdults,
        maxChildren: plan.maxChildren,
        childMaxAge: plan.childMaxAge,
        minStay: plan.minStay,
        releaseDays: plan.releaseDays,
        commissionPercent: plan.commissionPercent,
        pricePerNight: minor(plan.price),
        currency: hotel.currency,
        cancellationPolicy: plan.policy,
      })),
    )
    .returning({ id: rooms.id, hotelId: rooms.hotelId, categoryId: rooms.roomCategoryId });
  // A hotel has each category once: its room types are found by the pair.
  const roomId = new Map(roomRows.map((row) => [`${row.hotelId}:${row.categoryId}`, row.id]));
  const nightsToWrite = plans.flatMap(({ hotel, plan }, index) =>
    nightRows(roomId.get(`${hotelId.get(hotel.name)}:${categoryId.get(plan.category)}`)!, plan, index, today),
  );
  // Batches stay well below PostgreSQL's 65,535 parameters per statement.
  for (let start = 0; start < nightsToWrite.length; start += 2_000) {
    await tx.insert(roomNights).values(nightsToWrite.slice(start, start + 2_000));
  }
}
