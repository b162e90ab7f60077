import type { PokerSnapshot } from '../../shared/poker.js';

/** The story voting opens on when the session starts: the current one, else the first by order, while still pending. */
export function storyToOpen(snapshot: Pick<PokerSnapshot, 'stories' | 'currentStoryId'>): string | null {
  const ordered = [...snapshot.stories].sort((a, b) => a.order - b.order);
  const story = ordered.find((candidate) => candidate.id === snapshot.currentStoryId) ?? ordered[0];
  return story && story.status === 'PENDING' ? story.id : null;
}
