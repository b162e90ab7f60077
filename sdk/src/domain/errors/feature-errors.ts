/** Feature flags, dev tools, support (platform.md section 8, 5). */
export const FeatureErrors = {
  NO_CURRENT_ACCOUNT: 'No current account available',
  LOAD_FAILED: 'Failed to load features',
  UPDATE_FAILED: 'Failed to update features',
  VALIDATE_FAILED: 'Failed to validate feature selection',
  FEATURE_DISABLED: 'This feature is not enabled for your account',
  // Not in the spec's catalogue: why a feature selection is refused or needs a second look.
  UNKNOWN_FEATURE: 'Unknown feature',
  dependencyOff: (feature: string, dependency: string) => `${feature} needs ${dependency}: turn ${dependency} on or ${feature} off`,
  planRequired: (feature: string, plan: string) => `${feature} is not included in your plan. Upgrade to ${plan} to turn it on`,
  domainHasData: (feature: string) => `${feature} has data in this account. Turning it off hides that data until you turn it back on; nothing is deleted`,
} as const;
