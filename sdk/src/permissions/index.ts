export * from './permissions.js';
export * from './ability.js';
