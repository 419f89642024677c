export * from './product-lines';
export * from './shared/index';
export * from './flight/index';
export * from './hotel/index';
export * from './package/index';
