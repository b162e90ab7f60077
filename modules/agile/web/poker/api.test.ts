import { describe, expect, it } from 'vitest';
import { exportFileName, withComment } from './api.js';

describe('planning poker calls', () => {
  it('names export files after the session, in plain letters, with the format extension', () => {
    expect(exportFileName('Sprint 12 — planification', 'csv')).toBe('sprint-12-planification.csv');
    expect(exportFileName('Démo', 'markdown')).toBe('demo.md');
    expect(exportFileName('!!!', 'json')).toBe('planning-poker.json');
  });

  it('adds a comment once, whether the answer or the room event brings it first', () => {
    const comment = { id: 'c1', storyId: 's1', participantId: 'p1', authorName: 'Alex', body: 'Hi', createdAt: '2026-03-01T10:00:00Z' };
    const once = withComment(undefined, comment);
    expect(withComment(once, comment)).toBe(once);
    expect(once).toEqual([comment]);
  });
});
