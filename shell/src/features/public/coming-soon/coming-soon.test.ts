import { describe, expect, it } from 'vitest';
import { COMING_SOON, earlyAccessHref } from './coming-soon.js';
import { comingSoon as en } from './locales/en.js';
import { comingSoon as fr } from './locales/fr.js';
import { comingSoon as es } from './locales/es.js';

/** finance-and-growth.md section 2, the coming-soon list, split into built (with their screen) and not built. */
const SPEC_LIST = [
  'Customer Health Scoring', 'Approval Workflows', 'Version Control', 'Comments & Threads', 'Financial Integrations', 'Development Tools', 'Communication Integrations',
  'Analytics Platforms', 'API & Webhooks', 'AI Survival Assistant', 'Predictive Analytics', 'Automated Insights', 'AI Meeting Intelligence', 'Natural Language Query',
  'Enterprise Admin', 'Analytics Dashboard', 'Calendar & Scheduling', 'Runway Tracker', 'Revenue Dashboard', 'User Feedback Hub',
];
const BUILT = ['Customer Health Scoring', 'Financial Integrations', 'AI Meeting Intelligence', 'Enterprise Admin', 'Analytics Dashboard', 'Calendar & Scheduling', 'Runway Tracker', 'Revenue Dashboard', 'User Feedback Hub'];

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('the coming-soon placeholders', () => {
  it("cover exactly section 2's features that are not built, with their names", () => {
    const names = COMING_SOON.map((feature) => en.features[feature.slug as keyof typeof en.features].name);
    expect(names.sort()).toEqual(SPEC_LIST.filter((name) => !BUILT.includes(name)).sort());
  });

  it('each have a category, a description, an availability between Q1 and Q4 2025 and related features that exist', () => {
    const slugs = COMING_SOON.map((feature) => feature.slug);
    for (const feature of COMING_SOON) {
      expect(Object.keys(en.categories)).toContain(feature.category);
      expect(feature.availability).toMatch(/^Q[1-4] 2025$/);
      expect(feature.related.length).toBeGreaterThan(0);
      for (const related of feature.related) {
        if (related.startsWith('/')) expect(Object.keys(en.routes), related).toContain(related);
        else expect(slugs, related).toContain(related);
      }
    }
  });

  it('send "Request Early Access" to /customer-feedback with the feature name and category', () => {
    const feature = COMING_SOON.find((item) => item.slug === 'api-webhooks')!;
    const url = new URL(earlyAccessHref(feature, 'API & Webhooks', 'Platform'), 'http://x');
    expect(url.pathname).toBe('/customer-feedback');
    expect(url.searchParams.get('feature')).toBe('API & Webhooks');
    expect(url.searchParams.get('category')).toBe('Platform');
    expect(url.searchParams.get('key')).toBe('api-webhooks');
  });

  it("have every text in en, fr and es, none empty", () => {
    const english = keys(en).sort();
    expect(keys(fr).sort()).toEqual(english);
    expect(keys(es).sort()).toEqual(english);
    expect(en.requestEarlyAccess).toBe('Request Early Access');
    expect(en.goBack).toBe('Go Back');
  });
});
