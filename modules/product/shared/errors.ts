/** Product management's error texts (finance-and-growth.md section 8). */
export const ProductErrors = {
  cannotDeleteWithChildren: (level: string, n: number) => `Cannot delete ${level}: ${n} children depend on it`,
  MVP_SCENARIO_NOT_FOUND: 'MVP scenario not found',
  FEATURE_ROI_NOT_FOUND: 'Feature ROI not found',
} as const;
