import type { AppAbility, FeatureKey, NavVisibility, Persona, PlanId } from '@suite/sdk';

export interface VisibilityContext {
  features: readonly FeatureKey[];
  persona: Persona | null;
  isSuperAdmin: boolean;
  plan: PlanId | null;
  ability: AppAbility;
}

/** Who sees a sidebar section or entry (platform.md section 6); super admin sees every persona section. */
export function isVisible(visibility: NavVisibility | undefined, context: VisibilityContext): boolean {
  if (!visibility) return true;
  if (visibility.features && !visibility.features.every((feature) => context.features.includes(feature))) return false;
  if (visibility.unlessFeatures?.some((feature) => context.features.includes(feature))) return false;
  if (visibility.personas && !context.isSuperAdmin) {
    const persona = context.persona ?? 'NONE';
    if (!visibility.personas.includes(persona)) return false;
  }
  if (visibility.plans && (!context.plan || !visibility.plans.includes(context.plan))) return false;
  if (visibility.can && context.ability.cannot(visibility.can[0], visibility.can[1])) return false;
  return true;
}
