export * from './module-settings.js';
