/** Contact sales (platform.md section 2.4: first name, last name and email are required). */
export const SalesContactErrors = {
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  INVALID_TEAM_SIZE: 'Team size must be 1-10, 11-50, 51-200, 201-500 or 500+',
} as const;
