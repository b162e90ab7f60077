/** The marketing pages' paths (platform.md section 2); /planning-poker, /retrospectives and /agile-kanban are routed apart (module screens when signed in). */
export const MARKETING_PATHS = [
  '/features',
  '/about',
  '/privacy',
  '/terms',
  '/product-management',
  '/business-intelligence',
  '/customer-engagement-feedback',
  '/feedback-widget',
  '/investor-intelligence',
  '/survival-focused-agile',
  '/operational-cadence',
  '/operational-cadence/one-on-ones',
  '/operational-cadence/performance-reviews',
  '/operational-cadence/goals',
  '/operational-cadence/team-health',
] as const;
