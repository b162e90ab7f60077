export * from './module-settings.js';
export * from './csv.js';
export * from './models.js';
export * from './references.js';
