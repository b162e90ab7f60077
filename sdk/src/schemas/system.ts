import { Type, type Static } from '@sinclair/typebox';
import { FEATURE_KEYS, MODULE_IDS } from '../domain/features.js';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const FeatureKeyValue = literals(FEATURE_KEYS);
const ModuleIdValue = literals(MODULE_IDS);

export const HealthStatusSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  version: Type.String(),
  uptimeSeconds: Type.Number(),
});
export type HealthStatus = Static<typeof HealthStatusSchema>;

export const SystemConfigSchema = Type.Object({
  appName: Type.String(),
  version: Type.String(),
  environment: Type.String(),
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  currency: Type.String(),
  demoMode: Type.Boolean(),
});
export type SystemConfig = Static<typeof SystemConfigSchema>;

export const SystemFeaturesSchema = Type.Object({
  features: Type.Array(
    Type.Object({
      id: FeatureKeyValue,
      category: Type.Union([Type.Literal('domain'), Type.Literal('ai'), Type.Literal('growth'), Type.Literal('enterprise')]),
      dependencies: Type.Array(FeatureKeyValue),
    }),
  ),
  modules: Type.Array(ModuleIdValue),
});
export type SystemFeatures = Static<typeof SystemFeaturesSchema>;

/** One entry of GET /api/system/modules (the contract's ModuleManifestEntry). */
export const ModuleManifestEntrySchema = Type.Object({
  id: ModuleIdValue,
  feature: FeatureKeyValue,
  /** URL of the module's remoteEntry.js. */
  remoteEntry: Type.String(),
  /** Federation scope name of the remote. */
  scope: Type.String(),
  nav: Type.Object({ titleKey: Type.String(), order: Type.Number() }),
  /** The routes the module owns; `standalone` names a public page's standalone bundle. */
  routes: Type.Array(Type.Object({ path: Type.String(), public: Type.Optional(Type.Boolean()), standalone: Type.Optional(Type.String()) })),
});

/** A module the account has turned off: its routes, so that a visit says so rather than 'Page not found'. */
export const TurnedOffModuleSchema = Type.Object({
  id: ModuleIdValue,
  feature: FeatureKeyValue,
  nav: Type.Object({ titleKey: Type.String(), order: Type.Number() }),
  routes: Type.Array(Type.Object({ path: Type.String(), public: Type.Optional(Type.Boolean()) })),
});
export type TurnedOffModule = Static<typeof TurnedOffModuleSchema>;

export const SystemModulesSchema = Type.Object({ modules: Type.Array(ModuleManifestEntrySchema), turnedOff: Type.Optional(Type.Array(TurnedOffModuleSchema)) });
export type SystemModules = Static<typeof SystemModulesSchema>;
