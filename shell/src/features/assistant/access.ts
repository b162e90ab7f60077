import { planAllowsFeature, type FeatureKey, type PlanId } from '@suite/sdk';

export const ASSISTANT_FEATURE: FeatureKey = 'ai_survival_assistant';

/**
 * Whether the account may use the assistant: on (its flag and its plan), plan (the plan lacks it:
 * FREE, an upgrade prompt), off (the plan has it but an administrator turned it off), signedOut.
 */
export type AssistantAccess = 'on' | 'plan' | 'off' | 'signedOut';

export function assistantAccess(account: { plan: PlanId; enabledFeatures: readonly string[] } | null | undefined): AssistantAccess {
  if (!account) return 'signedOut';
  if (account.enabledFeatures.includes(ASSISTANT_FEATURE)) return 'on';
  return planAllowsFeature(account.plan, ASSISTANT_FEATURE) ? 'off' : 'plan';
}

/** Where the floating button sits; a right-click moves it to the next place (platform.md section 2.3). */
export const BUTTON_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'bottom-center'] as const;
export type ButtonPosition = (typeof BUTTON_POSITIONS)[number];

export function nextPosition(position: ButtonPosition): ButtonPosition {
  return BUTTON_POSITIONS[(BUTTON_POSITIONS.indexOf(position) + 1) % BUTTON_POSITIONS.length]!;
}

/** On a live session page the button sits top-left, out of the way of the cards and the board. */
export function isSessionPage(pathname: string): boolean {
  return /^\/(poker\/sessions|retro\/sessions|sessions)\/[^/]+/.test(pathname);
}

/** CSS offsets of a position below the 60 px header. */
export function positionStyle(position: ButtonPosition): Record<string, string | number> {
  const vertical: Record<string, string | number> = position.startsWith('top') ? { top: 76 } : { bottom: 20 };
  if (position === 'bottom-center') return { ...vertical, left: '50%', transform: 'translateX(-50%)' };
  return { ...vertical, ...(position.endsWith('left') ? { left: 20 } : { right: 20 }) };
}
