export * from './tokens.js';
export * from './errors.js';
export * from './http.js';
export * from './query.js';
export * from './endpoints.js';
export * from './files.js';
