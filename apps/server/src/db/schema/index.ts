// One file per area keeps parallel work apart; drizzle-kit and both drivers read this index.
export * from './core';
export * from './platform';
export * from './currency';
export * from './uploads';
export * from './settings';
export * from './accounts';
export * from './mail';
export * from './flights';
export * from './notifications';
export * from './hotels';
export * from './orders';
export * from './hotel-orders';
export * from './packages';
export * from './documents';
