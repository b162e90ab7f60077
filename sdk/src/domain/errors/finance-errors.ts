/** Finance and growth (finance-and-growth.md section 8). */
export const FinanceErrors = {
  cannotDeleteWithChildren: (level: string, n: number) => `Cannot delete ${level}: ${n} children depend on it`,
  MVP_SCENARIO_NOT_FOUND: 'MVP scenario not found',
  FEATURE_ROI_NOT_FOUND: 'Feature ROI not found',
  CFO_LOAD_FAILED: 'Failed to load CFO dashboard data',
  INVESTOR_DASHBOARD_FAILED: 'Failed to load investor dashboard',
  MISSING_USER_OR_ACCOUNT: 'Missing user or account context',
  NOT_IMPLEMENTED: 'not implemented',
} as const;
