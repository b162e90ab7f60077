import { describe, expect, it } from 'vitest';
import { teamTrendRows } from './TeamPulseTrend.js';

const point = (round: string, average: number | null, hidden = false) => ({ round, responses: hidden ? 0 : 5, average, hidden });

describe('the per-team pulse trend', () => {
  it('lines up every round, with a gap where a team was hidden below the threshold', () => {
    const rows = teamTrendRows([
      { teamId: 'a', name: 'Robotics', trend: [point('2026-10-05', 3.8), point('2026-10-19', 4.1), point('2026-11-02', null, true)] },
      { teamId: 'b', name: 'Sales', trend: [point('2026-10-19', 3.2), point('2026-11-02', 3.6)] },
    ]);
    expect(rows).toEqual([
      { round: '2026-10-05', team0: 3.8, team1: null },
      { round: '2026-10-19', team0: 4.1, team1: 3.2 },
      { round: '2026-11-02', team0: null, team1: 3.6 },
    ]);
  });
});
