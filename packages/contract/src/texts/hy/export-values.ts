import type { TTexts } from '../catalogue';

export const exportValuesHy: TTexts['exportValues'] = {
  orderStatus: {
    hold: 'Պահված',
    booked: 'Ամրագրված',
    ticketed: 'Տոմսը դուրս գրված',
    cancelled: 'Չեղարկված',
    expired: 'Ժամկետանց',
    refunded: 'Վերադարձված',
  },
  userStatus: {
    not_verified: 'Էլ. փոստը հաստատված չէ',
    verified: 'Սպասում է հաստատման',
    approved: 'Հաստատված',
    rejected: 'Մերժված',
    blocked: 'Արգելափակված',
  },
  role: {
    'Super Admin': 'Գլխավոր ադմինիստրատոր',
    Admin: 'Ադմինիստրատոր',
    user: 'Գործակալ',
    Viewer: 'Դիտորդ',
    Reports: 'Հաշվետվություններ',
    Tickets: 'Տոմսեր',
    Hotels: 'Հյուրանոցներ',
    Packages: 'Փաթեթներ',
  },
  productLine: { flight: 'Ավիատոմս', hotel: 'Հյուրանոց', package: 'Փաթեթ' },
  flightStatus: { upcoming: 'Առաջիկա', departed: 'Մեկնած', cancelled: 'Չեղարկված', deleted: 'Ջնջված' },
  ledgerKind: {
    'top-up': 'Համալրում',
    use: 'Գանձում',
    'transfer-in': 'Ստացված փոխանցում',
    'transfer-out': 'Կատարված փոխանցում',
    'credit-limit': 'Վարկային սահմանաչափի փոփոխություն',
    ticketing: 'Տոմսերի դուրսգրում',
    refund: 'Վերադարձ',
    penalty: 'Տուգանք',
    'price-correction': 'Գնի ճշգրտում',
  },
};
