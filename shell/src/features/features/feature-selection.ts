import { FEATURE_KEYS, type AvailableFeatureView, type FeatureCategory, type FeatureKey, type FeatureSelectionIssue, type FeatureValidationResult } from '@suite/sdk';

export const CATEGORY_ORDER: readonly FeatureCategory[] = ['domain', 'ai', 'growth', 'enterprise'];

/** The features on now, in catalogue order. */
export function enabledSelection(features: readonly AvailableFeatureView[]): FeatureKey[] {
  return sortFeatures(features.filter((feature) => feature.enabled).map((feature) => feature.id));
}

export function sortFeatures(selection: Iterable<FeatureKey>): FeatureKey[] {
  const chosen = new Set(selection);
  return FEATURE_KEYS.filter((feature) => chosen.has(feature));
}

/** Turn one feature on or off in a selection (dependencies are checked by the validation, not guessed). */
export function withFeature(selection: readonly FeatureKey[], feature: FeatureKey, on: boolean): FeatureKey[] {
  const next = new Set(selection);
  if (on) next.add(feature);
  else next.delete(feature);
  return sortFeatures(next);
}

export function sameSelection(a: readonly FeatureKey[], b: readonly FeatureKey[]): boolean {
  const left = sortFeatures(a);
  const right = sortFeatures(b);
  return left.length === right.length && left.every((feature, index) => feature === right[index]);
}

export function selectionChanges(before: readonly FeatureKey[], after: readonly FeatureKey[]): { turnedOn: FeatureKey[]; turnedOff: FeatureKey[] } {
  const was = new Set(before);
  const now = new Set(after);
  return { turnedOn: FEATURE_KEYS.filter((f) => now.has(f) && !was.has(f)), turnedOff: FEATURE_KEYS.filter((f) => was.has(f) && !now.has(f)) };
}

/** The catalogue grouped by category, categories in a fixed order, empty ones left out. */
export function groupByCategory(features: readonly AvailableFeatureView[]): { category: FeatureCategory; features: AvailableFeatureView[] }[] {
  return CATEGORY_ORDER.map((category) => ({ category, features: features.filter((feature) => feature.category === category) })).filter((group) => group.features.length > 0);
}

/** The errors and warnings of a validation that concern one feature. */
export function issuesOf(result: FeatureValidationResult | null | undefined, feature: FeatureKey): { errors: FeatureSelectionIssue[]; warnings: FeatureSelectionIssue[] } {
  if (!result) return { errors: [], warnings: [] };
  return { errors: result.errors.filter((issue) => issue.feature === feature), warnings: result.warnings.filter((issue) => issue.feature === feature) };
}

/** A refused write carries the whole validation in its details (422). */
export function validationFromDetails(details: unknown): FeatureValidationResult | null {
  if (!details || typeof details !== 'object') return null;
  const candidate = details as Partial<FeatureValidationResult>;
  return typeof candidate.valid === 'boolean' && Array.isArray(candidate.errors) && Array.isArray(candidate.warnings) ? (candidate as FeatureValidationResult) : null;
}
