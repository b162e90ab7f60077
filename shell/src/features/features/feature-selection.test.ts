import { describe, expect, it } from 'vitest';
import { FEATURE_CATALOGUE, planAllowsFeature, type AvailableFeatureView, type FeatureValidationResult } from '@suite/sdk';
import { enabledSelection, groupByCategory, issuesOf, sameSelection, selectionChanges, validationFromDetails, withFeature } from './feature-selection.js';

const catalogue: AvailableFeatureView[] = FEATURE_CATALOGUE.map((feature) => ({
  id: feature.id,
  name: feature.name,
  category: feature.category,
  dependencies: [...feature.dependencies],
  planAllows: planAllowsFeature('PRO', feature.id),
  requiredPlan: feature.minimumPlan,
  enabled: planAllowsFeature('PRO', feature.id) && feature.id !== 'customer_engagement',
}));

describe('the feature switches', () => {
  it('start from the features on now, in catalogue order', () => {
    const selection = enabledSelection(catalogue);
    expect(selection).not.toContain('customer_engagement');
    expect(selection).not.toContain('enterprise_survival');
    expect(selection[0]).toBe('agile_survival');
  });

  it('turn one feature on or off without touching its dependencies (the validation names them)', () => {
    const without = withFeature(['business_intelligence', 'investor_intelligence'], 'business_intelligence', false);
    expect(without).toEqual(['investor_intelligence']);
    expect(withFeature(without, 'agile_survival', true)).toEqual(['agile_survival', 'investor_intelligence']);
  });

  it('compare selections whatever their order and count the changes', () => {
    expect(sameSelection(['investor_intelligence', 'agile_survival'], ['agile_survival', 'investor_intelligence'])).toBe(true);
    expect(sameSelection(['agile_survival'], ['agile_survival', 'investor_intelligence'])).toBe(false);
    expect(selectionChanges(['agile_survival', 'product_management'], ['product_management', 'customer_engagement'])).toEqual({ turnedOn: ['customer_engagement'], turnedOff: ['agile_survival'] });
  });

  it('group the catalogue by category: domains, AI, growth, enterprise', () => {
    const groups = groupByCategory(catalogue);
    expect(groups.map((group) => group.category)).toEqual(['domain', 'ai', 'growth', 'enterprise']);
    expect(groups[0]!.features).toHaveLength(6);
  });

  it("pick one feature's errors and warnings from a validation", () => {
    const result: FeatureValidationResult = {
      valid: false,
      errors: [{ feature: 'investor_intelligence', code: 'dependency_off', dependency: 'business_intelligence', message: 'Investor Intelligence needs Business Intelligence: turn Business Intelligence on or Investor Intelligence off' }],
      warnings: [{ feature: 'agile_survival', code: 'domain_has_data', message: 'Agile Survival has data in this account. Turning it off hides that data until you turn it back on; nothing is deleted' }],
    };
    expect(issuesOf(result, 'investor_intelligence').errors).toHaveLength(1);
    expect(issuesOf(result, 'investor_intelligence').warnings).toHaveLength(0);
    expect(issuesOf(result, 'agile_survival').warnings[0]!.code).toBe('domain_has_data');
    expect(issuesOf(null, 'agile_survival')).toEqual({ errors: [], warnings: [] });
  });

  it('read the validation a refused write carries in its details', () => {
    expect(validationFromDetails({ valid: false, errors: [], warnings: [] })).toEqual({ valid: false, errors: [], warnings: [] });
    expect(validationFromDetails({ field: 'x' })).toBeNull();
    expect(validationFromDetails(undefined)).toBeNull();
  });
});
