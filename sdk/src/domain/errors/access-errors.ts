/** Sessions, invitations, tenant context (platform.md section 8). */
export const AccessErrors = {
  SESSION_VALIDATION_FAILED: 'Session validation failed',
  INVALID_OR_EXPIRED_INVITATION: 'Invalid or expired invitation',
  INVALID_INVITATION_DATA: 'Invalid invitation data',
  INVITATION_CREATION_FAILED: 'Invitation creation failed',
  INVITATION_ACCEPTANCE_FAILED: 'Invitation acceptance failed',
  INVITATION_DECLINE_FAILED: 'Invitation decline failed',
  // Not in the spec's catalogue: why an invitation cannot be created or accepted.
  INVITATION_ALREADY_PENDING: 'An invitation is already pending for this email',
  INVITATION_EMAIL_MISMATCH: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  TENANT_CONTEXT_REQUIRED: 'Tenant context required',
  NO_ACCOUNT_CONTEXT: 'No account context set.',
  ACCESS_DENIED_PAGE: "Access Denied: You don't have permission to access this page",
  tenantMismatch: (accountId: string) => `Access denied: accountId ${accountId} does not match current context`,
} as const;
