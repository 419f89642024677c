import type { TLanguage, TPrivateRouteKey } from '@frs/contract';
import type { alertsEn } from './alerts/en';
import type { approvalsEn } from './approvals/en';
import type { commandLineEn } from './command-line/en';
import type { confirmScreenEn } from './confirm/en';
import type { currencyScreenEn } from './currency/en';
import type { developerGuideEn } from './developer-guide/en';
import type { developersEn } from './developers/en';
import type { disruptionScreenEn } from './disruption/en';
import type { TTranslations } from './en';
import type { flightOrderOperationsEn } from './flight-orders/en';
import type { historyScreenEn } from './history/en';
import type { loggedInEn } from './logged-in/en';
import type { mailTextsEn } from './mail/en';
import type { manifestsEn } from './manifests/en';
import type { hotelOrdersEn } from './hotel-orders/en';
import type { hotelSearchEn } from './hotel-search/en';
import type { hotelsEn } from './hotels/en';
import type { packageOfferWidgetsEn } from './package-offers/en';
import type { packageOrdersEn } from './package-orders/en';
import type { packageSearchEn } from './package-search/en';
import type { passengersScreenEn } from './passengers/en';
import type { reportsEn } from './reports/en';
import type { settingsFormsEn } from './settings/en';

/**
 * The texts of a feature's own screens, in a chunk per language that is downloaded with those screens, not with the
 * main catalogue that every screen downloads (index.ts adds them to it). Each bundle's English one is the reference of
 * its other languages (typed against it), and none repeats a key of the main catalogue or of another bundle
 * (feature-texts.test.ts): a text that a screen outside the feature shows too stays in the main catalogue.
 */
