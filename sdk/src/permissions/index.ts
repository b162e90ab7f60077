export * from './permissions.js';
export * from './ability.js';
export * from './modules.js';
export * from './api-key-scopes.js';
