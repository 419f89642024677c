export * from './hotel-orders';
export * from './hotel-order-schemas';
export * from './hotel-order-endpoints';
export * from './hotel-search-schemas';
export * from './hotel-search-endpoints';
export * from './hotel-inventory-schemas';
export * from './hotel-reference-schemas';
export * from './hotel-endpoints';
