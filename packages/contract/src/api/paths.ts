/** API paths of this product, written once for the server's routes and the web client. */
export const API_PATHS = {
  health: '/api/health',
  login: '/user/login',
  logout: '/api/auth/logout',
  profile: '/api/profile',
  userById: (id: number | string) => `/api/users/get-user/${id}`,
  rateByRange: '/exchange/rate-by-range',
  companySettings: '/api/companySettings',
  // Reference data (spec section 7): GET (list), POST, and GET/PUT/DELETE of `${path}/{id}` for each.
  airports: '/api/airport',
  airlines: '/api/airline',
  aircraft: '/api/aircraft',
  fareRules: '/api/fareRules',
  baggageRules: '/api/baggageRules',
  timeLimits: '/api/timeLimits',
  flightTemplates: '/api/flights/templates',
  classTemplates: '/api/classes/templates/',
  // Flights and classes.
  flightList: '/api/flights/get/',
  flightById: (id: number | string) => `/api/flights/get/${id}`,
  flightCreate: '/api/flights/create',
  flightEdit: (id: number | string) => `/api/flights/edit/${id}`,
  flightDelete: (id: number | string) => `/api/flights/delete/${id}`,
  classesByFlight: (flightId: number | string) => `/api/classes/get-by-flightId/${flightId}`,
  classCreate: (flightId: number | string) => `/api/classes/create/${flightId}`,
  classEdit: (id: number | string) => `/api/classes/edit/${id}`,
  classDelete: (id: number | string) => `/api/classes/delete/${id}`,
  // Schedules from templates: not in the specification's list; named beside the other flight calls.
  schedulePreview: '/api/flights/schedule/preview',
  scheduleCreate: '/api/flights/schedule',
  // Search and flight orders (spec section 7 "Search and orders").
  search: '/api/search/mainSearch',
  preOrder: '/api/orders/pre-order',
  cancelPreOrder: (id: number | string) => `/api/orders/cancel-pre-order/${id}`,
  order: '/api/orders/order',
  cancelOrder: (id: number | string) => `/api/orders/cancel/${id}`,
  bookingToTicketing: (id: number | string) => `/api/orders/booking-to-ticketing/${id}`,
  refund: (id: number | string) => `/api/orders/refund/${id}`,
  split: (id: number | string) => `/api/orders/split/${id}`,
  orderDate: (id: number | string) => `/api/orders/orderDate/${id}`,
  editDiscount: (id: number | string) => `/api/orders/editDiscount/${id}`,
  editOrder: (id: number | string) => `/api/orders/edit/${id}`,
  editPassengerName: (orderId: number | string, passengerId: number | string) =>
    `/api/orders/editPassengerName/${orderId}/${passengerId}`,
  removePassenger: (flightId: number | string, passengerId: number | string) =>
    `/api/flights/remove-passenger/${flightId}/${passengerId}`,
  orderList: '/api/orders/get-orders',
  // Not in the specification's list: the order page's own calls, and a flight's passengers per class.
  orderById: (id: number | string) => `/api/orders/${id}`,
  orderActivity: (id: number | string) => `/api/orders/${id}/activity`,
  flightPassengers: (flightId: number | string) => `/api/flights/passengers/${flightId}`,
  // The passengers directory: GET with query parameters, POST, PATCH and DELETE with the id appended.
  passengers: '/api/passengers',
  passengerById: (id: number | string) => `/api/passengers/${id}`,
} as const;
