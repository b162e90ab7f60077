/** Accounts and revenue integrations (platform.md sections 5 and 8). */
export const AccountErrors = {
  slugTaken: (slug: string) => `Account slug '${slug}' is already taken`,
  CANNOT_REMOVE_OWNER: 'Cannot remove the account owner',
  maxUsersReached: (n: number) => `Account has reached the maximum number of users (${n})`,
  INTEGRATION_NOT_FOUND: 'Integration not found or inactive',
  connectFailed: (provider: string, reason: string) => `Failed to connect to ${provider}: ${reason}`,
  INVALID_API_KEY_FORMAT: 'Invalid API key format',
  // Not in the spec's catalogue: texts of the account, member and invitation rules it implies.
  ACCOUNT_NOT_FOUND: 'Account not found',
  USER_NOT_FOUND: 'User not found',
  INVALID_SLUG: 'A slug is 2 to 60 lowercase letters, digits and single hyphens',
  INVALID_DOMAIN: 'Please enter a valid domain name, such as example.com',
  domainTaken: (domain: string) => `Domain '${domain}' is already used by another account`,
  DELETE_CONFIRMATION_MISMATCH: 'Type the account name exactly to confirm the deletion',
  ALREADY_MEMBER: 'This user is already a member of the account',
  NOT_A_MEMBER: 'This user is not a member of the account',
  ONLY_OWNER_TRANSFERS: 'Only the account owner can transfer ownership',
  OWNER_ROLE_FIXED: "The account owner's role changes only by transferring ownership",
  OWNER_CANNOT_BE_SUSPENDED: 'The account owner cannot be suspended',
  ROLE_ABOVE_OWN: 'You cannot grant a role or permission above your own',
  unknownPermission: (permission: string) => `Unknown permission: ${permission}`,
  CONTACT_ADMIN_REQUIRED: 'Subject and message are required',
} as const;
