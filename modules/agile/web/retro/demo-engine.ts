import { RetroErrors } from '../../shared/errors/retro-errors.js';
import {
  RETRO_CARD_MAX_LENGTH,
  RETRO_DEFAULT_SETTINGS,
  RETRO_FORMAT_COLUMNS,
  type ActionItemBody,
  type ActionItemPriority,
  type RetroActionItem,
  type RetroCard,
  type RetroGroup,
  type RetroParticipant,
  type RetroPhase,
  type RetroSessionStatus,
  type RetroSnapshot,
  type UpdateActionItemBody,
} from '../../shared/retro.js';
import { advanceBlocker, generatedActionItems, nextPhase } from './board.js';

/**
 * The retrospective demo: a whole retro in the browser (no server, nothing saved) with three
 * simulated teammates who write cards while the viewer collects and vote while the viewer
 * votes. It follows the real rules (phases, permissions, limits) and answers with the real texts.
 */
export const DEMO_RETRO_ME = 'demo-me';
export const DEMO_RETRO_SESSION = 'demo-retro';

export interface DemoTeammate {
  id: string;
  displayName: string;
  /** ms after COLLECT starts before each of their cards, and after VOTE starts before their votes. */
  delayMs: number;
}

export const DEMO_RETRO_TEAMMATES: readonly DemoTeammate[] = [
  { id: 'demo-sam', displayName: 'Sam Rivera', delayMs: 1200 },
  { id: 'demo-priya', displayName: 'Priya Shah', delayMs: 2200 },
  { id: 'demo-jonas', displayName: 'Jonas Weber', delayMs: 3200 },
];

/** The teammates' cards: column and the key of its text in 'retroDemo.cards'. */
export const DEMO_TEAMMATE_CARDS: readonly { author: string; columnId: string; textKey: string }[] = [
  { author: 'demo-sam', columnId: 'stop', textKey: 'longStandups' },
  { author: 'demo-priya', columnId: 'stop', textKey: 'meetings' },
  { author: 'demo-jonas', columnId: 'start', textKey: 'pairing' },
  { author: 'demo-sam', columnId: 'continue', textKey: 'demos' },
  { author: 'demo-priya', columnId: 'start', textKey: 'tests' },
  { author: 'demo-jonas', columnId: 'continue', textKey: 'reviews' },
];

interface DemoCard extends RetroCard {
  voters: string[];
}

export interface DemoRetroState {
  phase: RetroPhase;
  status: RetroSessionStatus;
  cards: DemoCard[];
  groups: RetroGroup[];
  actionItems: RetroActionItem[];
  /** For ids and times: every change counts one tick. */
  tick: number;
  startedAt: string;
}

export type DemoRetroAction =
  | { type: 'addCard'; authorId: string; columnId: string; content: string }
  | { type: 'updateCard'; cardId: string; content?: string; columnId?: string }
  | { type: 'deleteCard'; cardId: string }
  | { type: 'vote'; participantId: string; cardId: string }
  | { type: 'unvote'; participantId: string; cardId: string }
  | { type: 'createGroup'; cardIds: string[]; title?: string }
  | { type: 'renameGroup'; groupId: string; title: string }
  | { type: 'deleteGroup'; groupId: string }
  | { type: 'groupCard'; groupId: string; cardId: string }
  | { type: 'ungroupCard'; groupId: string; cardId: string }
  | { type: 'advance' }
  | { type: 'setPhase'; phase: RetroPhase }
  | { type: 'addActionItem'; body: ActionItemBody; today: string }
  | { type: 'updateActionItem'; id: string; body: UpdateActionItemBody; today: string }
  | { type: 'generate' }
  | { type: 'reset'; state: DemoRetroState };

const SETTINGS = { ...RETRO_DEFAULT_SETTINGS, votesPerParticipant: 3 };
const COLUMNS = RETRO_FORMAT_COLUMNS.START_STOP_CONTINUE;
const BASE_TIME = Date.UTC(2026, 2, 2, 9, 0, 0);
const at = (tick: number) => new Date(BASE_TIME + tick * 1000).toISOString();

export function createDemoRetro(): DemoRetroState {
  return { phase: 'SETUP', status: 'WAITING', cards: [], groups: [], actionItems: [], tick: 0, startedAt: at(0) };
}

const participants = (you: string): RetroParticipant[] => [
  { id: DEMO_RETRO_ME, userId: DEMO_RETRO_ME, displayName: you, role: 'FACILITATOR', online: true, joinedAt: at(0) },
  ...DEMO_RETRO_TEAMMATES.map((teammate, index) => ({ id: teammate.id, userId: teammate.id, displayName: teammate.displayName, role: 'PARTICIPANT' as const, online: true, joinedAt: at(index + 1) })),
];

