import { describe, expect, it } from 'vitest';
import { DevToolsErrors } from '@suite/sdk';
import { overrideFailureText } from './api.js';

describe('dev tools failure toasts (platform.md section 8)', () => {
  it('name what failed: role, persona, subscription or clearing', () => {
    expect(overrideFailureText('accountRole')).toBe(DevToolsErrors.ROLE_OVERRIDE_FAILED);
    expect(overrideFailureText('primaryPersona')).toBe(DevToolsErrors.PERSONA_OVERRIDE_FAILED);
    expect(overrideFailureText('subscriptionPlan')).toBe(DevToolsErrors.SUBSCRIPTION_OVERRIDE_FAILED);
    expect(overrideFailureText('clear')).toBe(DevToolsErrors.CLEAR_FAILED);
  });
});
