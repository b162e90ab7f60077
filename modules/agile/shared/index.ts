import { defineSettingsEndpoints } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';

export * from './routes.js';
export * from './poker.js';
export * from './poker-endpoints.js';
export { PokerErrors } from './errors/poker-errors.js';
export * from './retro.js';
export * from './retro-endpoints.js';
export * from './retro-socket.js';
export * from './teams.js';
export * from './kanban.js';
export * from './dev-import.js';
export { DevImportErrors } from './errors/dev-import-errors.js';

export const AGILE_MODULE_ID = 'agile' as const;
export const AGILE_SCHEMA = 'agile';

/** Per-account settings of the agile area. */
export const AgileSettings = Type.Object(
  {
    /** What one story point costs, in cents (cost calculation multiplies points by it). */
    costPerPointCents: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
    defaultVotingSystem: Type.Union([Type.Literal('fibonacci'), Type.Literal('modified_fibonacci'), Type.Literal('tshirt'), Type.Literal('powers_of_two')], {
      default: 'fibonacci',
    }),
  },
  { additionalProperties: false },
);
export type AgileSettings = Static<typeof AgileSettings>;

/** GET and PUT /agile/settings (implemented by registerModuleSettings). */
export const AgileSettingsEndpoints = defineSettingsEndpoints('/agile/settings', AgileSettings);
export * from './permissions.js';
