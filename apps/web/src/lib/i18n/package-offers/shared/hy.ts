import type { packageOffersReferenceEn } from './en';

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