export const FEATURE_TEXTS = {
  // The logged-in app's texts: authenticated-app-loader.ts downloads them with the shell, before any private screen.
  loggedIn: {
    hy: () => import('./logged-in/hy').then((module) => module.loggedInHy),
    en: () => import('./logged-in/en').then((module) => module.loggedInEn),
    ru: () => import('./logged-in/ru').then((module) => module.loggedInRu),
  },
  mail: {
    hy: () => import('./mail/hy').then((module) => module.mailTextsHy),
    en: () => import('./mail/en').then((module) => module.mailTextsEn),
    ru: () => import('./mail/ru').then((module) => module.mailTextsRu),
  },
  hotelOrders: {
    hy: () => import('./hotel-orders/hy').then((module) => module.hotelOrdersHy),
    en: () => import('./hotel-orders/en').then((module) => module.hotelOrdersEn),
    ru: () => import('./hotel-orders/ru').then((module) => module.hotelOrdersRu),
  },
  hotelSearch: {
    hy: () => import('./hotel-search/hy').then((module) => module.hotelSearchHy),
    en: () => import('./hotel-search/en').then((module) => module.hotelSearchEn),
    ru: () => import('./hotel-search/ru').then((module) => module.hotelSearchRu),
  },
  hotelInventory: {
    hy: () => import('./hotels/hy').then((module) => module.hotelsHy),
    en: () => import('./hotels/en').then((module) => module.hotelsEn),
    ru: () => import('./hotels/ru').then((module) => module.hotelsRu),
  },
  packageOrders: {
    hy: () => import('./package-orders/hy').then((module) => module.packageOrdersHy),
    en: () => import('./package-orders/en').then((module) => module.packageOrdersEn),
    ru: () => import('./package-orders/ru').then((module) => module.packageOrdersRu),
  },
  packageSearch: {
    hy: () => import('./package-search/hy').then((module) => module.packageSearchHy),
    en: () => import('./package-search/en').then((module) => module.packageSearchEn),
    ru: () => import('./package-search/ru').then((module) => module.packageSearchRu),
  },
  packageOffers: {
    hy: () => import('./package-offers/hy').then((module) => module.packageOfferWidgetsHy),
    en: () => import('./package-offers/en').then((module) => module.packageOfferWidgetsEn),
    ru: () => import('./package-offers/ru').then((module) => module.packageOfferWidgetsRu),
  },
  currency: {
    hy: () => import('./currency/hy').then((module) => module.currencyScreenHy),
    en: () => import('./currency/en').then((module) => module.currencyScreenEn),
    ru: () => import('./currency/ru').then((module) => module.currencyScreenRu),
  },
  settingsForms: {
    hy: () => import('./settings/hy').then((module) => module.settingsFormsHy),
    en: () => import('./settings/en').then((module) => module.settingsFormsEn),
    ru: () => import('./settings/ru').then((module) => module.settingsFormsRu),
  },
  confirm: {
    hy: () => import('./confirm/hy').then((module) => module.confirmScreenHy),
    en: () => import('./confirm/en').then((module) => module.confirmScreenEn),
    ru: () => import('./confirm/ru').then((module) => module.confirmScreenRu),
  },
  passengers: {
    hy: () => import('./passengers/hy').then((module) => module.passengersScreenHy),
    en: () => import('./passengers/en').then((module) => module.passengersScreenEn),
    ru: () => import('./passengers/ru').then((module) => module.passengersScreenRu),
  },
  reports: {
    hy: () => import('./reports/hy').then((module) => module.reportsHy),
    en: () => import('./reports/en').then((module) => module.reportsEn),
    ru: () => import('./reports/ru').then((module) => module.reportsRu),
  },
  flightOrders: {
    hy: () => import('./flight-orders/hy').then((module) => module.flightOrderOperationsHy),
    en: () => import('./flight-orders/en').then((module) => module.flightOrderOperationsEn),
    ru: () => import('./flight-orders/ru').then((module) => module.flightOrderOperationsRu),
  },
  disruption: {
    hy: () => import('./disruption/hy').then((module) => module.disruptionScreenHy),
    en: () => import('./disruption/en').then((module) => module.disruptionScreenEn),
    ru: () => import('./disruption/ru').then((module) => module.disruptionScreenRu),
  },
  manifests: {
    hy: () => import('./manifests/hy').then((module) => module.manifestsHy),
    en: () => import('./manifests/en').then((module) => module.manifestsEn),
    ru: () => import('./manifests/ru').then((module) => module.manifestsRu),
  },
  alerts: {
    hy: () => import('./alerts/hy').then((module) => module.alertsHy),
    en: () => import('./alerts/en').then((module) => module.alertsEn),
    ru: () => import('./alerts/ru').then((module) => module.alertsRu),
  },
  approvals: {
    hy: () => import('./approvals/hy').then((module) => module.approvalsHy),
    en: () => import('./approvals/en').then((module) => module.approvalsEn),
    ru: () => import('./approvals/ru').then((module) => module.approvalsRu),
  },
  history: {
    hy: () => import('./history/hy').then((module) => module.historyScreenHy),
    en: () => import('./history/en').then((module) => module.historyScreenEn),
    ru: () => import('./history/ru').then((module) => module.historyScreenRu),
  },
  developers: {
    hy: () => import('./developers/hy').then((module) => module.developersHy),
    en: () => import('./developers/en').then((module) => module.developersEn),
    ru: () => import('./developers/ru').then((module) => module.developersRu),
  },
  developerGuide: {
    hy: () => import('./developer-guide/hy').then((module) => module.developerGuideHy),
    en: () => import('./developer-guide/en').then((module) => module.developerGuideEn),
    ru: () => import('./developer-guide/ru').then((module) => module.developerGuideRu),
  },
  // The command line is no screen of its own: app/shell/command-line-host.tsx loads it with its panel.
  commandLine: {
    hy: () => import('./command-line/hy').then((module) => module.commandLineHy),
    en: () => import('./command-line/en').then((module) => module.commandLineEn),
    ru: () => import('./command-line/ru').then((module) => module.commandLineRu),
  },
} satisfies Record<string, Record<TLanguage, () => Promise<object>>>;

