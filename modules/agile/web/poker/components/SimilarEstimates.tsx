import { Suspense, lazy } from 'react';
import { currentStory } from '../room-state.js';
import { useRoom } from './room-context.js';

// With the room's API calls: its own chunk, which the demo never loads.
const LiveSimilarEstimates = lazy(() => import('./LiveSimilarEstimates.js'));

/**
 * While voting: stories of this account already estimated at each value, to compare with. Live
 * rooms only: the demo (and the standalone demo page, which has no query client) renders nothing
 * and asks nothing.
 */
export function SimilarEstimates() {
  const { snapshot, mode } = useRoom();
  const story = currentStory(snapshot);
  if (story?.status !== 'VOTING' || mode !== 'live') return null;
  return (
    <Suspense fallback={null}>
      <LiveSimilarEstimates sessionId={snapshot.session.id} storyId={story.id} />
    </Suspense>
  );
}
