/** Business intelligence's error texts (finance-and-growth.md section 8). */
export const BiErrors = {
  CFO_LOAD_FAILED: 'Failed to load CFO dashboard data',
  MISSING_USER_OR_ACCOUNT: 'Missing user or account context',
  NOT_IMPLEMENTED: 'not implemented',
} as const;
