/**
 * A marketing page's content in one language (titles and descriptions equal the server's,
 * platform-api/src/core/public-site/pages.ts). The bodies (body.<lang>.ts) are shared by the shell's
 * MarketingPage and the server, which writes a page's lead and sections into its HTML.
 */
export interface MarketingSection {
  title: string;
  text: string;
  points?: string[];
}
export interface MarketingLink {
  label: string;
  to: string;
}
export interface MarketingContent {
  title: string;
  description: string;
  lead: string;
  sections: MarketingSection[];
  /** The first is the primary call to action. */
  ctas: MarketingLink[];
  related?: MarketingLink[];
}
export type MarketingPageId =
  | 'features'
  | 'about'
  | 'privacy'
  | 'terms'
  | 'product-management'
  | 'business-intelligence'
  | 'customer-engagement-feedback'
  | 'feedback-widget'
  | 'investor-intelligence'
  | 'survival-focused-agile'
  | 'operational-cadence'
  | 'operational-cadence/one-on-ones'
  | 'operational-cadence/performance-reviews'
  | 'operational-cadence/goals'
  | 'operational-cadence/team-health'
  | 'planning-poker'
  | 'retrospectives'
  | 'agile-kanban';
export type MarketingBody = Omit<MarketingContent, 'title' | 'description'>;
export type MarketingTexts = { chrome: { related: string; updated: string } } & Record<MarketingPageId, MarketingContent>;
