import { describe, expect, it } from 'vitest';
import { matchesSearch, recentFirst } from './session-list.js';

describe('the sessions list', () => {
  it('finds a session by every word typed, in its name or description, ignoring accents and case', () => {
    const session = { name: 'Planification du sprint 14', description: 'Capteurs et sécurité' };
    expect(matchesSearch(session, 'SPRINT securite')).toBe(true);
    expect(matchesSearch(session, 'sprint 15')).toBe(false);
    expect(matchesSearch(session, '   ')).toBe(true);
  });

  it('puts the most recent meeting first', () => {
    const sessions = [{ createdAt: '2026-03-01T10:00:00Z' }, { createdAt: '2026-03-05T10:00:00Z' }, { createdAt: '2026-02-01T10:00:00Z' }];
    expect(recentFirst(sessions).map((session) => session.createdAt.slice(0, 10))).toEqual(['2026-03-05', '2026-03-01', '2026-02-01']);
  });
});
