import { Type, type Static } from '@suite/sdk/schemas';

/** Per-account settings of the bi area. */
export const BiSettings = Type.Object(
  {
    /** First month of the fiscal year (1 = January), for annual figures. */
    fiscalYearStartMonth: Type.Integer({ minimum: 1, maximum: 12, default: 1 }),
    /** The currency the account's figures are in; entries in another currency are kept but not summed. */
    currency: Type.String({ pattern: '^[A-Z]{3}$', default: 'USD' }),
    /** Fully loaded cost of a role = salary x this factor (taxes, benefits, equipment). */
    onCostFactor: Type.Number({ minimum: 1, maximum: 3, default: 1.25 }),
    /** Gross margin in percent, for LTV. */
    grossMarginPct: Type.Number({ minimum: 0, maximum: 100, default: 80 }),
    /** Agile teams whose velocity prices the delivery shown beside the burn. */
    deliveryTeamIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 20, default: [] }),
  },
  { additionalProperties: false },
);
export type BiSettings = Static<typeof BiSettings>;
