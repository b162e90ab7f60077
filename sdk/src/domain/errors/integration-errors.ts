/**
 * Outgoing webhooks and API keys (issue 22, "Integrations"). Not in the spec's catalogue: the
 * rules of registering an endpoint and making a key.
 */
export const IntegrationErrors = {
  WEBHOOK_NOT_FOUND: 'Webhook endpoint not found',
  WEBHOOK_DELIVERY_NOT_FOUND: 'Webhook delivery not found',
  WEBHOOK_URL_INVALID: 'Enter a valid URL starting with https://',
  WEBHOOK_URL_HTTPS: 'Webhook URLs must use https:// (http:// is allowed only for localhost outside production)',
  WEBHOOK_EVENTS_REQUIRED: 'Choose at least one event',
  webhookUnknownEvent: (name: string) => `Unknown event: ${name}`,
  WEBHOOKS_NEED_PLAN: 'Webhooks are part of the Pro and Enterprise plans. Upgrade to add one.',
  WEBHOOK_PAUSED: 'This endpoint is paused: resume it before sending to it',
  API_KEY_NOT_FOUND: 'API key not found',
  API_KEY_NAME_REQUIRED: 'Give the key a name (1 to 80 characters)',
  API_KEY_SCOPES_REQUIRED: 'Choose at least one scope',
  apiKeyScopeInvalid: (scope: string) => `Invalid scope: ${scope}`,
  apiKeyScopeNotHeld: (scope: string) => `You cannot grant a scope you do not have: ${scope}`,
  ACCOUNT_KEYS_NEED_MANAGE: 'Only people who manage integrations can create account keys',
  API_KEY_INVALID: 'Invalid or revoked API key',
  API_KEY_NOT_ALLOWED_HERE: 'API keys cannot be used on this route: sign in instead',
  API_KEY_SCOPE_DENIED: 'This API key does not have the scope this route needs',
} as const;
