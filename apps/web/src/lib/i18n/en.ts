import { errorCatalogue, fieldCatalogue } from './contract-catalogues';

/** The reference catalogue: hy.ts and ru.ts are typed against it, so a missing or extra key fails type-checking. */
export const en = {
  app: {
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
    home: 'Home page',
  },
  routes: {
    login: 'Log in',
    register: 'Registration',
    reset: 'Password recovery',
    resetVerification: 'Password recovery confirmation',
    verification: 'E-mail confirmation',
    passwordSetting: 'Set a password',
    search: 'Search',
    checkout: 'Checkout',
    reservations: 'Reservations',
    reservationEdit: 'Edit reservation',
    flights: 'Flights',
    flightClasses: 'Flight classes',
    hotelRoomTypes: 'Room types',
    agents: 'Agents',
    agentInfo: 'Agent details',
    passengers: 'Passengers',
    history: 'History',
    flightReports: 'Flight reports',
    settings: 'Settings',
    profile: 'Profile',
    currency: 'Exchange rates',
    confirm: 'Ticket status confirmation',
  },
  language: {
    change: 'Change language',
  },
  login: {
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  header: {
    balance: 'Balance',
    rates: 'Exchange rates of the agency',
    rateOf: '{{currency}} rate',
    amdSign: 'AMD',
    openNavigation: 'Open navigation',
  },
  userMenu: {
    open: 'User menu',
    settings: 'Settings',
    profile: 'Profile',
    logout: 'Log out',
  },
  navigation: {
    label: 'Main navigation',
  },
  footer: {
    contacts: 'Contacts',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    socialLinks: 'Social networks',
    version: 'version {{version}}',
    opensInNewTab: '{{name}} (opens in a new tab)',
  },
  notFound: {
    message: 'Sorry, the page you visited does not exist',
    home: 'Back to the home page',
  },
  loadError: {
    title: 'This part of the application could not be loaded',
    hint: 'Check your connection and try again.',
    retry: 'Retry',
  },
  errors: errorCatalogue('en'),
  fieldErrors: fieldCatalogue('en'),
};

export type TTranslations = typeof en;
