export * from './roles.js';
export * from './personas.js';
export * from './features.js';
export * from './plans.js';
export * from './errors.js';
export * from './validation.js';
export * from './demo-accounts.js';
export * from './billing.js';
