/** Onboarding wizard, company details step (not in the spec's catalogue). */
export const OnboardingErrors = {
  COMPANY_NAME_LENGTH: 'Company name must be between 1 and 100 characters',
  INVALID_WEBSITE: 'Please enter a valid website address, such as https://example.com',
  INVALID_FOUNDED: 'Founded must be a year, such as 2021',
} as const;
