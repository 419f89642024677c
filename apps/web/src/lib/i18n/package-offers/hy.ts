import type { packageOffersReferenceEn, packageOfferWidgetsEn } from './en';

export const packageOffersReferenceHy: typeof packageOffersReferenceEn = {
  title: 'Փաթեթային առաջարկներ',
  create: 'Նոր փաթեթային առաջարկ',
  edit: 'Խմբագրել փաթեթային առաջարկը',
  fields: {
    name: 'Անվանում',
    destination: 'Ուղղություն (քաղաք)',
    fromAirportId: 'Մեկնման օդանավակայան',
    toAirportId: 'Ժամանման օդանավակայան',
    classType: 'Չվերթի դաս',
    roomIds: 'Սենյակների տեսակներ',
    nights: 'Գիշերներ',
    services: 'Ներառված ծառայություններ',
    tourManagerId: 'Տուր մենեջեր',
    markup: 'Հավելավճար',
    commissionPercent: 'Գործակալի միջնորդավճար',
    saleFrom: 'Մեկնումներ՝ սկսած',
    saleTo: 'Մեկնումներ՝ մինչև',
    cancellationPolicy: 'Փաթեթի չեղարկման սեփական կանոններ',
    active: 'Վաճառքում է',
  },
};

export const packageOfferWidgetsHy: typeof packageOfferWidgetsEn = {
  packageOfferWidgets: {
    roomTypes: {
      hotel: 'Հյուրանոց (նեղացնում է ցանկը)',
      anyHotel: 'Բոլոր հյուրանոցները',
      hint: 'Ընտրեք մեկ կամ մի քանի սենյակի տեսակ․ դրանց հյուրանոցները փաթեթի հյուրանոցներն են։',
      unknown: 'Սենյակի տեսակ №{{id}}',
      itemError: '{{label}}՝ {{message}}',
    },
    nights: {
      hint: 'Մեկ կամ մի քանի տևողություն, օր․՝ 7, 10։ Յուրաքանչյուրից հետո սեղմեք Enter կամ ստորակետ։',
      add: 'Ավելացնել {{n}} գիշեր',
      remove: 'Հեռացնել {{n}} գիշերը',
      label: '{{n}} գիշեր',
      invalid: 'Մուտքագրեք ամբողջ թվեր 1-ից {{max}}',
    },
    services: {
      none: 'Ծառայություններ ներառված չեն։',
      service: 'Ծառայություն',
      charge: 'Վճարվում է',
      charges: { perPerson: 'Մեկ անձի համար', perBooking: 'Մեկ ամրագրման համար' },
      row: 'Ծառայություն {{n}}',
      add: 'Ավելացնել ծառայություն',
      remove: 'Հեռացնել ծառայություն {{n}}',
    },
    markup: {
      type: 'Հավելավճարի տեսակ',
      types: { amount: 'Գումար մեկ ամրագրման համար (AMD)', percent: 'Մասերի տոկոս' },
      amount: 'Գումար, AMD',
      percent: 'Տոկոս',
    },
  },
};
