import { describe, expect, it } from 'vitest';
import { EngagementErrors } from '../../shared/errors/engagement-errors.js';
import { engagementErrorTexts } from './errors.js';

describe('engagement error texts', () => {
  it('translates every fixed error text into French and Spanish', () => {
    const fixed = Object.values(EngagementErrors).filter((text): text is string => typeof text === 'string');
    for (const language of ['fr', 'es'] as const) {
      const missing = fixed.filter((text) => !engagementErrorTexts[language][text]);
      expect(missing, language).toEqual([]);
    }
  });
});
