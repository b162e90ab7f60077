import { directoryFor, type CapabilityRegistry, type PluginContext, type TenantScope } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';
import {
  retroSessionPath,
  type ActionItemPriority,
  type ActionItemStatus,
  type RetroActionItem,
  type RetroColumn,
  type RetroFormat,
  type RetroParticipant,
  type RetroParticipantRole,
  type RetroPhase,
  type RetroSessionStatus,
  type RetroSessionView,
  type RetroSettings,
} from '../../shared/retro.js';

export type Db = PluginContext['db'];
export type Trx = Parameters<Parameters<TenantScope['transaction']>[0]>[1];

export const RT = {
  sessions: `${AGILE_SCHEMA}.retro_sessions`,
  participants: `${AGILE_SCHEMA}.retro_participants`,
  cards: `${AGILE_SCHEMA}.retro_cards`,
  votes: `${AGILE_SCHEMA}.retro_votes`,
  groups: `${AGILE_SCHEMA}.retro_groups`,
  actionItems: `${AGILE_SCHEMA}.retro_action_items`,
  presence: `${AGILE_SCHEMA}.retro_presence`,
  templates: `${AGILE_SCHEMA}.retro_templates`,
  templateUsage: `${AGILE_SCHEMA}.retro_template_usage`,
  templateRatings: `${AGILE_SCHEMA}.retro_template_ratings`,
} as const;

type Timestamp = Date | string;

export interface RetroSessionRow {
  id: string;
  /** Insertion order (bigserial: a string from the driver). */
  seq: string | number;
  account_id: string;
  name: string;
  description: string | null;
  status: RetroSessionStatus;
  current_phase: RetroPhase;
  format: RetroFormat;
  template_id: string | null;
  team_id: string | null;
  facilitator_id: string | null;
  settings: RetroSettings | string;
  columns: RetroColumn[] | string;
  phase_started_at: Timestamp | null;
  timer_phase: RetroPhase | null;
  timer_ends_at: Timestamp | null;
  timer_duration: number | null;
  timer_expired_at: Timestamp | null;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  archived_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RetroParticipantRow {
  id: string;
  account_id: string;
  session_id: string;
  user_id: string;
  display_name: string;
  role: RetroParticipantRole;
  joined_at: Timestamp;
  left_at: Timestamp | null;
}

export interface RetroCardRow {
  id: string;
  session_id: string;
  participant_id: string;
  author_name: string;
  column_id: string;
  content: string;
  group_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RetroVoteRow {
  id: string;
  session_id: string;
  card_id: string;
  participant_id: string;
  created_at: Timestamp;
}

export interface RetroGroupRow {
  id: string;
  session_id: string;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RetroActionItemRow {
  id: string;
  account_id: string;
  session_id: string;
  team_id: string | null;
  title: string;
  description: string | null;
  priority: ActionItemPriority;
  status: ActionItemStatus;
  due_date: Timestamp | null;
  assignee_id: string | null;
  card_id: string | null;
  board_item_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The assignee's, from the directory, when read for a view (withAssigneeNames). */
  assignee_first_name?: string | null;
  assignee_last_name?: string | null;
  assignee_email?: string | null;
}

export const iso = (value: Timestamp | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
export const ms = (value: Timestamp | null | undefined): number | null => (value == null ? null : new Date(value).getTime());
/** jsonb arrives parsed from PostgreSQL and PGlite, but stay safe with text. */
export const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A `date` column as YYYY-MM-DD (drivers hand it over as a string or a local-midnight Date). */
export function dateOnly(value: Timestamp | null | undefined): string | null {
  if (value == null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

export function participantView(row: RetroParticipantRow, online: boolean): RetroParticipant {
  return { id: row.id, userId: row.user_id, displayName: row.display_name, role: row.role, online, joinedAt: iso(row.joined_at)! };
}

export function sessionView(row: RetroSessionRow, counts: { participants: number; cards: number; actionItems: number }): RetroSessionView {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    description: row.description,
    status: row.status,
    currentPhase: row.current_phase,
    format: row.format,
    templateId: row.template_id,
    teamId: row.team_id,
    facilitatorId: row.facilitator_id ?? '',
    settings: json(row.settings),
    columns: json(row.columns),
    phaseStartedAt: iso(row.phase_started_at),
    startedAt: iso(row.started_at),
    completedAt: iso(row.completed_at),
    archivedAt: iso(row.archived_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    participantCount: counts.participants,
    cardCount: counts.cards,
    actionItemCount: counts.actionItems,
    path: retroSessionPath(row.id),
  };
}

export function actionItemView(row: RetroActionItemRow): RetroActionItem {
  const assigneeName = row.assignee_id ? `${row.assignee_first_name ?? ''} ${row.assignee_last_name ?? ''}`.trim() || row.assignee_email || null : null;
  return {
    id: row.id,
    sessionId: row.session_id,
    teamId: row.team_id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    dueDate: dateOnly(row.due_date),
    assigneeId: row.assignee_id,
    assigneeName,
    cardId: row.card_id,
    boardItemId: row.board_item_id,
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** Action items, for views once withAssigneeNames has named their assignees. */
export function actionItemsQuery(scope: TenantScope) {
  return scope.table<RetroActionItemRow>(`${RT.actionItems} as ai`);
}

/** Fills in the assignees' names of these rows from the directory (one lookup for them all). */
export async function withAssigneeNames(capabilities: CapabilityRegistry, scope: TenantScope, rows: RetroActionItemRow[]): Promise<RetroActionItemRow[]> {
  if (!rows.some((row) => row.assignee_id)) return rows;
  const directory = await directoryFor(capabilities, scope.accountId);
  const people = await directory.people(scope.accountId, rows.map((row) => row.assignee_id), { trx: scope.knex });
  for (const row of rows) {
    const person = row.assignee_id ? people.get(row.assignee_id) : undefined;
    Object.assign(row, { assignee_first_name: person?.firstName ?? null, assignee_last_name: person?.lastName ?? null, assignee_email: person?.email ?? null });
  }
  return rows;
}
