/** Column headers of the CSV and XLSX exports, one group per list. */
export const exportsEn = {
  /** The /agents export. */
  users: {
    id: 'ID',
    email: 'E-mail',
    companyName: 'Company',
    businessName: 'Business name',
    vat: 'VAT',
    contactName: 'Contact person',
    ceoName: 'CEO',
    phone: 'Phone',
    mobilePhone: 'Mobile phone',
    country: 'Country',
    city: 'City',
    address: 'Address',
    group: 'Group',
    status: 'Status',
    balance: 'Balance (AMD)',
    creditLimit: 'Credit limit (AMD)',
    registered: 'Registered',
  },
};
