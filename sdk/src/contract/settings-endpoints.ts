import type { TObject } from '@sinclair/typebox';
import { defineEndpoint } from './endpoints.js';

/**
 * The two endpoints of a module's per-account settings (GET and PUT `path`), declared once in the
 * module's `shared/`: `registerModuleSettings` (in `@suite/sdk/server`) implements them, the
 * browser reads and writes them with `useEndpointQuery` / `useEndpointMutation`. Writing needs the
 * account-settings right.
 */
export function defineSettingsEndpoints<S extends TObject>(path: string, settings: S) {
  return {
    get: defineEndpoint({ method: 'GET', path, schema: { response: settings }, summary: 'The module settings of the account, with defaults' }),
    put: defineEndpoint({ method: 'PUT', path, schema: { body: settings, response: settings }, can: ['update', 'AccountSettings'], summary: 'Replace the module settings of the account' }),
  } as const;
}

export type SettingsEndpoints<S extends TObject> = ReturnType<typeof defineSettingsEndpoints<S>>;
