import type { FeatureKey, ModuleId } from '../domain/features.js';
import type { ModuleManifestEntry } from '../contract/web-module.js';

export interface HealthStatus {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  version: string;
  uptimeSeconds: number;
}

export interface SystemConfig {
  appName: string;
  version: string;
  environment: string;
  languages: string[];
  defaultLanguage: string;
  currency: string;
  demoMode: boolean;
}

export interface SystemFeatures {
  features: { id: FeatureKey; category: string; dependencies: FeatureKey[] }[];
  modules: ModuleId[];
}

export interface SystemModules {
  modules: ModuleManifestEntry[];
}
