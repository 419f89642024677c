/** Column headers of the CSV and XLSX exports, one group per list. */
export const exportsHy = {
  /** The /agents export. */
  users: {
    id: 'ID',
    email: 'Էլ. փոստ',
    companyName: 'Ընկերություն',
    businessName: 'Բիզնես անվանում',
    vat: 'ՀՎՀՀ',
    contactName: 'Կոնտակտային անձ',
    ceoName: 'Տնօրեն',
    phone: 'Հեռախոս',
    mobilePhone: 'Բջջային',
    country: 'Երկիր',
    city: 'Քաղաք',
    address: 'Հասցե',
    group: 'Խումբ',
    status: 'Կարգավիճակ',
    balance: 'Հաշվեկշիռ (AMD)',
    creditLimit: 'Վարկային սահմանաչափ (AMD)',
    registered: 'Գրանցված',
  },
};
