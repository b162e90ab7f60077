/**
 * The coming-soon placeholders of finance-and-growth.md section 2, for the features of its list
 * that are still not built. The others of that list have their real screen: Customer Health
 * Scoring (/customer-health), Financial Integrations (/integrations), AI Meeting Intelligence
 * (/meeting-intelligence), Enterprise Admin (/enterprise/admin), Analytics Dashboard (/analytics),
 * Calendar & Scheduling (/calendar), Runway Tracker (/runway-tracker), Revenue Dashboard
 * (/revenue-dashboard), User Feedback Hub (/user-feedback).
 * Names, categories and descriptions are in the 'comingSoon' namespace under features.<slug>.
 */
export type ComingSoonCategory = 'collaboration' | 'integrations' | 'ai' | 'platform';

export interface ComingSoonFeature {
  slug: string;
  category: ComingSoonCategory;
  /** Section 2: an expected availability between Q1 2025 and Q4 2025. */
  availability: 'Q1 2025' | 'Q2 2025' | 'Q3 2025' | 'Q4 2025';
  /** Slugs of related coming-soon features, or routes of built screens (starting with '/'). */
  related: readonly string[];
}

export const COMING_SOON: readonly ComingSoonFeature[] = [
  { slug: 'approval-workflows', category: 'collaboration', availability: 'Q2 2025', related: ['comments-threads', 'version-control', '/operational-cadence/workflows'] },
  { slug: 'version-control', category: 'collaboration', availability: 'Q3 2025', related: ['approval-workflows', 'comments-threads'] },
  { slug: 'comments-threads', category: 'collaboration', availability: 'Q2 2025', related: ['approval-workflows', 'communication-integrations'] },
  { slug: 'development-tools', category: 'integrations', availability: 'Q3 2025', related: ['api-webhooks', '/integrations', '/kanban'] },
  { slug: 'communication-integrations', category: 'integrations', availability: 'Q3 2025', related: ['comments-threads', 'api-webhooks', '/integrations'] },
  { slug: 'analytics-platforms', category: 'integrations', availability: 'Q4 2025', related: ['api-webhooks', '/analytics', '/integrations'] },
  { slug: 'api-webhooks', category: 'platform', availability: 'Q2 2025', related: ['development-tools', 'analytics-platforms', '/docs'] },
  { slug: 'ai-survival-assistant', category: 'ai', availability: 'Q4 2025', related: ['predictive-analytics', 'automated-insights', '/runway'] },
  { slug: 'predictive-analytics', category: 'ai', availability: 'Q3 2025', related: ['automated-insights', '/bi/forecasting', '/churn-prediction'] },
  { slug: 'automated-insights', category: 'ai', availability: 'Q3 2025', related: ['predictive-analytics', 'natural-language-query', '/bi/insights'] },
  { slug: 'natural-language-query', category: 'ai', availability: 'Q4 2025', related: ['ai-survival-assistant', 'automated-insights'] },
];

export const findComingSoon = (slug: string | undefined) => COMING_SOON.find((feature) => feature.slug === slug);

/** Where "Request Early Access" goes: /customer-feedback carrying the feature's name and category. */
export function earlyAccessHref(feature: ComingSoonFeature, name: string, category: string): string {
  const query = new URLSearchParams({ type: 'early-access', key: feature.slug, feature: name, category });
  return `/customer-feedback?${query.toString()}`;
}