export type TFeature = keyof typeof FEATURE_TEXTS;
export const FEATURES = Object.keys(FEATURE_TEXTS) as TFeature[];

/** Where each bundle's texts are (`<folder>/<language>.ts`): scripts/bundle-budget.ts counts their chunks. */
export const FEATURE_FOLDERS = {
  loggedIn: 'logged-in',
  mail: 'mail',
  hotelOrders: 'hotel-orders',
  hotelSearch: 'hotel-search',
  hotelInventory: 'hotels',
  packageOrders: 'package-orders',
  packageSearch: 'package-search',
  packageOffers: 'package-offers',
  currency: 'currency',
  settingsForms: 'settings',
  confirm: 'confirm',
  passengers: 'passengers',
  flightOrders: 'flight-orders',
  reports: 'reports',
  history: 'history',
  alerts: 'alerts',
  manifests: 'manifests',
  disruption: 'disruption',
  approvals: 'approvals',
  developers: 'developers',
  developerGuide: 'developer-guide',
  commandLine: 'command-line',
} as const satisfies Record<TFeature, string>;

/**
 * The bundle every private screen may look up: it is downloaded with the logged-in shell (authenticated-app-loader.ts),
 * which renders every private screen, so a screen names it in SCREEN_TEXTS only through this list, never by itself.
 */
export const LOGGED_IN_TEXTS = ['loggedIn'] as const satisfies readonly TFeature[];

/**
 * The feature bundles each screen downloads with its chunk (page-loaders.ts): those of every key its code, and the
 * code it imports, looks up (feature-texts.test.ts), beyond the main catalogue and LOGGED_IN_TEXTS, which every
 * private screen has. A screen not named uses those two only.
 */
export const SCREEN_TEXTS = {
  checkout: ['mail'],
  reservationEdit: ['flightOrders', 'mail'],
  hotelCheckout: ['hotelSearch'],
  hotelReservations: ['hotelOrders'],
  hotelOrder: ['hotelOrders', 'mail'],
  packageCheckout: ['packageOrders'],
  packageReservations: ['packageOrders'],
  packageOrder: ['packageOrders', 'mail'],
  hotelRoomTypes: ['hotelInventory'],
  currency: ['currency'],
  settings: ['settingsForms', 'alerts', 'approvals', 'mail'],
  profile: ['alerts'],
  agentInfo: ['alerts', 'mail'],
  confirm: ['confirm'],
  passengers: ['passengers'],
  flightReports: ['reports'],
  history: ['history', 'settingsForms', 'hotelOrders', 'packageOrders'],
  flightClasses: ['manifests'],
  flightDisruption: ['disruption'],
  approvals: ['approvals'],
  developers: ['developers'],
  developersGuide: ['developers', 'developerGuide'],
} as const satisfies Partial<Record<TPrivateRouteKey, readonly TFeature[]>>;

/**
 * Every text a screen may look up: the main catalogue and every feature bundle. The typed `t` (i18next.d.ts) checks
 * keys against it; that a screen has loaded the bundle of the keys it uses is checked by feature-texts.test.ts.
 */
export type TAllTexts = TTranslations &
  typeof loggedInEn &
  typeof mailTextsEn &
  typeof hotelOrdersEn &
  typeof hotelSearchEn &
  typeof hotelsEn &
  typeof packageOrdersEn &
  typeof packageSearchEn &
  typeof packageOfferWidgetsEn &
  typeof currencyScreenEn &
  typeof settingsFormsEn &
  typeof passengersScreenEn &
  typeof confirmScreenEn &
  typeof flightOrderOperationsEn &
  typeof reportsEn &
  typeof historyScreenEn &
  typeof alertsEn &
  typeof manifestsEn &
  typeof disruptionScreenEn &
  typeof approvalsEn &
  typeof developersEn &
  typeof developerGuideEn &
  typeof commandLineEn;
