import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from '@suite/sdk/web';
import { DemoNotice } from '../../live/DemoNotice.js';
import { localAnalytics } from '../board.js';
import { RetroRoomView } from '../components/RetroRoomView.js';
import { RetroProvider, type RetroContextValue, type RetroHandlers } from '../context.js';
import { utcToday } from '../action-item-form.js';
import {
  DEMO_RETRO_ME,
  DEMO_RETRO_TEAMMATES,
  DEMO_TEAMMATE_CARDS,
  createDemoRetro,
  demoProblem,
  demoRetroReducer,
  demoRetroSnapshot,
  demoVoters,
  teammateVotes,
  type DemoRetroAction,
} from '../demo-engine.js';

/**
 * /retrospective-demo and /demo/retrospectives: a whole retrospective in the browser (no server,
 * nothing saved) with three simulated teammates who write cards while you collect and vote while
 * you vote. Clearly labelled as a demo; it renders the real room.
 */
export default function RetroDemoPage() {
  const { t } = useTranslation('agile');
  const [state, dispatch] = useReducer(demoRetroReducer, undefined, createDemoRetro);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Teammates write their cards a moment apart once collecting starts.
  const collecting = state.phase === 'COLLECT';
  useEffect(() => {
    if (!collecting) return;
    const timers = DEMO_TEAMMATE_CARDS.map((entry, index) =>
      setTimeout(
        () => dispatch({ type: 'addCard', authorId: entry.author, columnId: entry.columnId, content: t(`retro.demo.cards.${entry.textKey}`) }),
        800 + index * 900,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [collecting, t]);

  // And vote a moment after voting opens.
  const voting = state.phase === 'VOTE';
  useEffect(() => {
    if (!voting) return;
    const timers = DEMO_RETRO_TEAMMATES.map((teammate, index) =>
      setTimeout(() => {
        for (const cardId of teammateVotes(stateRef.current, index)) dispatch({ type: 'vote', participantId: teammate.id, cardId });
      }, teammate.delayMs),
    );
    return () => timers.forEach(clearTimeout);
  }, [voting]);

  const snapshot = useMemo(
    () =>
      demoRetroSnapshot(state, {
        you: t('demo.you'),
        sessionName: t('retro.demo.sessionName'),
      }),
    [state, t],
  );
  const analytics = useMemo(() => (state.phase === 'COMPLETED' ? localAnalytics(snapshot, demoVoters(state)) : undefined), [state, snapshot]);

  const act = (action: DemoRetroAction) => {
    const problem = demoProblem(stateRef.current, action);
    if (problem) return Promise.reject(new Error(problem));
    dispatch(action);
    return Promise.resolve();
  };
  const today = utcToday();
  const none = () => Promise.resolve();
  const handlers: RetroHandlers = {
    addCard: (columnId, content) => act({ type: 'addCard', authorId: DEMO_RETRO_ME, columnId, content }),
    updateCard: (cardId, patch) => act({ type: 'updateCard', cardId, ...patch }),
    deleteCard: (cardId) => act({ type: 'deleteCard', cardId }),
    vote: (cardId) => act({ type: 'vote', participantId: DEMO_RETRO_ME, cardId }),
    unvote: (cardId) => act({ type: 'unvote', participantId: DEMO_RETRO_ME, cardId }),
    createGroup: (cardIds, title) => act({ type: 'createGroup', cardIds, title }),
    renameGroup: (groupId, title) => act({ type: 'renameGroup', groupId, title }),
    deleteGroup: (groupId) => act({ type: 'deleteGroup', groupId }),
    groupCard: (groupId, cardId) => act({ type: 'groupCard', groupId, cardId }),
    ungroupCard: (groupId, cardId) => act({ type: 'ungroupCard', groupId, cardId }),
    advancePhase: () => act({ type: 'advance' }),
    setPhase: (phase) => act({ type: 'setPhase', phase }),
    addActionItem: (body) => act({ type: 'addActionItem', body, today }),
    updateActionItem: (id, body) => act({ type: 'updateActionItem', id, body, today }),
    generateActionItems: () => act({ type: 'generate' }),
    actionItemToBoard: none,
    startTimer: none,
    stopTimer: none,
    updateRole: none,
    removeParticipant: none,
    archive: none,
    leave: none,
  };
  const value: RetroContextValue = {
    mode: 'demo',
    snapshot,
    clockOffsetMs: 0,
    expiredPhase: null,
    connection: null,
    handlers,
    localAnalytics: analytics,
    can: { moderate: state.phase !== 'COMPLETED', contribute: state.phase !== 'COMPLETED', analytics: true, export: false, leave: false, toBoard: false },
  };

  return (
    <RetroProvider value={value}>
      <RetroRoomView
        notice={<DemoNotice explain={t('retro.demo.explain')} onRestart={() => dispatch({ type: 'reset', state: createDemoRetro() })} areaPath="/retrospectives" areaLabel={t('retro.demo.goToRetros')} />}
      />
    </RetroProvider>
  );
}
