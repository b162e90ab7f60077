/** The investor portal's error texts (finance-and-growth.md section 8). */
export const InvestorErrors = {
  INVESTOR_DASHBOARD_FAILED: 'Failed to load investor dashboard',
} as const;
