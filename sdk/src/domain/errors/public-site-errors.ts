/** The public site (issue 21): the startup directory's profiles, investor access requests, the affiliate program. */
export const PublicSiteErrors = {
  INVALID_SLUG: 'The public address takes 3 to 60 lowercase letters, digits and hyphens',
  SLUG_TAKEN: 'This public address is already taken',
  NAME_REQUIRED: 'Company name is required',
  BUSINESS_NOT_FOUND: 'Business not found',
  INVESTORS_ONLY: 'Only investors can ask for access',
  ACCESS_REQUESTS_UNAVAILABLE: 'This company does not take access requests yet',
  SUPER_ADMIN_ONLY: 'Only a super admin can change the affiliate program',
  REFUND_TOO_LARGE: 'A refund cannot be more than the invoice paid',
  FEATURE_REQUIRED: 'Feature and category are required',
} as const;
