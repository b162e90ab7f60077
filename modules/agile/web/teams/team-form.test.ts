import { describe, expect, it } from 'vitest';
import { relativeTime } from './components/TeamActivityFeed.js';
import { invitationEmailProblem, teamAllowance, teamBody, teamFormProblems } from './team-form.js';

describe('the team forms', () => {
  it("asks for a team name with 'A team needs a name' and a valid invitation email", () => {
    expect(teamFormProblems({ name: '  ', description: '' })).toEqual({ name: 'A team needs a name' });
    expect(teamFormProblems({ name: 'x'.repeat(81), description: '' })).toEqual({ name: 'teams.form.nameTooLong' });
    expect(invitationEmailProblem('not-an-email')).toBe('Please enter a valid email address');
    expect(invitationEmailProblem(' noor@example.com ')).toBeNull();
    expect(teamBody({ name: ' Platform ', description: ' ' })).toEqual({ name: 'Platform', description: null });
  });

  it("follows the plan's team limit: one team on Free, unlimited on Pro", () => {
    expect(teamAllowance('FREE', 0)).toEqual({ limit: 1, canAdd: true });
    expect(teamAllowance('FREE', 1)).toEqual({ limit: 1, canAdd: false });
    expect(teamAllowance('PRO', 40)).toEqual({ limit: null, canAdd: true });
  });

  it('says when an activity happened in words', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(relativeTime('2026-03-02T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-01T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-03-01T10:00:00Z', 'fr', now)).toBe('hier');
  });
});
