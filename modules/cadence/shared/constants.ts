import { Type, type Static } from '@suite/sdk/schemas';

export const CADENCE_MODULE_ID = 'cadence' as const;
export const CADENCE_SCHEMA = 'cadence';

/** Per-account settings of the cadence area. */
export const CadenceSettings = Type.Object(
  {
    /** Default days between one-on-ones. */
    oneOnOneCadenceDays: Type.Integer({ minimum: 7, maximum: 90, default: 14 }),
  },
  { additionalProperties: false },
);
export type CadenceSettings = Static<typeof CadenceSettings>;
