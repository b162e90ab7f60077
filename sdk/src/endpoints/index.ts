export * from './billing.js';
export * from './cart.js';
export * from './pricing.js';
export * from './features.js';
export * from './integrations.js';
export * from './support.js';
export * from './admin.js';
