import { Type, type Static } from '@suite/sdk/schemas';

export * from './routes.js';

export const BI_MODULE_ID = 'bi' as const;
export const BI_SCHEMA = 'bi';

/** Per-account settings of the bi area. */
export const BiSettings = Type.Object(
  {
    /** First month of the fiscal year (1 = January), for annual figures. */
    fiscalYearStartMonth: Type.Integer({ minimum: 1, maximum: 12, default: 1 }),
  },
  { additionalProperties: false },
);
export type BiSettings = Static<typeof BiSettings>;
export * from './errors.js';
