export * from './events.js';
export * from './client.js';
