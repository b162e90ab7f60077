import { describe, expect, it } from 'vitest';
import { BUILT_IN_VOTING_SYSTEMS } from '../../shared/poker.js';
import { distributionBars, summarizeVotes } from './reveal.js';

const fibonacci = BUILT_IN_VOTING_SYSTEMS.find((system) => system.id === 'fibonacci')!.values;
const votes = (...values: string[]) => values.map((value, index) => ({ participantId: `p${index}`, value }));

describe('the reveal summary of the demo', () => {
  it('averages the numeric votes to two decimals and suggests the most frequent, ties to the higher', () => {
    const summary = summarizeVotes('s', 1, votes('5', '8', '?', '3'), fibonacci);
    expect(summary.distribution).toEqual({ '5': 1, '8': 1, '?': 1, '3': 1 });
    expect(summary.average).toBe(5.33);
    expect(summary.consensus).toBe(false);
    expect(summary.suggestedEstimate).toBe(8);
  });

  it('calls it consensus when every numeric voter chose the same card', () => {
    const summary = summarizeVotes('s', 2, votes('5', '5', '?'), fibonacci);
    expect(summary).toMatchObject({ consensus: true, average: 5, suggestedEstimate: 5, round: 2 });
  });

  it('has no average, consensus or suggestion without numeric votes', () => {
    expect(summarizeVotes('s', 1, votes('?'), fibonacci)).toMatchObject({ average: null, consensus: false, suggestedEstimate: null });
  });

  it("draws the bars in the deck's order, scaled to the largest", () => {
    expect(distributionBars({ '8': 1, '3': 2 }, fibonacci)).toEqual([
      { value: '3', label: '3', count: 2, percent: 100 },
      { value: '8', label: '8', count: 1, percent: 50 },
    ]);
  });
});
