export * from './routes.js';
export * from './errors.js';
export * from './finance.js';
export * from './runway-math.js';
export * from './kpi-math.js';
export * from './forecast.js';
export * from './metrics.js';
export * from './views.js';
export * from './endpoints.js';
export * from './settings.js';
export * from './format-rules.js';

export const BI_MODULE_ID = 'bi' as const;
export const BI_SCHEMA = 'bi';

export * from './pricing-math.js';
export * from './growth.js';
export * from './document-analysis.js';
export * from './insight-rules.js';
