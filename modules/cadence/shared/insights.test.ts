import { describe, expect, it } from 'vitest';
import { coachingSuggestions, sentencesOf, summarizeNotes } from './insights.js';

const now = new Date('2026-11-26T10:00:00Z');

describe('coaching suggestions', () => {
  it('raises overdue items, late goals, a pulse dip, a long gap and review feedback, each with its reason', () => {
    const suggestions = coachingSuggestions({
      now,
      cadenceDays: 14,
      lastHeldAt: new Date('2026-10-30T10:00:00Z'),
      openActionItems: [
        { title: 'Hiring plan', ownerName: 'Elliot', dueDate: '2026-11-20' },
        { title: 'Offsite', ownerName: 'Chris', dueDate: '2026-12-10' },
      ],
      lateGoals: [{ title: 'Sign three pilots', progress: 33, status: 'off_track' }],
      pulse: { team: 'Robotics Core', previous: 4.1, latest: 3.6 },
      reviewFeedback: [{ cycle: 'H2', question: 'What should change?', answer: 'Share context earlier.' }],
    });
    expect(suggestions.map((s) => [s.kind, s.topic])).toEqual([
      ['overdue_action', 'Hiring plan'],
      ['late_goal', 'Sign three pilots'],
      ['pulse_dip', 'Robotics Core'],
      ['meeting_gap', ''],
      ['review_feedback', 'What should change?'],
      ['open_action', 'Offsite'],
    ]);
    expect(suggestions[0]!.why).toEqual({ owner: 'Elliot', due: '2026-11-20', days: 6 });
    expect(suggestions[3]!.why).toEqual({ days: 27, cadence: 14 });
  });

  it('stays quiet about a small pulse change and a regular 1:1', () => {
    const quiet = coachingSuggestions({ now, cadenceDays: 14, lastHeldAt: new Date('2026-11-20T10:00:00Z'), openActionItems: [], lateGoals: [], pulse: { team: 'A', previous: 4, latest: 3.8 }, reviewFeedback: [] });
    expect(quiet).toEqual([]);
  });
});

describe('meeting summaries', () => {
  it("keeps the notes' own sentences that carry a decision, an action, a concern or a figure", () => {
    const notes = 'Talked about the navigation rewrite. Agreed to pair on the lidar driver. Lunch was good! Next step: a design note by Friday.\nWorried about on-call load during the pilot.';
    expect(summarizeNotes(notes)).toEqual([
      { sentence: 'Agreed to pair on the lidar driver.', reason: 'decision' },
      { sentence: 'Next step: a design note by Friday.', reason: 'action' },
      { sentence: 'Worried about on-call load during the pilot.', reason: 'concern' },
    ]);
  });
  it('falls back to the opening sentence and splits on lines and bullets', () => {
    expect(sentencesOf('- one\n- two. three')).toEqual(['one', 'two.', 'three']);
    expect(summarizeNotes('A calm week. Nothing else.')).toEqual([{ sentence: 'A calm week.', reason: 'opening' }]);
    expect(summarizeNotes('')).toEqual([]);
  });
});
