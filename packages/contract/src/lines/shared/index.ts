export * from './order-rules';
export * from './order-schemas';
export * from './order-activity';
export * from './order-endpoints';
export * from './order-activity-endpoints';
