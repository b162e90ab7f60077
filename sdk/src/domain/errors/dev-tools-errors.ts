/** Dev tools (platform.md section 8); the refusal text is not in the spec's catalogue. */
export const DevToolsErrors = {
  GET_FAILED: 'Failed to get dev tools state',
  SET_FAILED: 'Failed to set dev tools state',
  CLEAR_FAILED: 'Failed to clear dev tools state',
  ROLE_OVERRIDE_FAILED: 'Failed to override the account role',
  PERSONA_OVERRIDE_FAILED: 'Failed to override the persona',
  SUBSCRIPTION_OVERRIDE_FAILED: 'Failed to override the subscription plan',
  NOT_ALLOWED: 'Dev tools are not available for this account',
} as const;
