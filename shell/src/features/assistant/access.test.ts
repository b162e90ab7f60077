import { describe, expect, it } from 'vitest';
import { assistantAccess, isSessionPage, nextPosition, positionStyle } from './access.js';

describe('assistant access and the floating button', () => {
  it('is on with the flag, an upgrade on FREE, off when an admin turned it off, sign-in when signed out', () => {
    expect(assistantAccess({ plan: 'PRO', enabledFeatures: ['ai_survival_assistant'] })).toBe('on');
    expect(assistantAccess({ plan: 'FREE', enabledFeatures: [] })).toBe('plan');
    expect(assistantAccess({ plan: 'ENTERPRISE', enabledFeatures: ['agile_survival'] })).toBe('off');
    expect(assistantAccess(null)).toBe('signedOut');
  });

  it('cycles bottom-right, bottom-left, top-right, top-left, bottom-center on right-click', () => {
    const seen = ['bottom-right' as const];
    for (let i = 0; i < 5; i += 1) seen.push(nextPosition(seen.at(-1)!));
    expect(seen).toEqual(['bottom-right', 'bottom-left', 'top-right', 'top-left', 'bottom-center', 'bottom-right']);
    expect(positionStyle('bottom-center')).toMatchObject({ bottom: 20, left: '50%' });
    expect(positionStyle('top-left')).toEqual({ top: 76, left: 20 });
  });

  it('knows the session pages, where it sits top-left', () => {
    expect(isSessionPage('/poker/sessions/abc')).toBe(true);
    expect(isSessionPage('/retro/sessions/abc')).toBe(true);
    expect(isSessionPage('/sessions/abc')).toBe(true);
    expect(isSessionPage('/retrospectives')).toBe(false);
  });
});
