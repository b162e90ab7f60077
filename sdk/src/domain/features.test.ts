import { describe, expect, it } from 'vitest';
import { FEATURE_CATALOGUE, FEATURE_KEYS, MODULE_FEATURE, MODULE_IDS, MODULE_META, dependentsOf, isFeatureKey, isModuleId, planAllowsFeature, planDefaultFeatures, remoteScopeOf } from './features.js';

describe('feature catalogue', () => {
  it('lists the six domains and the three cross-cutting features, each once', () => {
    expect(FEATURE_CATALOGUE.map((feature) => feature.id)).toEqual([
      'agile_survival',
      'product_management',
      'business_intelligence',
      'investor_intelligence',
      'operational_cadence',
      'customer_engagement',
      'ai_survival_assistant',
      'affiliate_program',
      'enterprise_survival',
    ]);
    expect(FEATURE_CATALOGUE.map((feature) => feature.id)).toEqual([...FEATURE_KEYS]);
  });

  it('only depends on features of the catalogue, investor intelligence on business intelligence', () => {
    for (const feature of FEATURE_CATALOGUE) for (const dependency of feature.dependencies) expect(isFeatureKey(dependency), `${feature.id} -> ${dependency}`).toBe(true);
    expect(FEATURE_CATALOGUE.find((feature) => feature.id === 'investor_intelligence')!.dependencies).toEqual(['business_intelligence']);
  });

  it('gates each module by its domain feature', () => {
    expect(MODULE_FEATURE).toEqual({
      agile: 'agile_survival',
      product: 'product_management',
      bi: 'business_intelligence',
      investor: 'investor_intelligence',
      cadence: 'operational_cadence',
      engagement: 'customer_engagement',
    });
    expect(Object.keys(MODULE_FEATURE).sort()).toEqual([...MODULE_IDS].sort());
  });

  it('gives every module shell metadata with a distinct order and a federation scope', () => {
    const orders = MODULE_IDS.map((id) => MODULE_META[id].order);
    expect(new Set(orders).size).toBe(MODULE_IDS.length);
    expect(remoteScopeOf('agile')).toBe('suite_agile');
  });

  it('recognizes feature keys and module ids and nothing else', () => {
    expect(isFeatureKey('affiliate_program')).toBe(true);
    expect(isFeatureKey('analytics')).toBe(false);
    expect(isFeatureKey(undefined)).toBe(false);
    expect(isModuleId('cadence')).toBe(true);
    expect(isModuleId('billing')).toBe(false);
  });
});

describe('plan rules of the catalogue', () => {
  it('includes all 6 domains and the affiliate program on every plan', () => {
    for (const plan of ['FREE', 'PRO', 'ENTERPRISE'] as const) {
      for (const feature of ['agile_survival', 'product_management', 'business_intelligence', 'investor_intelligence', 'operational_cadence', 'customer_engagement', 'affiliate_program'] as const) {
        expect(planAllowsFeature(plan, feature), `${plan} ${feature}`).toBe(true);
      }
    }
  });

  it('gives the AI assistant to PRO and ENTERPRISE (plan feature ai_assistant), Enterprise Survival to ENTERPRISE only', () => {
    expect([planAllowsFeature('FREE', 'ai_survival_assistant'), planAllowsFeature('PRO', 'ai_survival_assistant'), planAllowsFeature('ENTERPRISE', 'ai_survival_assistant')]).toEqual([false, true, true]);
    expect([planAllowsFeature('FREE', 'enterprise_survival'), planAllowsFeature('PRO', 'enterprise_survival'), planAllowsFeature('ENTERPRISE', 'enterprise_survival')]).toEqual([false, false, true]);
    expect(FEATURE_CATALOGUE.find((feature) => feature.id === 'ai_survival_assistant')).toMatchObject({ minimumPlan: 'PRO', planFeature: 'ai_assistant' });
  });

  it("defaults an account that never chose to everything its plan includes", () => {
    expect(planDefaultFeatures('FREE')).toEqual(FEATURE_KEYS.filter((key) => key !== 'ai_survival_assistant' && key !== 'enterprise_survival'));
    expect(planDefaultFeatures('ENTERPRISE')).toEqual([...FEATURE_KEYS]);
  });

  it('knows which features depend on one', () => {
    expect(dependentsOf('business_intelligence')).toEqual(['investor_intelligence']);
    expect(dependentsOf('agile_survival')).toEqual([]);
  });
});
