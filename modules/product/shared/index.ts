import { Type, type Static } from '@suite/sdk/schemas';

export * from './routes.js';

export * from './constants.js';
export * from './portfolio.js';
export * from './portfolio-rules.js';
export * from './portfolio-endpoints.js';
export * from './discovery-endpoints.js';
export * from './discovery-analysis.js';
export * from './validation-endpoints.js';
export * from './mvp-rules.js';
export * from './mvp-endpoints.js';
export * from './feature-roi-rules.js';
export * from './feature-roi-endpoints.js';
export * from './permissions.js';

/** Per-account settings of the product area. */
export const ProductSettings = Type.Object(
  {
    /** The investment category new portfolio items start in (finance-and-growth.md section 3). */
    defaultInvestmentCategory: Type.Union(['CR', 'CA', 'KTLO', 'PLAT', 'RND', 'COMP', 'OPEX'].map((code) => Type.Literal(code)), { default: 'CR' }),
  },
  { additionalProperties: false },
);
export type ProductSettings = Static<typeof ProductSettings>;
export * from './errors.js';
