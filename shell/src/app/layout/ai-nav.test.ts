import { describe, expect, it } from 'vitest';
import { defineAbilityFor, FEATURE_KEYS, type FeatureKey, type PlanId } from '@suite/sdk';
import { coreNav } from './core-nav.js';
import { isVisible, type VisibilityContext } from './nav-visibility.js';

const ai = coreNav.find((section) => section.id === 'ai')!;
const home = coreNav.find((section) => section.id === 'home')!;
const context = (features: readonly FeatureKey[], plan: PlanId = 'PRO'): VisibilityContext => ({
  features,
  persona: 'TEAM_MEMBER',
  isSuperAdmin: false,
  plan,
  ability: defineAbilityFor({ id: 'u' }, { role: 'MEMBER', permissions: [] }, { plan }),
});

describe('AI & Automation and action items in the sidebar (platform.md section 6)', () => {
  it('shows AI & Automation with the assistant flag on, with its five pages', () => {
    expect(isVisible(ai.visibility, context([...FEATURE_KEYS]))).toBe(true);
    expect(ai.items.map((item) => item.path)).toEqual(['/ai-assistant', '/ai-assistant/query', '/ai-assistant/predictive', '/ai-assistant/insights', '/ai-assistant/meetings']);
    expect(isVisible(ai.visibility, context(FEATURE_KEYS.filter((key) => key !== 'ai_survival_assistant'), 'FREE'))).toBe(false);
  });

  it('lists /action-items while the agile area is on', () => {
    const actionItems = home.items.find((item) => item.path === '/action-items')!;
    expect(isVisible(actionItems.visibility, context([...FEATURE_KEYS]))).toBe(true);
    expect(isVisible(actionItems.visibility, context(FEATURE_KEYS.filter((key) => key !== 'agile_survival')))).toBe(false);
  });
});
