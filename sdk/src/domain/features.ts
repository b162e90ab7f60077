import { PLAN_CATALOGUE, planHasFeature, type PlanFeature, type PlanId } from './plans.js';

/** Per-account feature flags: the six domains plus three cross-cutting features. */
export const DOMAIN_FEATURES = [
  'agile_survival',
  'product_management',
  'business_intelligence',
  'investor_intelligence',
  'operational_cadence',
  'customer_engagement',
] as const;
export const EXTRA_FEATURES = ['ai_survival_assistant', 'affiliate_program', 'enterprise_survival'] as const;
export const FEATURE_KEYS = [...DOMAIN_FEATURES, ...EXTRA_FEATURES] as const;
export type DomainFeatureKey = (typeof DOMAIN_FEATURES)[number];
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export const MODULE_IDS = ['agile', 'product', 'bi', 'investor', 'cadence', 'engagement'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** The flag that gates each domain module. */
export const MODULE_FEATURE: Record<ModuleId, DomainFeatureKey> = {
  agile: 'agile_survival',
  product: 'product_management',
  bi: 'business_intelligence',
  investor: 'investor_intelligence',
  cadence: 'operational_cadence',
  engagement: 'customer_engagement',
};

export type FeatureCategory = 'domain' | 'ai' | 'growth' | 'enterprise';

export interface FeatureDefinition {
  id: FeatureKey;
  category: FeatureCategory;
  /** Features that must be on for this one to be on. */
  dependencies: FeatureKey[];
  /** English name (sentences of the API name it; the shell translates `features.<id>`). */
  name: string;
  /** The lowest plan that includes it ("all 6 domains included" on every plan). */
  minimumPlan: PlanId;
  /** The plan feature it needs, when the plan table names one (the AI assistant: ai_assistant). */
  planFeature?: PlanFeature;
}

/**
 * The feature catalogue: id, category, dependencies and the plan rules. A feature is on for an
 * account only if its flag is on AND the account's plan allows it (`planAllowsFeature`).
 */
export const FEATURE_CATALOGUE: readonly FeatureDefinition[] = [
  { id: 'agile_survival', category: 'domain', dependencies: [], name: 'Agile Survival', minimumPlan: 'FREE' },
  { id: 'product_management', category: 'domain', dependencies: [], name: 'Product Management', minimumPlan: 'FREE' },
  { id: 'business_intelligence', category: 'domain', dependencies: [], name: 'Business Intelligence', minimumPlan: 'FREE' },
  { id: 'investor_intelligence', category: 'domain', dependencies: ['business_intelligence'], name: 'Investor Intelligence', minimumPlan: 'FREE' },
  { id: 'operational_cadence', category: 'domain', dependencies: [], name: 'Operational Cadence', minimumPlan: 'FREE' },
  { id: 'customer_engagement', category: 'domain', dependencies: [], name: 'Customer Engagement', minimumPlan: 'FREE' },
  { id: 'ai_survival_assistant', category: 'ai', dependencies: [], name: 'AI Survival Assistant', minimumPlan: 'PRO', planFeature: 'ai_assistant' },
  { id: 'affiliate_program', category: 'growth', dependencies: [], name: 'Affiliate Program', minimumPlan: 'FREE' },
  { id: 'enterprise_survival', category: 'enterprise', dependencies: [], name: 'Enterprise Survival', minimumPlan: 'ENTERPRISE' },
];

const BY_ID = new Map<FeatureKey, FeatureDefinition>(FEATURE_CATALOGUE.map((feature) => [feature.id, feature]));

export function featureDefinition(feature: FeatureKey): FeatureDefinition {
  return BY_ID.get(feature)!;
}

/** Does the plan include the feature (whatever the account's flags say)? */
export function planAllowsFeature(plan: PlanId, feature: FeatureKey): boolean {
  const definition = featureDefinition(feature);
  if (PLAN_CATALOGUE[plan].rank < PLAN_CATALOGUE[definition.minimumPlan].rank) return false;
  return definition.planFeature ? planHasFeature(plan, definition.planFeature) : true;
}

/** What an account that never chose its features has on: everything its plan includes. */
export function planDefaultFeatures(plan: PlanId): FeatureKey[] {
  return FEATURE_KEYS.filter((feature) => planAllowsFeature(plan, feature));
}

/** Features that need this one. */
export function dependentsOf(feature: FeatureKey): FeatureKey[] {
  return FEATURE_CATALOGUE.filter((definition) => definition.dependencies.includes(feature)).map((definition) => definition.id);
}

export function isDomainFeature(feature: FeatureKey): feature is DomainFeatureKey {
  return (DOMAIN_FEATURES as readonly string[]).includes(feature);
}

export function isFeatureKey(value: unknown): value is FeatureKey {
  return typeof value === 'string' && (FEATURE_KEYS as readonly string[]).includes(value);
}

/** How each domain appears in the shell before its remote is loaded (manifest metadata). */
export const MODULE_META: Record<ModuleId, { titleKey: string; order: number }> = {
  agile: { titleKey: 'nav.agile', order: 30 },
  product: { titleKey: 'nav.product', order: 10 },
  bi: { titleKey: 'nav.bi', order: 20 },
  investor: { titleKey: 'nav.investor', order: 50 },
  cadence: { titleKey: 'nav.cadence', order: 60 },
  engagement: { titleKey: 'nav.engagement', order: 40 },
};

/** The federation scope name of a module's remote. */
export function remoteScopeOf(id: ModuleId): string {
  return `suite_${id}`;
}

export function isModuleId(value: unknown): value is ModuleId {
  return typeof value === 'string' && (MODULE_IDS as readonly string[]).includes(value);
}
