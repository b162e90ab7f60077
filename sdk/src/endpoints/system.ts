import { defineEndpoint } from '../contract/endpoints.js';
import { HealthStatusSchema, SystemConfigSchema, SystemFeaturesSchema, SystemModulesSchema } from '../schemas/system.js';

/**
 * The platform's own public routes. The modules manifest reads the caller's token when there is
 * one (`access: 'public'`, so the browser still sends it).
 */
export const SystemEndpoints = {
  health: defineEndpoint({ method: 'GET', path: '/health', public: true, schema: { response: HealthStatusSchema } }),
  config: defineEndpoint({ method: 'GET', path: '/system/config', public: true, schema: { response: SystemConfigSchema } }),
  features: defineEndpoint({ method: 'GET', path: '/system/features', public: true, schema: { response: SystemFeaturesSchema } }),
  // Signed in: the modules the current account has on. Signed out: every module, for its public routes.
  modules: defineEndpoint({ method: 'GET', path: '/system/modules', access: 'public', schema: { response: SystemModulesSchema } }),
} as const;
