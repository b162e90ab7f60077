import { describe, expect, it } from 'vitest';
import { storyToOpen } from './start-story.js';

const story = (id: string, order: number, status: 'PENDING' | 'VOTING' | 'VOTED' | 'ESTIMATED' = 'PENDING') => ({ id, order, status });

describe('"Start the session" opens voting on the first story', () => {
  it('opens the current story, else the first by order, while it is still pending', () => {
    const stories = [story('b', 2), story('a', 1)];
    expect(storyToOpen({ stories, currentStoryId: null } as never)).toBe('a');
    expect(storyToOpen({ stories, currentStoryId: 'b' } as never)).toBe('b');
  });

  it('opens nothing without stories or when the story is already voted on', () => {
    expect(storyToOpen({ stories: [], currentStoryId: null } as never)).toBeNull();
    expect(storyToOpen({ stories: [story('a', 1, 'ESTIMATED')], currentStoryId: 'a' } as never)).toBeNull();
  });
});
