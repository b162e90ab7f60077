import { describe, expect, it } from 'vitest';
import { COMPARISON_PAGES, VS_VENDORS } from './comparisons.js';
import { competitors as en } from './locales/en.js';
import { competitors as fr } from './locales/fr.js';
import { competitors as es } from './locales/es.js';

/** finance-and-growth.md section 2, the comparison routes and their tabs, word for word. */
const SPEC_TABS: Record<string, string[]> = {
  'agile-survival': ['Planning Poker', 'Retrospectives', 'Kanban Boards'],
  'business-intelligence': ['Burn Rate Tracking', 'Financial Analytics', 'Pricing Simulation'],
  'product-management': ['Product Discovery', 'MVP Scaffolding', 'Strategic Backlog'],
  'investor-intelligence': ['Portfolio Monitoring', 'Investor Dashboards', 'Health Scoring'],
  'operational-cadence': ['Performance Reviews', 'Team Management', 'Goal Management', 'One-on-Ones'],
  'customer-engagement': ['Customer Feedback', 'Sentiment Analysis', 'Action Tracking'],
};
const SPEC_CTA_TARGETS = ['/register', '/demo/planning-poker', '/demo/retrospectives', '/demo/kanban', '/demo/pricing-simulator', '/product-discovery', '/investor-dashboard', '/performance-reviews', '/demo/feedback'];

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) as string | undefined;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

describe('the comparison pages', () => {
  it('are the six of section 2, each with exactly its tabs in order', () => {
    expect(COMPARISON_PAGES.map((page) => page.id)).toEqual(Object.keys(SPEC_TABS));
    for (const page of COMPARISON_PAGES) {
      const labels = page.tabs.map((tab) => lookup(en, `pages.${page.id}.tabs.${tab.id}.label`));
      expect(labels, page.id).toEqual(SPEC_TABS[page.id]);
    }
  });

  it('give every row a feature, a description and one cell per vendor', () => {
    for (const page of COMPARISON_PAGES) {
      expect(page.vendors.length, page.id).toBeGreaterThan(0);
      for (const tab of page.tabs) {
        expect(tab.rows.length, `${page.id} ${tab.id}`).toBeGreaterThan(0);
        for (const row of tab.rows) {
          expect(row.rivals, `${page.id} ${tab.id} ${row.id}`).toHaveLength(page.vendors.length);
          for (const language of [en, fr, es]) {
            expect(lookup(language, `pages.${page.id}.tabs.${tab.id}.rows.${row.id}.feature`)?.trim()).toBeTruthy();
            expect(lookup(language, `pages.${page.id}.tabs.${tab.id}.rows.${row.id}.description`)?.trim()).toBeTruthy();
          }
        }
      }
    }
  });

  it('leave every rival without the financial and agile alignment somewhere on each page', () => {
    for (const page of COMPARISON_PAGES) {
      page.vendors.forEach((vendor, index) => {
        const cells = page.tabs.flatMap((tab) => tab.rows.map((row) => row.rivals[index]));
        expect(cells, `${page.id} ${vendor}`).toContain('no');
      });
    }
  });

  it('have two calls to action each, only to the targets section 2 names', () => {
    for (const page of COMPARISON_PAGES) {
      expect(page.ctas).toHaveLength(2);
      for (const link of [...page.ctas, ...page.links]) expect(SPEC_CTA_TARGETS, `${page.id} ${link.to}`).toContain(link.to);
    }
    const cadence = COMPARISON_PAGES.find((page) => page.id === 'operational-cadence')!;
    expect(cadence.ctas.map((cta) => [en.cta[cta.label], cta.to])).toEqual([
      ['Start Free Trial', '/register'],
      ['Explore Features', '/performance-reviews'],
    ]);
    const engagement = COMPARISON_PAGES.find((page) => page.id === 'customer-engagement')!;
    expect(engagement.ctas.map((cta) => [en.cta[cta.label], cta.to])).toEqual([
      ['Start Free Trial', '/register'],
      ['See Live Demo', '/demo/feedback'],
    ]);
  });

  it('name the five /vs/ vendors of section 2', () => {
    expect([...VS_VENDORS].sort()).toEqual(['asana', 'clickup', 'jira', 'monday', 'trello']);
  });
});

describe("the 'competitors' namespace", () => {
  it('has every text in en, fr and es, none empty, with the same placeholders', () => {
    const english = keys(en).sort();
    expect(keys(fr).sort()).toEqual(english);
    expect(keys(es).sort()).toEqual(english);
    for (const key of english) {
      for (const [language, bundle] of [['fr', fr], ['es', es]] as const) {
        const text = lookup(bundle, key)!;
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toBe(placeholders(lookup(en, key)!));
      }
    }
  });
});
