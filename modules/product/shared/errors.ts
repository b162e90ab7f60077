/** Product management's error texts (finance-and-growth.md sections 5 and 8). */
export const ProductErrors = {
  /** Section 8: level is "product", "initiative", "epic", "user story" or "task". */
  cannotDeleteWithChildren: (level: string, n: number) => `Cannot delete ${level}: ${n} children depend on it`,
  MVP_SCENARIO_NOT_FOUND: 'MVP scenario not found',
  FEATURE_ROI_NOT_FOUND: 'Feature ROI not found',
} as const;

/** The portfolio's validation texts (section 5 "Portfolio", worded as the rules say). */
export const PortfolioErrors = {
  ITEM_NOT_FOUND: 'Portfolio item not found',
  TITLE_REQUIRED: 'Title is required',
  CATEGORY_INVALID: 'Business justification needs a valid investment category',
  DESCRIPTION_TOO_SHORT: 'Business justification description must be at least 10 characters',
  BUSINESS_VALUE_REQUIRED: 'Business justification needs a business value',
  CUSTOMER_IMPACT_REQUIRED: 'Business justification needs a customer impact',
  RISK_LEVEL_REQUIRED: 'Business justification needs a risk level',
  STRATEGIC_ALIGNMENT_REQUIRED: 'Business justification needs a strategic alignment',
  RND_DESCRIPTION: 'For the R&D credit category the description must mention research, development or innovation',
  BUDGET_NOT_POSITIVE: 'Budget allocation must be greater than 0',
  BUDGET_OVER_PARENT: "Budget allocation cannot exceed the parent's remaining budget",
  BUDGET_BELOW_CHILDREN: 'Budget allocation cannot be less than what its children already hold',
  STORY_USER_TYPE_REQUIRED: 'User story needs a user type',
  STORY_GOAL_REQUIRED: 'User story needs a goal',
  STORY_BENEFIT_REQUIRED: 'User story needs a benefit',
  STORY_CRITERIA_REQUIRED: 'User story needs at least one acceptance criterion',
  PARENT_REQUIRED: 'Only a product has no parent',
  PRODUCT_NO_PARENT: 'A product has no parent',
  PARENT_LEVEL: (level: string, parentLevel: string) => `${/^[aeio]/.test(level) ? 'An' : 'A'} ${level} belongs under ${/^[aeio]/.test(parentLevel) ? 'an' : 'a'} ${parentLevel}`,
  MOVE_INTO_ITSELF: 'An item cannot move under itself',
  WEIGHTS_TOTAL: 'The score weights must add up to 100',
  CATEGORY_NOT_FOUND: 'Investment category not found',
  DELIVERY_UNAVAILABLE: 'Delivery needs the agile module',
  DELIVERY_LEVEL: 'Only epics and user stories go to delivery',
  ALREADY_DELIVERED: 'This item is already on a board',
} as const;

export const DiscoveryErrors = {
  DOCUMENT_NOT_FOUND: 'Discovery document not found',
  TITLE_REQUIRED: 'Title is required',
  PRODUCT_REQUIRED: 'A discovery document needs a product',
  TRANSITION: (from: string, to: string) => `A discovery document cannot go from ${from} to ${to}`,
  APPROVED_LOCKED: 'An approved discovery document cannot be changed',
} as const;

export const ValidationLabErrors = {
  HYPOTHESIS_NOT_FOUND: 'Hypothesis not found',
  EXPERIMENT_NOT_FOUND: 'Experiment not found',
  STATEMENT_REQUIRED: 'A hypothesis needs a statement',
  METRIC_REQUIRED: 'A hypothesis needs a metric',
  TARGET_REQUIRED: 'A hypothesis needs a target',
  EXPERIMENT_NAME_REQUIRED: 'An experiment needs a name',
  ALREADY_DECIDED: 'This hypothesis already has a verdict',
  METRIC_SOURCE_NOT_FOUND: 'Feedback question not found',
} as const;

/** MVP scenarios (section 5 "MVP scenario"; the state refusals follow section 4's order). */
export const MvpErrors = {
  NAME_REQUIRED: 'Scenario name is required',
  TARGET_REVENUE_POSITIVE: 'Target revenue must be positive',
  TIMELINE_POSITIVE: 'Timeline constraint must be positive',
  BUDGET_POSITIVE: 'Budget constraint must be positive',
  TEAM_SIZE_POSITIVE: 'Team size must be positive',
  BUSINESS_MODEL_REQUIRED: 'Recommendations need a business model',
  TIMELINE_REQUIRED: 'Recommendations need a timeline',
  BUDGET_REQUIRED: 'Recommendations need a budget',
  RECOMMENDATIONS_FIRST: 'Generate the recommendations before the backlog',
  BACKLOG_FIRST: 'Generate the backlog before applying the scenario',
  IN_PROGRESS_LOCKED: 'A scenario in progress cannot be regenerated',
  APPLIED_ELSEWHERE: 'This scenario is already applied to another product',
  PRODUCT_LEVEL: 'An MVP scenario applies to a product',
  PRICING_MODEL_NOT_FOUND: 'Pricing model not found',
  PRICING_MODELS_OFF: 'Picking a pricing model needs business intelligence to be on',
} as const;

/** Feature ROI (section 5 "Feature ROI"). */
export const FeatureRoiErrors = {
  NAME_REQUIRED: 'Feature name is required',
  ID_REQUIRED: 'Feature id is required',
  INITIAL_COST_NEGATIVE: 'Initial cost cannot be negative',
  HOURS_POSITIVE: 'Development hours must be positive',
  RATE_POSITIVE: 'Hourly rate must be positive',
  TEAM_SIZE_POSITIVE: 'Team size must be positive',
  ALREADY_EXISTS: 'A ROI analysis already exists for this feature',
  DIRECT_REVENUE_NEGATIVE: 'Direct revenue cannot be negative',
  ACTIVE_USERS_NEGATIVE: 'Active users cannot be negative',
  SATISFACTION_RANGE: 'Satisfaction score must be between 0 and 5',
  MAINTENANCE_NEGATIVE: 'Maintenance cost cannot be negative',
  COMPARISON_NEEDS_TWO: 'Comparison needs at least 2 features',
  DATE_REQUIRED: 'A timeline entry needs a date',
  BOARD_ITEM_NOT_FOUND: 'Board item not found',
  BOARD_NOT_AVAILABLE: 'Linking board items needs the agile boards to be on',
  PAGE_PATTERN_INVALID: 'A page pattern is a path starting with / (use * for any part, e.g. /billing/*)',
} as const;
