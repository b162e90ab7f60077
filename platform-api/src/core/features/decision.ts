import { FEATURE_KEYS, planAllowsFeature, type FeatureKey, type PlanId } from '@suite/sdk';

export interface FeatureState {
  /** The account's flags; null when it never chose (its plan's defaults: every flag on). */
  enabledFeatures: readonly FeatureKey[] | null;
  plan: PlanId;
}

/**
 * The one decision "is feature X on for account Y". Every path asks it: the plugin gate, the
 * modules manifest, capabilities and sockets. A feature is on only if its flag is on AND the
 * account's plan allows it (the plan rules are the sdk catalogue's: every plan has the six
 * domains, the AI assistant needs PRO, Enterprise Survival needs ENTERPRISE). An account that
 * never chose has every flag on, so it gets what its plan includes.
 */
export function isFeatureOn(state: FeatureState, feature: FeatureKey): boolean {
  if (!planAllowsFeature(state.plan, feature)) return false;
  if (state.enabledFeatures === null) return true;
  return state.enabledFeatures.includes(feature);
}

/** Is the account's flag on (whatever the plan says)? */
export function isFlagOn(state: FeatureState, feature: FeatureKey): boolean {
  return state.enabledFeatures === null || state.enabledFeatures.includes(feature);
}

export function enabledFeatureList(state: FeatureState): FeatureKey[] {
  return FEATURE_KEYS.filter((key) => isFeatureOn(state, key));
}
