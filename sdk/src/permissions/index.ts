export * from './permissions.js';
export * from './ability.js';
export * from './modules.js';
