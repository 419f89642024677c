export * from './flight-orders';
export * from './flight-order-schemas';
export * from './flight-order-endpoints';
