/**
 * The comparison pages of finance-and-growth.md section 2: six pages, each with exactly its tabs;
 * each tab a feature table (feature, description, one yes/no column per vendor). The product is
 * ticked for every feature. A rival's cell is 'yes', 'no', or 'unknown' (shown as "Not
 * documented") where we could not confirm it from the vendor's public documentation.
 * Texts live in the 'competitors' namespace under pages.<page>.tabs.<tab>.rows.<row>.
 */
export type Cell = 'yes' | 'no' | 'unknown';

export interface ComparisonRow {
  id: string;
  /** One cell per rival, in the order of the page's `vendors`. */
  rivals: readonly Cell[];
}

export interface ComparisonTab {
  id: string;
  rows: readonly ComparisonRow[];
}

export interface CallToAction {
  /** Key under `cta.` in the namespace. */
  label: 'startFreeTrial' | 'exploreFeatures' | 'seeLiveDemo' | 'tryPokerDemo' | 'tryRetroDemo' | 'tryKanbanDemo' | 'tryPricingDemo' | 'exploreDiscovery' | 'exploreInvestorDashboard';
  to: string;
}

export interface ComparisonPage {
  id: 'agile-survival' | 'business-intelligence' | 'product-management' | 'investor-intelligence' | 'operational-cadence' | 'customer-engagement';
  /** Rival vendors' names (proper names, not translated). */
  vendors: readonly string[];
  tabs: readonly ComparisonTab[];
  /** Exactly two calls to action. */
  ctas: readonly [CallToAction, CallToAction];
  /** Links under the table (demos and screens section 2 names). */
  links: readonly CallToAction[];
}

const row = (id: string, ...rivals: Cell[]): ComparisonRow => ({ id, rivals });

