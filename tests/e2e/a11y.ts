import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe-core checks (its best-practice rules are left out). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface A11yOptions {
  /** CSS selectors left out of the check (say why where it is used). */
  exclude?: string[];
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing
 * each rule with the first elements it found and axe's summary of how to fix them.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
    }));
  expect(serious, `serious or critical accessibility violations on ${screen}`).toEqual([]);
}
