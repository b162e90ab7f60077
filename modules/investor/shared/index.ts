import { Type, type Static } from '@suite/sdk/schemas';

export * from './routes.js';
export * from './constants.js';
export * from './errors.js';
export * from './permissions.js';
export * from './dashboard-rules.js';
export * from './views.js';
export * from './bodies.js';
export * from './endpoints.js';
export * from './socket.js';

export const INVESTOR_MODULE_ID = 'investor' as const;
export const INVESTOR_SCHEMA = 'investor';

/** Per-account settings of the investor area. */
export const InvestorSettings = Type.Object(
  {
    /** The investor dashboard's default time frame (finance-and-growth.md section 4). */
    defaultTimeframe: Type.Union([Type.Literal('3months'), Type.Literal('6months'), Type.Literal('1year'), Type.Literal('all')], { default: '6months' }),
  },
  { additionalProperties: false },
);
export type InvestorSettings = Static<typeof InvestorSettings>;