const withVotes = (groups: RetroGroup[], cards: DemoCard[]): RetroGroup[] =>
  groups.map((group) => ({ ...group, votes: group.cardIds.reduce((sum, id) => sum + (cards.find((card) => card.id === id)?.votes ?? 0), 0) }));

/** The demo as the room sees it: a snapshot for the viewer (the facilitator). */
export function demoRetroSnapshot(state: DemoRetroState, texts: { you: string; sessionName: string }): RetroSnapshot {
  const voted = state.cards.filter((card) => card.voters.includes(DEMO_RETRO_ME)).map((card) => card.id);
  const cards: RetroCard[] = state.cards.map(({ voters: _voters, ...card }) => card);
  const voterCount = new Set(state.cards.flatMap((card) => card.voters)).size;
  const mine = state.cards.filter((card) => card.authorId === DEMO_RETRO_ME).length;
  return {
    session: {
      id: DEMO_RETRO_SESSION,
      accountId: 'demo',
      name: texts.sessionName,
      description: null,
      status: state.status,
      currentPhase: state.phase,
      format: 'START_STOP_CONTINUE',
      templateId: 'start_stop_continue',
      teamId: null,
      facilitatorId: DEMO_RETRO_ME,
      settings: SETTINGS,
      columns: COLUMNS.map((column) => ({ ...column })),
      phaseStartedAt: null,
      startedAt: state.status === 'WAITING' ? null : state.startedAt,
      completedAt: state.status === 'COMPLETED' ? at(state.tick) : null,
      archivedAt: null,
      createdAt: at(0),
      updatedAt: at(state.tick),
      participantCount: DEMO_RETRO_TEAMMATES.length + 1,
      cardCount: cards.length,
      actionItemCount: state.actionItems.length,
      path: '/retrospective-demo',
    },
    participants: participants(texts.you),
    cards,
    groups: state.groups,
    actionItems: state.actionItems,
    previousReview: null,
    timer: null,
    voteCount: state.cards.reduce((sum, card) => sum + card.votes, 0),
    voterCount,
    me: {
      participantId: DEMO_RETRO_ME,
      role: 'FACILITATOR',
      votedCardIds: voted,
      votesRemaining: SETTINGS.votesPerParticipant - voted.length,
      cardCount: mine,
      cardsRemaining: null,
      canModerate: state.status !== 'COMPLETED',
    },
    serverTime: BASE_TIME + state.tick * 1000,
  };
}

/** Who voted on which card (the demo knows; the summary's participation needs it). */
export function demoVoters(state: DemoRetroState): Map<string, string[]> {
  return new Map(state.cards.map((card) => [card.id, card.voters]));
}

