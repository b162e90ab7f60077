import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from '@suite/sdk/web';
import { DemoNotice } from '../../live/DemoNotice.js';
import { PokerRoomView } from '../components/PokerRoomView.js';
import { RoomProvider, type RoomContextValue, type RoomHandlers } from '../components/room-context.js';
import { DEMO_ME, createDemo, demoReducer, demoSnapshot, pendingTeammates, teammateCard, type DemoAction } from '../demo-engine.js';

/**
 * /voting-demo and /demo/planning-poker: a planning poker session that runs in the browser
 * alone (no server, nothing saved), with simulated teammates who vote a moment after voting
 * starts. Clearly labelled as a demo; it renders the real room.
 */
export default function PokerDemoPage() {
  const { t } = useTranslation('agile');
  const title = (key: string) => t(`demo.stories.${key}`);
  const [state, dispatch] = useReducer(demoReducer, undefined, () => createDemo(title));
  const added = useRef(0);

  // Teammates vote a moment after voting starts on a story (and again after a re-vote).
  const current = state.stories.find((story) => story.id === state.currentStoryId);
  const votingKey = current?.status === 'VOTING' ? `${current.id}:${current.round}` : null;
  useEffect(() => {
    if (!votingKey) return;
    const timers = pendingTeammates(state).map((teammate) =>
      setTimeout(() => dispatch({ type: 'vote', participantId: teammate.id, value: teammateCard(state, state.currentStoryId!, teammate) }), teammate.delayMs),
    );
    return () => timers.forEach(clearTimeout);
    // Scheduled once per voting round; the votes themselves do not reschedule.
  }, [votingKey]);

  const snapshot = useMemo(() => demoSnapshot(state, { you: t('demo.you'), sessionName: t('demo.sessionName') }), [state, t]);
  const act = (action: DemoAction) => {
    dispatch(action);
    return Promise.resolve();
  };
  const handlers: RoomHandlers = {
    start: () => Promise.resolve(),
    complete: () => Promise.resolve(),
    vote: (_storyId, value) => act({ type: 'vote', participantId: DEMO_ME, value }),
    startVoting: (storyId) => act(storyId === state.currentStoryId && current && current.status !== 'PENDING' ? { type: 'revote' } : { type: 'select', storyId }),
    reveal: () => act({ type: 'reveal' }),
    resetVotes: () => act({ type: 'revote' }),
    estimate: (_storyId, estimate) => act({ type: 'estimate', estimate }),
    next: () => act({ type: 'next' }),
    previous: () => act({ type: 'previous' }),
    startTimer: () => Promise.resolve(),
    stopTimer: () => Promise.resolve(),
    addStory: (storyTitle) => act({ type: 'add', id: `demo-added-${(added.current += 1)}`, title: storyTitle }),
    deleteStory: (storyId) => act({ type: 'delete', storyId }),
    reorderStories: (storyIds) => act({ type: 'reorder', storyIds }),
    updateRole: () => Promise.resolve(),
    removeParticipant: () => Promise.resolve(),
    leave: () => Promise.resolve(),
  };
  const value: RoomContextValue = {
    mode: 'demo',
    snapshot,
    clockOffsetMs: 0,
    expiredTimerStoryId: null,
    connection: null,
    handlers,
    can: { facilitate: true, vote: true, manageParticipants: false, analytics: false, discuss: false, export: false, leave: false },
  };

  return (
    <RoomProvider value={value}>
      <PokerRoomView
        notice={<DemoNotice explain={t('demo.explain')} onRestart={() => dispatch({ type: 'reset', state: createDemo(title) })} areaPath="/planning-poker" areaLabel={t('demo.goToSessions')} />}
      />
    </RoomProvider>
  );
}
