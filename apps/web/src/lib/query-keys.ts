import type {
  TBalanceHistoryRequest,
  TFlightListRequest,
  TFlightReportRequest,
  THistoryListRequest,
  THotelOrderListQuery,
  THotelSearchQuery,
  THotelStayQuery,
  TOrderDateQuoteRequest,
  TFlightOrderListRequest,
  TPackageOrderListRequest,
  TPackageSearchRequest,
  TRateByRangeRequest,
  TSearchRequest,
  TUserListRequest,
} from '@frs/contract';

/** A line's order keys: its list, one order and its activity, under `['orders', line]`. */
function lineOrderKeys<TListQuery>(line: 'hotel' | 'package') {
  return {
    all: () => ['orders', line] as const,
    list: (query: TListQuery) => ['orders', line, 'list', query] as const,
    detail: (id: number) => ['orders', line, 'detail', id] as const,
    activity: (id: number) => ['orders', line, 'activity', id] as const,
  };
}

/**
 * The one query-key factory of the web app (every key is written here once). Keys are hierarchical so that a
 * feature can invalidate a whole area, e.g. `queryKeys.rates.all()`.
 */
export const queryKeys = {
  profile: () => ['profile'] as const,
  companySettings: () => ['companySettings'] as const,
  ticketSettings: () => ['ticketSettings'] as const,
  smtpSettings: () => ['smtpSettings'] as const,
  myNotifications: () => ['myNotifications'] as const,
  /** Alerts (issue 19): the agency's settings, an agent's threshold, the caller's switches. */
  alerts: {
    settings: () => ['alerts', 'settings'] as const,
    agent: (id: number) => ['alerts', 'agent', id] as const,
    preferences: () => ['alerts', 'preferences'] as const,
  },
  /** Four-eyes approval (issue 19): the requests, and the thresholds. */
  approvals: {
    all: () => ['approvals'] as const,
    list: () => ['approvals', 'list'] as const,
    settings: () => ['approvals', 'settings'] as const,
  },
  /** API keys and webhooks (issue 33): the agency's own on /developers, and an agent's keys on /agents/:id. */
  developers: {
    all: () => ['developers'] as const,
    keys: () => ['developers', 'keys'] as const,
    keyCalls: (id: number) => ['developers', 'keys', id, 'calls'] as const,
    agentKeys: (agentId: number) => ['developers', 'agentKeys', agentId] as const,
    webhooks: () => ['developers', 'webhooks'] as const,
    deliveries: (endpointId: number) => ['developers', 'webhooks', endpointId, 'deliveries'] as const,
  },
  rates: {
    all: () => ['rates'] as const,
    range: (range: TRateByRangeRequest) => [...queryKeys.rates.all(), 'range', range] as const,
    providerStatus: () => [...queryKeys.rates.all(), 'providerStatus'] as const,
  },
  users: {
    all: () => ['users'] as const,
    list: (request: TUserListRequest) => [...queryKeys.users.all(), 'list', request] as const,
    detail: (id: number) => [...queryKeys.users.all(), 'detail', id] as const,
    balanceHistory: (id: number, request: TBalanceHistoryRequest) =>
      [...queryKeys.users.all(), 'balanceHistory', id, request] as const,
  },
  userGroups: () => ['userGroups'] as const,
  /** The flight report, by its request. */
  flightReport: (request: TFlightReportRequest) => ['flightReport', request] as const,
  mailStatus: () => ['mailStatus'] as const,
  /** The mail templates (their list, and each one written out in a language). */
  mailTemplates: {
    all: () => ['mailTemplates'] as const,
    list: () => [...queryKeys.mailTemplates.all(), 'list'] as const,
    preview: (name: string, language: string) => [...queryKeys.mailTemplates.all(), 'preview', name, language] as const,
  },
  passwordLink: (userId: string, token: string) => ['passwordLink', userId, token] as const,
  /** Reference resources by descriptor name: a write invalidates `all(name)`, so every list and record refetches. */
  reference: {
    all: (resource: string) => ['reference', resource] as const,
    list: (resource: string, query: Readonly<Record<string, unknown>>) =>
      [...queryKeys.reference.all(resource), 'list', query] as const,
    item: (resource: string, id: number) => [...queryKeys.reference.all(resource), 'item', id] as const,
  },
  flights: {
    all: () => ['flights'] as const,
    list: (request: TFlightListRequest) => [...queryKeys.flights.all(), 'list', request] as const,
    detail: (id: number) => [...queryKeys.flights.all(), 'detail', id] as const,
    classes: (id: number) => [...queryKeys.flights.all(), 'classes', id] as const,
    passengers: (id: number) => [...queryKeys.flights.all(), 'passengers', id] as const,
  },
  /** Every search: an order change invalidates `all()`, so hotel and package results refresh with flight offers. */
  search: {
    all: () => ['search'] as const,
    offers: (request: TSearchRequest) => [...queryKeys.search.all(), 'offers', request] as const,
    hotels: {
      all: () => [...queryKeys.search.all(), 'hotels'] as const,
      results: (query: THotelSearchQuery) => [...queryKeys.search.hotels.all(), 'results', query] as const,
      hotel: (id: number, stay: THotelStayQuery) => [...queryKeys.search.hotels.all(), 'hotel', id, stay] as const,
    },
    packages: {
      all: () => [...queryKeys.search.all(), 'packages'] as const,
      results: (request: TPackageSearchRequest) => [...queryKeys.search.packages.all(), 'results', request] as const,
    },
  },
  /** Orders (flight ones at the top, hotel and package ones beside): every operation invalidates `all()`, so lists,
   * pages and histories of every line refetch together. */
  orders: {
    all: () => ['orders'] as const,
    list: (request: TFlightOrderListRequest) => [...queryKeys.orders.all(), 'list', request] as const,
    detail: (id: number) => [...queryKeys.orders.all(), 'detail', id] as const,
    activity: (id: number) => [...queryKeys.orders.all(), 'activity', id] as const,
    dateQuote: (id: number, request: TOrderDateQuoteRequest) =>
      [...queryKeys.orders.all(), 'dateQuote', id, request] as const,
    /** What the caller's next booking starts from: it follows every order change (under `all()`). */
    bookingDefaults: () => [...queryKeys.orders.all(), 'bookingDefaults'] as const,
    /** Hotel and package orders, under `all()` so that the invalidation after any order change refreshes them too. */
    hotel: lineOrderKeys<THotelOrderListQuery>('hotel'),
    package: {
      ...lineOrderKeys<TPackageOrderListRequest>('package'),
      refundQuote: (id: number) => ['orders', 'package', 'refund-quote', id] as const,
    },
  },
  /** The passengers directory (GET /api/passengers with its query parameters). */
  passengers: {
    all: () => ['passengers'] as const,
    list: (query: Readonly<Record<string, unknown>>) => [...queryKeys.passengers.all(), 'list', query] as const,
  },
  /** The history (/history): a page of it per request. */
  history: {
    all: () => ['history'] as const,
    list: (request: THistoryListRequest) => [...queryKeys.history.all(), 'list', request] as const,
  },
  /** A hotel's inventory night by night, a month at a time: a change invalidates `hotel(hotelId)`. */
  hotelInventory: {
    all: () => ['hotelInventory'] as const,
    hotel: (hotelId: number) => [...queryKeys.hotelInventory.all(), hotelId] as const,
    month: (hotelId: number, month: string) => [...queryKeys.hotelInventory.hotel(hotelId), 'month', month] as const,
  },
};
