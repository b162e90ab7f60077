export * from './common.js';
export * from './system.js';
export * from './identity.js';
export * from './billing.js';
export * from './admin.js';
export * from './public-site.js';
