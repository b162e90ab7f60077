import { AccountErrors, isApiKeyFormatValid, KNOWN_REVENUE_PROVIDERS, revenueProviderKind } from '@suite/sdk';

/** The provider choices of the add form: the known ones and "other" (a name the user types). */
export const PROVIDER_CHOICES = [...KNOWN_REVENUE_PROVIDERS, 'other'] as const;
export type ProviderChoice = (typeof PROVIDER_CHOICES)[number];

/** A provider name as the server accepts it: 2 to 40 lowercase letters, digits, '-' or '_'. */
export const PROVIDER_NAME = /^[a-z0-9][a-z0-9_-]{1,39}$/;

export function providerOf(choice: ProviderChoice, otherName: string): string {
  return choice === 'other' ? otherName.trim().toLowerCase() : choice;
}

/** Which key rule applies, for the hint under the key field. */
export function keyRuleOf(provider: string): 'card' | 'wallet' | 'pos' | 'csv' | 'other' {
  return revenueProviderKind(provider);
}

/** 'Invalid API key format' when the key breaks the provider's rule (platform.md section 5), else null. */
export function apiKeyProblem(provider: string, apiKey: string): string | null {
  return isApiKeyFormatValid(provider, revenueProviderKind(provider) === 'csv' ? undefined : apiKey) ? null : AccountErrors.INVALID_API_KEY_FORMAT;
}
