export * from './capabilities.js';
export * from './api-plugin.js';
export * from './web-module.js';
export * from './known-capabilities.js';
export * from './errors.js';
export * from './jobs.js';
export * from './endpoints.js';
export * from './directory.js';
