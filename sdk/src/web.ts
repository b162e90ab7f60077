/**
 * @suite/sdk/web: the browser half of the sdk (HTTP client, websocket client, i18n, UI kit, React
 * contexts). Shared as a singleton between the shell and every remote.
 */
export * from './client/index.js';
export * from './format/numbers.js';
export * from './format/days.js';
export * from './realtime/client.js';
export * from './realtime/react.js';
export * from './i18n/setup.js';
export * from './ui/index.js';
export * from './ui/kit-exports.js';
export * from './ui/charts.js';
export * from './permissions/react.js';
export * from './session/session.js';
export * from './session/DemoEntry.js';
export * from './comments/index.js';
