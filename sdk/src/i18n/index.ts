export * from './languages.js';
export * from './setup.js';
