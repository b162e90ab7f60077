/** Sessions and security administration (not in the spec's catalogue). */
export const SessionErrors = {
  SESSION_NOT_FOUND: 'Session not found',
  USER_NOT_FOUND: 'User not found',
  ADMIN_REQUIRED: 'Only account owners and admins can do this',
  CANNOT_LOCK_SELF: 'You cannot lock your own account',
  CANNOT_LOCK_OWNER: 'Only the owner can lock or unlock the account owner',
  ACTION_INVALID: 'An audit action is 1 to 100 lowercase letters, digits, dots, colons, dashes or underscores',
} as const;