/** The rule an action breaks, as the server would answer it; null when it is allowed. */
export function demoProblem(state: DemoRetroState, action: DemoRetroAction): string | null {
  const card = 'cardId' in action ? state.cards.find((candidate) => candidate.id === action.cardId) : undefined;
  switch (action.type) {
    case 'addCard':
      if (state.phase !== 'COLLECT') return RetroErrors.CARD_ADD_PHASE;
      if (!action.content.trim()) return RetroErrors.CARD_EMPTY;
      if (action.content.length > RETRO_CARD_MAX_LENGTH) return RetroErrors.CARD_TOO_LONG;
      if (!COLUMNS.some((column) => column.id === action.columnId)) return RetroErrors.COLUMN_NOT_FOUND;
      return null;
    case 'updateCard':
    case 'deleteCard':
      if (state.phase !== 'COLLECT' && state.phase !== 'GROUP') return RetroErrors.CARD_EDIT_PHASE;
      if (!card) return RetroErrors.CARD_NOT_FOUND;
      if (action.type === 'updateCard' && action.content !== undefined) {
        if (!action.content.trim()) return RetroErrors.CARD_EMPTY;
        if (action.content.length > RETRO_CARD_MAX_LENGTH) return RetroErrors.CARD_TOO_LONG;
      }
      return null;
    case 'vote':
      if (state.phase !== 'VOTE') return RetroErrors.VOTE_PHASE;
      if (!card) return RetroErrors.CARD_NOT_FOUND;
      if (card.voters.includes(action.participantId)) return RetroErrors.ALREADY_VOTED;
      if (state.cards.filter((candidate) => candidate.voters.includes(action.participantId)).length >= SETTINGS.votesPerParticipant) return RetroErrors.maxVotes(SETTINGS.votesPerParticipant);
      return null;
    case 'unvote':
      if (state.phase !== 'VOTE') return RetroErrors.VOTE_REMOVAL_PHASE;
      if (!card?.voters.includes(action.participantId)) return RetroErrors.NOT_VOTED;
      return null;
    case 'createGroup':
      return state.phase === 'GROUP' ? null : RetroErrors.GROUPING_PHASE;
    case 'renameGroup':
      return state.phase === 'GROUP' ? null : RetroErrors.GROUP_UPDATE_PHASE;
    case 'deleteGroup':
      return state.phase === 'GROUP' ? null : RetroErrors.GROUP_DELETE_PHASE;
    case 'groupCard':
      return state.phase === 'GROUP' ? null : RetroErrors.CARD_GROUPING_PHASE;
    case 'ungroupCard':
      if (state.phase !== 'GROUP') return RetroErrors.CARD_UNGROUPING_PHASE;
      return card?.groupId === action.groupId ? null : RetroErrors.CARD_NOT_IN_GROUP;
    case 'advance': {
      const blocker = advanceBlocker({
        participants: participants(''),
        cards: state.cards,
        voteCount: state.cards.reduce((sum, candidate) => sum + candidate.votes, 0),
        actionItems: state.actionItems,
        session: { currentPhase: state.phase, settings: SETTINGS },
      });
      return blocker ? RetroErrors.CANNOT_ADVANCE : null;
    }
    case 'setPhase':
      return state.status === 'ACTIVE' || action.phase === 'SETUP' ? null : RetroErrors.SET_PHASE_NOT_IN_PROGRESS;
    case 'addActionItem':
    case 'updateActionItem': {
      if (action.type === 'addActionItem' && state.phase !== 'ACTION_ITEMS') return RetroErrors.ACTION_ITEMS_PHASE;
      const title = action.body.title;
      if (title !== undefined && !title.trim()) return RetroErrors.ACTION_ITEM_TITLE_EMPTY;
      if (action.body.dueDate && action.body.dueDate.slice(0, 10) < action.today) return RetroErrors.DUE_DATE_PAST;
      return null;
    }
    case 'generate':
      return state.phase === 'ACTION_ITEMS' ? null : RetroErrors.ACTION_ITEMS_PHASE;
    case 'reset':
      return null;
  }
}

function moveTo(state: DemoRetroState, phase: RetroPhase): DemoRetroState {
  if (phase === 'SETUP') return { ...createDemoRetro(), tick: state.tick + 1 };
  return { ...state, phase, status: phase === 'COMPLETED' ? 'COMPLETED' : 'ACTIVE', tick: state.tick + 1 };
}

function actionItem(state: DemoRetroState, body: ActionItemBody): RetroActionItem {
  const assignee = body.assigneeId ? participants('').find((participant) => participant.userId === body.assigneeId) : undefined;
  return {
    id: `demo-action-${state.tick}`,
    sessionId: DEMO_RETRO_SESSION,
    teamId: null,
    title: body.title.trim(),
    description: body.description ?? null,
    priority: (body.priority ?? 'MEDIUM') as ActionItemPriority,
    status: 'OPEN',
    dueDate: body.dueDate ? body.dueDate.slice(0, 10) : null,
    assigneeId: body.assigneeId ?? null,
    assigneeName: assignee ? assignee.displayName : null,
    cardId: body.cardId ?? null,
    boardItemId: null,
    createdBy: DEMO_RETRO_ME,
    createdAt: at(state.tick),
    updatedAt: at(state.tick),
  };
}

