/** Column headers of the CSV and XLSX exports, one group per list. */
export const exportsRu = {
  /** The /agents export. */
  users: {
    id: 'ID',
    email: 'E-mail',
    companyName: 'Компания',
    businessName: 'Коммерческое название',
    vat: 'ИНН',
    contactName: 'Контактное лицо',
    ceoName: 'Директор',
    phone: 'Телефон',
    mobilePhone: 'Мобильный',
    country: 'Страна',
    city: 'Город',
    address: 'Адрес',
    group: 'Группа',
    status: 'Статус',
    balance: 'Баланс (AMD)',
    creditLimit: 'Кредитный лимит (AMD)',
    registered: 'Зарегистрирован',
  },
};
