import type { TFunction } from 'i18next';
import type { FeatureKey, FeatureSelectionIssue, PlanId } from '@suite/sdk';

/** A feature's name in the user's language ('features' namespace). */
export function featureName(t: TFunction<'features'>, feature: FeatureKey): string {
  return t(`names.${feature}`);
}

export function planName(t: TFunction<'features'>, plan: PlanId): string {
  return t(`plans.${plan}`);
}

/**
 * A validation issue in the user's language. English keeps the server's sentence (the 'en'
 * bundle has no 'issues' keys, so the sentence is the default); fr and es say it with the
 * translated names.
 */
export function issueText(t: TFunction<'features'>, issue: FeatureSelectionIssue): string {
  return t(`issues.${issue.code}`, {
    feature: featureName(t, issue.feature),
    dependency: issue.dependency ? featureName(t, issue.dependency) : '',
    plan: issue.requiredPlan ? planName(t, issue.requiredPlan) : '',
    defaultValue: issue.message,
  });
}
