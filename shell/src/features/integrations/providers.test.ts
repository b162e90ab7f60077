import { describe, expect, it } from 'vitest';
import { AccountErrors } from '@suite/sdk';
import { metricsRange } from './api.js';
import { apiKeyProblem, PROVIDER_NAME, providerOf } from './providers.js';

describe('the revenue integration form', () => {
  it("refuses keys that break the provider's rule with 'Invalid API key format'", () => {
    expect(apiKeyProblem('stripe', 'sk_test_1234567890abcdef')).toBeNull();
    expect(apiKeyProblem('stripe', 'rk_live_1234567890abcdef')).toBeNull();
    expect(apiKeyProblem('stripe', 'pk_test_1234567890abcdef')).toBe(AccountErrors.INVALID_API_KEY_FORMAT);
    expect(apiKeyProblem('stripe', 'sk_short')).toBe(AccountErrors.INVALID_API_KEY_FORMAT);
    expect(apiKeyProblem('paypal', '0123456789abcdef')).toBeNull();
    expect(apiKeyProblem('paypal', '0123456789abcde')).toBe(AccountErrors.INVALID_API_KEY_FORMAT);
    expect(apiKeyProblem('square', 'EAAAl0ngKey')).toBeNull();
    expect(apiKeyProblem('square', 'sq0atp-key')).toBe(AccountErrors.INVALID_API_KEY_FORMAT);
    expect(apiKeyProblem('chargebee', '12345678')).toBeNull();
    expect(apiKeyProblem('chargebee', '1234567')).toBe(AccountErrors.INVALID_API_KEY_FORMAT);
    expect(apiKeyProblem('stripe', '')).toBe(AccountErrors.INVALID_API_KEY_FORMAT);
  });

  it('needs no key for the CSV connector', () => {
    expect(apiKeyProblem('csv', '')).toBeNull();
  });

  it('names another provider in lowercase, as the server accepts it', () => {
    expect(providerOf('other', ' ChargeBee ')).toBe('chargebee');
    expect(PROVIDER_NAME.test('chargebee')).toBe(true);
    expect(PROVIDER_NAME.test('x')).toBe(false);
    expect(PROVIDER_NAME.test('Bad Name')).toBe(false);
  });

  it('reads metrics over whole months up to today', () => {
    expect(metricsRange(12, new Date('2026-11-22T10:00:00Z'))).toEqual({ start: '2025-12-01', end: '2026-11-22' });
    expect(metricsRange(6, new Date('2026-03-05T10:00:00Z'))).toEqual({ start: '2025-10-01', end: '2026-03-05' });
  });
});