/** Applies an action that demoProblem allowed (anything else leaves the state as it is). */
export function demoRetroReducer(state: DemoRetroState, action: DemoRetroAction): DemoRetroState {
  if (action.type === 'reset') return action.state;
  if (demoProblem(state, action)) return state;
  const tick = state.tick + 1;
  switch (action.type) {
    case 'addCard': {
      const author = action.authorId === DEMO_RETRO_ME ? null : DEMO_RETRO_TEAMMATES.find((teammate) => teammate.id === action.authorId);
      const card: DemoCard = {
        id: `demo-card-${tick}`,
        sessionId: DEMO_RETRO_SESSION,
        columnId: action.columnId,
        authorId: action.authorId,
        // Demo participants are their own users.
        authorUserId: action.authorId,
        authorName: author?.displayName ?? '',
        content: action.content.trim(),
        blurred: false,
        groupId: null,
        votes: 0,
        createdAt: at(tick),
        updatedAt: at(tick),
        voters: [],
      };
      return { ...state, tick, cards: [...state.cards, card] };
    }
    case 'updateCard':
      return {
        ...state,
        tick,
        cards: state.cards.map((card) =>
          card.id === action.cardId ? { ...card, content: action.content?.trim() ?? card.content, columnId: action.columnId ?? card.columnId, updatedAt: at(tick) } : card,
        ),
      };
    case 'deleteCard':
      return {
        ...state,
        tick,
        cards: state.cards.filter((card) => card.id !== action.cardId),
        groups: state.groups.map((group) => ({ ...group, cardIds: group.cardIds.filter((id) => id !== action.cardId) })),
      };
    case 'vote':
    case 'unvote': {
      const cards = state.cards.map((card) => {
        if (card.id !== action.cardId) return card;
        const voters = action.type === 'vote' ? [...card.voters, action.participantId] : card.voters.filter((id) => id !== action.participantId);
        return { ...card, voters, votes: voters.length };
      });
      return { ...state, tick, cards, groups: withVotes(state.groups, cards) };
    }
    case 'createGroup': {
      const id = `demo-group-${tick}`;
      const members = new Set(action.cardIds);
      const groups = state.groups.map((group) => ({ ...group, cardIds: group.cardIds.filter((cardId) => !members.has(cardId)) }));
      const cards = state.cards.map((card) => (members.has(card.id) ? { ...card, groupId: id } : card));
      groups.push({ id, sessionId: DEMO_RETRO_SESSION, title: action.title ?? '', cardIds: [...action.cardIds], votes: 0, createdAt: at(tick) });
      return { ...state, tick, cards, groups: withVotes(groups, cards) };
    }
    case 'renameGroup':
      return { ...state, tick, groups: state.groups.map((group) => (group.id === action.groupId ? { ...group, title: action.title } : group)) };
    case 'deleteGroup':
      return {
        ...state,
        tick,
        groups: state.groups.filter((group) => group.id !== action.groupId),
        cards: state.cards.map((card) => (card.groupId === action.groupId ? { ...card, groupId: null } : card)),
      };
    case 'groupCard': {
      const groups = state.groups.map((group) => {
        const without = group.cardIds.filter((id) => id !== action.cardId);
        return group.id === action.groupId ? { ...group, cardIds: [...without, action.cardId] } : { ...group, cardIds: without };
      });
      const cards = state.cards.map((card) => (card.id === action.cardId ? { ...card, groupId: action.groupId } : card));
      return { ...state, tick, cards, groups: withVotes(groups, cards) };
    }
    case 'ungroupCard': {
      const groups = state.groups.map((group) => (group.id === action.groupId ? { ...group, cardIds: group.cardIds.filter((id) => id !== action.cardId) } : group));
      const cards = state.cards.map((card) => (card.id === action.cardId ? { ...card, groupId: null } : card));
      return { ...state, tick, cards, groups: withVotes(groups, cards) };
    }
    case 'advance': {
      const phase = nextPhase(state.phase);
      return phase ? moveTo(state, phase) : state;
    }
    case 'setPhase':
      return moveTo(state, action.phase);
    case 'addActionItem':
      return { ...state, tick, actionItems: [...state.actionItems, actionItem({ ...state, tick }, action.body)] };
    case 'updateActionItem':
      return {
        ...state,
        tick,
        actionItems: state.actionItems.map((item) => {
          if (item.id !== action.id) return item;
          const { dueDate, title, ...rest } = action.body;
          return { ...item, ...rest, title: title?.trim() ?? item.title, dueDate: dueDate === undefined ? item.dueDate : dueDate ? dueDate.slice(0, 10) : null, updatedAt: at(tick) };
        }),
      };
    case 'generate': {
      const existing = new Set(state.actionItems.map((item) => item.cardId));
      let next = state;
      for (const generated of generatedActionItems(state.cards)) {
        if (existing.has(generated.cardId)) continue;
        next = { ...next, tick: next.tick + 1 };
        next = { ...next, actionItems: [...next.actionItems, actionItem(next, { title: generated.title, priority: generated.priority, cardId: generated.cardId })] };
      }
      return next;
    }
  }
}

/**
 * The cards each teammate votes on when VOTE starts: the two oldest cards, then one more of their
 * own choosing, so the demo's top cards reach the 3 votes that suggest an action item.
 */
export function teammateVotes(state: DemoRetroState, teammateIndex: number): string[] {
  const cards = [...state.cards].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (cards.length === 0) return [];
  const picks = [cards[0]!.id, cards[1]?.id, cards[(2 + teammateIndex) % cards.length]!.id].filter((id): id is string => Boolean(id));
  return [...new Set(picks)].slice(0, SETTINGS.votesPerParticipant);
}
