import type { packageOfferWidgetsEn } from './en';

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
      add_one: 'Ավելացնել {{count}} գիշեր',
      add_other: 'Ավելացնել {{count}} գիշեր',
      remove_one: 'Հեռացնել {{count}} գիշերը',
      remove_other: 'Հեռացնել {{count}} գիշերը',
      label_one: '{{count}} գիշեր',
      label_other: '{{count}} գիշեր',
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
