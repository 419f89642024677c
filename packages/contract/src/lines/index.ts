export * from './product-lines';
export * from './flight/index';
export * from './hotel/index';
export * from './package/index';
