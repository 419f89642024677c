export * from './package-orders';
export * from './package-order-schemas';
export * from './package-order-endpoints';
export * from './package-offer-schemas';
export * from './package-search-schemas';