export const COMPARISON_PAGES: readonly ComparisonPage[] = [
  {
    id: 'agile-survival',
    vendors: ['Jira', 'Trello', 'Asana', 'monday.com', 'ClickUp'],
    tabs: [
      { id: 'planningPoker', rows: [row('rooms', 'no', 'no', 'no', 'no', 'no'), row('scales', 'no', 'no', 'no', 'no', 'no'), row('cost', 'no', 'no', 'no', 'no', 'no')] },
      { id: 'retrospectives', rows: [row('boards', 'no', 'no', 'no', 'unknown', 'unknown'), row('actions', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown'), row('runway', 'no', 'no', 'no', 'no', 'no')] },
      { id: 'kanban', rows: [row('board', 'yes', 'yes', 'yes', 'yes', 'yes'), row('wip', 'yes', 'no', 'unknown', 'unknown', 'yes'), row('burn', 'no', 'no', 'no', 'no', 'no')] },
    ],
    ctas: [
      { label: 'startFreeTrial', to: '/register' },
      { label: 'tryPokerDemo', to: '/demo/planning-poker' },
    ],
    links: [
      { label: 'tryRetroDemo', to: '/demo/retrospectives' },
      { label: 'tryKanbanDemo', to: '/demo/kanban' },
    ],
  },
  {
    id: 'business-intelligence',
    vendors: ['Baremetrics', 'ChartMogul', 'Causal'],
    tabs: [
      { id: 'burnRate', rows: [row('monthly', 'unknown', 'no', 'yes'), row('runway', 'unknown', 'no', 'yes'), row('delivery', 'no', 'no', 'no')] },
      { id: 'financialAnalytics', rows: [row('mrr', 'yes', 'yes', 'unknown'), row('cohorts', 'yes', 'yes', 'unknown'), row('velocity', 'no', 'no', 'no')] },
      { id: 'pricingSimulation', rows: [row('projection', 'no', 'no', 'yes'), row('sensitivity', 'no', 'no', 'unknown'), row('actuals', 'no', 'no', 'unknown')] },
    ],
    ctas: [
      { label: 'startFreeTrial', to: '/register' },
      { label: 'tryPricingDemo', to: '/demo/pricing-simulator' },
    ],
    links: [],
  },
  {
    id: 'product-management',
    vendors: ['Productboard', 'Aha!', 'Jira Product Discovery'],
    tabs: [
      { id: 'productDiscovery', rows: [row('insights', 'yes', 'yes', 'yes'), row('validation', 'unknown', 'unknown', 'unknown'), row('runway', 'no', 'no', 'no')] },
      { id: 'mvpScaffolding', rows: [row('templates', 'no', 'unknown', 'no'), row('viability', 'no', 'no', 'no'), row('board', 'no', 'no', 'yes')] },
      { id: 'strategicBacklog', rows: [row('scoring', 'yes', 'yes', 'yes'), row('roi', 'no', 'unknown', 'no'), row('sprints', 'no', 'unknown', 'yes')] },
    ],
    ctas: [
      { label: 'startFreeTrial', to: '/register' },
      { label: 'exploreDiscovery', to: '/product-discovery' },
    ],
    links: [],
  },
  {
    id: 'investor-intelligence',
    vendors: ['Visible', 'Carta', 'Standard Metrics'],
    tabs: [
      { id: 'portfolioMonitoring', rows: [row('kpis', 'yes', 'unknown', 'yes'), row('updates', 'yes', 'unknown', 'yes'), row('delivery', 'no', 'no', 'no')] },
      { id: 'investorDashboards', rows: [row('portfolio', 'yes', 'yes', 'yes'), row('dataRoom', 'yes', 'unknown', 'unknown'), row('live', 'no', 'no', 'no')] },
      { id: 'healthScoring', rows: [row('score', 'unknown', 'unknown', 'unknown'), row('alerts', 'unknown', 'unknown', 'unknown'), row('explained', 'no', 'no', 'no')] },
    ],
    ctas: [
      { label: 'startFreeTrial', to: '/register' },
      { label: 'exploreInvestorDashboard', to: '/investor-dashboard' },
    ],
    links: [],
  },
  {
    id: 'operational-cadence',
    vendors: ['Lattice', '15Five', 'Culture Amp'],
    tabs: [
      { id: 'performanceReviews', rows: [row('cycles', 'yes', 'yes', 'yes'), row('peer', 'yes', 'yes', 'yes'), row('delivery', 'no', 'no', 'no')] },
      { id: 'teamManagement', rows: [row('roster', 'yes', 'yes', 'yes'), row('pulse', 'yes', 'yes', 'yes'), row('capacity', 'no', 'no', 'no')] },
      { id: 'goalManagement', rows: [row('okrs', 'yes', 'yes', 'yes'), row('checkIns', 'yes', 'yes', 'unknown'), row('runway', 'no', 'no', 'no')] },
      { id: 'oneOnOnes', rows: [row('agendas', 'yes', 'yes', 'yes'), row('actions', 'yes', 'yes', 'unknown'), row('sprint', 'no', 'no', 'no')] },
    ],
    ctas: [
      { label: 'startFreeTrial', to: '/register' },
      { label: 'exploreFeatures', to: '/performance-reviews' },
    ],
    links: [],
  },
  {
    id: 'customer-engagement',
    vendors: ['Hotjar', 'Canny', 'UserVoice'],
    tabs: [
      { id: 'customerFeedback', rows: [row('widget', 'yes', 'yes', 'yes'), row('votes', 'no', 'yes', 'yes'), row('backlog', 'no', 'unknown', 'unknown')] },
      { id: 'sentimentAnalysis', rows: [row('sentiment', 'unknown', 'unknown', 'unknown'), row('trend', 'unknown', 'unknown', 'unknown'), row('revenue', 'no', 'no', 'no')] },
      { id: 'actionTracking', rows: [row('status', 'no', 'yes', 'yes'), row('notify', 'no', 'yes', 'yes'), row('sprints', 'no', 'unknown', 'unknown')] },
    ],
    ctas: [
      { label: 'startFreeTrial', to: '/register' },
      { label: 'seeLiveDemo', to: '/demo/feedback' },
    ],
    links: [],
  },
];

export const findComparison = (id: string | undefined) => COMPARISON_PAGES.find((page) => page.id === id);

/** Section 2: these vendors' comparison routes redirect to the agile-survival page. */
export const VS_VENDORS = ['jira', 'monday', 'asana', 'trello', 'clickup'] as const;
