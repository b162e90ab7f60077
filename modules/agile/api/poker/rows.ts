import type { PluginContext, TenantScope } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';
import type {
  PokerParticipant,
  PokerParticipantRole,
  PokerSessionStatus,
  PokerSessionView,
  PokerSettings,
  PokerStory,
  PokerStoryComment,
  PokerStoryStatus,
  VotingHistoryEntry,
  VotingSystem,
} from '../../shared/poker.js';

/** Knex, as the sdk hands it to plugins (a module never imports knex itself). */
export type Db = PluginContext['db'];
export type Trx = Parameters<Parameters<TenantScope['transaction']>[0]>[1];

export const T = {
  sessions: `${AGILE_SCHEMA}.poker_sessions`,
  participants: `${AGILE_SCHEMA}.poker_participants`,
  stories: `${AGILE_SCHEMA}.poker_stories`,
  votes: `${AGILE_SCHEMA}.poker_votes`,
  votingSystems: `${AGILE_SCHEMA}.voting_systems`,
  history: `${AGILE_SCHEMA}.voting_history`,
  comments: `${AGILE_SCHEMA}.poker_story_comments`,
  presence: `${AGILE_SCHEMA}.poker_presence`,
} as const;

type Timestamp = Date | string;

export interface SessionRow {
  id: string;
  account_id: string;
  name: string;
  description: string | null;
  status: PokerSessionStatus;
  facilitator_id: string | null;
  team_id: string | null;
  voting_system_id: string;
  voting_system: VotingSystem | string;
  settings: PokerSettings | string;
  current_story_id: string | null;
  timer_story_id: string | null;
  timer_ends_at: Timestamp | null;
  timer_duration: number | null;
  timer_expired_at: Timestamp | null;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ParticipantRow {
  id: string;
  account_id: string;
  session_id: string;
  user_id: string | null;
  display_name: string;
  role: PokerParticipantRole;
  joined_at: Timestamp;
  left_at: Timestamp | null;
}

export interface StoryRow {
  id: string;
  account_id: string;
  session_id: string;
  title: string;
  description: string | null;
  sort_order: number;
  status: PokerStoryStatus;
  final_estimate: number | string | null;
  round: number;
  backlog_item_id: string | null;
  voting_started_at: Timestamp | null;
  first_voting_at: Timestamp | null;
  revealed_at: Timestamp | null;
  estimated_at: Timestamp | null;
  created_at: Timestamp;
}

export interface VoteRow {
  id: string;
  story_id: string;
  round: number;
  participant_id: string;
  value: string;
  initial_value: string;
  confidence: number | null;
  changed: boolean;
  first_cast_at: Timestamp;
  cast_at: Timestamp;
}

export interface VotingSystemRow {
  id: string;
  account_id: string;
  name: string;
  values: VotingSystem['values'] | string;
  allow_custom_values: boolean;
}

export interface HistoryRow {
  id: string;
  session_id: string;
  story_id: string;
  participant_id: string | null;
  voting_round: number;
  initial_vote: string | null;
  final_vote: string;
  confidence_level: number | null;
  voting_duration: number | null;
  changed_vote: boolean;
  recorded_at: Timestamp;
}

export interface CommentRow {
  id: string;
  story_id: string;
  participant_id: string | null;
  author_name: string;
  body: string;
  created_at: Timestamp;
}

export const iso = (value: Timestamp | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
export const ms = (value: Timestamp | null | undefined): number | null => (value == null ? null : new Date(value).getTime());
/** jsonb arrives parsed from PostgreSQL and PGlite, but stay safe with text. */
export const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
export const num = (value: number | string | null | undefined): number | null => (value == null ? null : Number(value));

export function storyView(row: StoryRow): PokerStory {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    order: Number(row.sort_order),
    status: row.status,
    finalEstimate: num(row.final_estimate),
    round: Number(row.round),
    backlogItemId: row.backlog_item_id,
  };
}

export function participantView(row: ParticipantRow, online: boolean): PokerParticipant {
  return { id: row.id, userId: row.user_id, displayName: row.display_name, role: row.role, online, joinedAt: iso(row.joined_at)! };
}

export function sessionView(row: SessionRow, counts: { participants: number; stories: number; estimated: number }): PokerSessionView {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    description: row.description,
    status: row.status,
    facilitatorId: row.facilitator_id ?? '',
    teamId: row.team_id,
    votingSystem: json(row.voting_system),
    settings: json(row.settings),
    currentStoryId: row.current_story_id,
    startedAt: iso(row.started_at),
    completedAt: iso(row.completed_at),
    createdAt: iso(row.created_at)!,
    participantCount: counts.participants,
    storyCount: counts.stories,
    estimatedCount: counts.estimated,
    joinPath: `/join/${row.id}`,
  };
}

export function historyView(row: HistoryRow): VotingHistoryEntry {
  return {
    id: row.id,
    sessionId: row.session_id,
    storyId: row.story_id,
    participantId: row.participant_id,
    votingRound: Number(row.voting_round),
    initialVote: row.initial_vote,
    finalVote: row.final_vote,
    vote: row.final_vote,
    confidenceLevel: row.confidence_level == null ? null : Number(row.confidence_level),
    votingDuration: row.voting_duration == null ? null : Number(row.voting_duration),
    changedVote: Boolean(row.changed_vote),
    recordedAt: iso(row.recorded_at)!,
  };
}

export function commentView(row: CommentRow): PokerStoryComment {
  return { id: row.id, storyId: row.story_id, participantId: row.participant_id, authorName: row.author_name, body: row.body, createdAt: iso(row.created_at)! };
}
