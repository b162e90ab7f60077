/** React contexts the shell provides and remotes read: session, ability, realtime. */
export * from './session/session.js';
export * from './permissions/react.js';
export * from './realtime/react.js';
export * from './realtime/client.js';
