import { Type, type Static } from '@suite/sdk/schemas';

export * from './routes.js';

export const ENGAGEMENT_MODULE_ID = 'engagement' as const;
export const ENGAGEMENT_SCHEMA = 'engagement';

/** Per-account settings of the engagement area. */
export const EngagementSettings = Type.Object(
  {
    /** Theme new feedback widgets start with. */
    widgetTheme: Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('auto')], { default: 'light' }),
  },
  { additionalProperties: false },
);
export type EngagementSettings = Static<typeof EngagementSettings>;
export * from './errors/engagement-errors.js';
export * from './widget.js';
export * from './rules.js';
export * from './analytics.js';
export * from './sentiment.js';
export * from './permissions.js';
export * from './views.js';
export * from './endpoints.js';
