import { BusinessRuleError, ConflictError, ForbiddenError, ValidationError, type AppAbility, type CapabilityRegistry, type Logger, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { DEV_IMPORT_PREVIEW_DESCRIPTION, type DevImportBody, type DevImportPreview, type DevImportResult, type DevImportRowError } from '../../shared/dev-import.js';
import { DevImportErrors } from '../../shared/errors/dev-import-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { KanbanEvents, kanbanRoom } from '../../shared/kanban.js';
import { POKER_STORY_LIMIT, PokerEvents, pokerRoom } from '../../shared/poker.js';
import { assertCanEdit, type KanbanActor } from '../kanban/actor.js';
import { KanbanActivityModel, KanbanHistoryModel, KanbanItemModel } from '../kanban/models.js';
import { positionAt, POSITION_GAP } from '../kanban/positions.js';
import { I, findBoard, itemViews } from '../kanban/queries.js';
import type { PokerActor } from '../poker/actor.js';
import type { PokerService } from '../poker/index.js';
import { PokerSessionModel, PokerStoryModel, T as PT } from '../poker/models.js';
import { detectFormat, readCsv, resolveMapping } from './csv-read.js';
import { TARGET_FIELDS, readRows, sourceOf, type ImportRow } from './rows.js';

export interface DevImportDeps {
  poker: PokerService;
  capabilities: CapabilityRegistry;
  now(): Date;
  broadcast(room: string, event: string, data: unknown): Promise<void>;
  log: Logger;
}

/** Who imports: the request's actor for each target (the backlog's and the poker's own rules). */
export interface DevImportActor {
  ability: AppAbility;
  kanban: KanbanActor;
  poker: PokerActor;
}

const CHUNK = 400;
const LIVE_EVENTS_MAX = 200;

function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < list.length; index += size) out.push(list.slice(index, index + size));
  return out;
}

/**
 * Import from Jira, Azure DevOps and other CSV files. Both calls read the file the same way and
 * check the same rules; only `commit` writes, every row in one transaction or none: an invalid row
 * refuses the whole file unless the caller chose to skip the invalid rows.
 */
export function createDevImport(deps: DevImportDeps) {
  const { poker, now } = deps;

  /** The target, after the caller's right to add to it: members edit backlogs, a session's facilitator (or an admin) its stories. */
  async function openTarget(actor: DevImportActor, scope: TenantScope, target: DevImportBody['target']) {
    if (!actor.ability.can('use', 'PlanFeature:integrations')) throw new ForbiddenError(DevImportErrors.PLAN_REQUIRED);
    if (target.kind === 'backlog') {
      assertCanEdit(actor.kanban);
      const board = await findBoard(scope, target.boardId);
      return { kind: 'backlog' as const, id: board.id, name: board.title, existing: 0 };
    }
    const session = await poker.findSession(scope, target.sessionId);
    poker.assertModerator(actor.poker, session);
    if (session.status === 'COMPLETED') throw new ConflictError(PokerErrors.SESSION_COMPLETED_READ_ONLY);
    const [{ n }] = (await scope.table(PT.stories).where('session_id', session.id).count({ n: '*' })) as { n: string | number }[];
    return { kind: 'poker' as const, id: session.id, name: session.name, existing: Number(n) };
  }

  async function read(actor: DevImportActor, scope: TenantScope, body: DevImportBody) {
    const target = await openTarget(actor, scope, body.target);
    const table = readCsv(body.csv);
    const detectedFormat = detectFormat(table.header);
    const format = body.format ?? detectedFormat;
    const mapping = resolveMapping(table.header, body.mapping);
    if (mapping.title === null) throw new ValidationError(DevImportErrors.TITLE_COLUMN_REQUIRED);
    const rows = readRows(table, mapping, format, target.kind);
    if (target.kind === 'poker') {
      // A session holds at most 100 stories: the valid rows past that are refused with the poker's text.
      let room = POKER_STORY_LIMIT - target.existing;
      for (const row of rows) {
        if (row.errors.length) continue;
        if (room <= 0) row.errors.push({ row: row.row, field: null, message: PokerErrors.STORY_LIMIT });
        else room -= 1;
      }
    }
    return { target, table, detectedFormat, format, mapping, rows };
  }

  async function preview(actor: DevImportActor, scope: TenantScope, body: DevImportBody): Promise<DevImportPreview> {
    const { target, table, detectedFormat, format, mapping, rows } = await read(actor, scope, body);
    const invalid = rows.filter((row) => row.errors.length).length;
    return {
      format,
      detectedFormat,
      delimiter: table.delimiter,
      columns: table.header.map((header, index) => ({ index, header, sample: (table.rows.find((row) => (row.cells[index] ?? '').trim())?.cells[index] ?? '').slice(0, 80) })),
      mapping,
      fields: TARGET_FIELDS[target.kind],
      target: { kind: target.kind, id: target.id, name: target.name },
      rows: rows.map((row) => ({ ...row, description: row.description && row.description.length > DEV_IMPORT_PREVIEW_DESCRIPTION ? `${row.description.slice(0, DEV_IMPORT_PREVIEW_DESCRIPTION)}…` : row.description })),
      totalRows: rows.length,
      validRows: rows.length - invalid,
      invalidRows: invalid,
    };
  }

  async function commit(actor: DevImportActor, scope: TenantScope, body: DevImportBody): Promise<DevImportResult> {
    const { target, format, rows } = await read(actor, scope, body);
    const errors: DevImportRowError[] = rows.flatMap((row) => row.errors);
    const valid = rows.filter((row) => row.errors.length === 0);
    if (errors.length && !body.skipInvalid) throw new BusinessRuleError(DevImportErrors.INVALID_ROWS, errors);
    if (valid.length === 0) throw new BusinessRuleError(DevImportErrors.NOTHING_TO_IMPORT, errors);
    const skippedRows = rows.filter((row) => row.errors.length).map((row) => row.row);
    const ids = target.kind === 'backlog' ? await writeBacklog(actor, scope, target.id, format, valid) : await writeStories(scope, target.id, valid);
    return { target: { kind: target.kind, id: target.id, name: target.name }, imported: ids.length, skippedRows, ids };
  }

  /** The rows at the end of the board's backlog, in the file's order, with their history and activity: one transaction. */
  async function writeBacklog(actor: DevImportActor, scope: TenantScope, boardId: string, format: DevImportBody['format'] & string, rows: ImportRow[]): Promise<string[]> {
    const at = now();
    const by = actor.kanban.userId;
    const ids = await scope.transaction(async (trx) => {
      const first = await positionAt(trx, { backlogOf: boardId }, undefined, null);
      const created: string[] = [];
      for (const [part, slice] of chunks(rows).entries()) {
        const inserted = await KanbanItemModel.query(trx.knex).insert(
          slice.map((row, index) => ({
            accountId: scope.accountId,
            boardId,
            columnId: null,
            status: 'backlog' as const,
            position: first + (part * CHUNK + index) * POSITION_GAP,
            title: row.title,
            description: row.description,
            type: row.type ?? 'story',
            priority: row.priority ?? 'none',
            storyPoints: row.storyPoints,
            assigneeId: null,
            labels: row.labels,
            parentId: null,
            sprintId: null,
            deliveryId: null,
            dueDate: null,
            source: sourceOf(format, row.externalKey),
            createdBy: by,
            createdAt: at,
            updatedAt: at,
          })),
        );
        const items = inserted as unknown as KanbanItemModel[];
        await KanbanHistoryModel.query(trx.knex).insert(
          items.map((item) => ({ accountId: scope.accountId, boardId, itemId: item.id, fromColumnId: null, toColumnId: null, fromStatus: null, toStatus: 'backlog' as const, changedBy: by, changedAt: at })),
        );
        await KanbanActivityModel.query(trx.knex).insert(
          items.map((item) => ({ accountId: scope.accountId, boardId, itemId: item.id, type: 'item_created' as const, actorId: by, data: { title: item.title, columnId: null, source: item.source }, createdAt: at })),
        );
        created.push(...items.map((item) => item.id));
      }
      return created;
    });
    // Committed: the board's room hears about the new backlog items (a failed broadcast is only logged).
    const live = ids.slice(0, LIVE_EVENTS_MAX);
    const views = await itemViews(deps.capabilities, scope, (query) => query.whereIn(I('id'), live));
    for (const item of views) {
      await deps.broadcast(kanbanRoom(scope.accountId, boardId), KanbanEvents.ITEM, { boardId, action: 'created', itemId: item.id, item, by }).catch((error: unknown) => deps.log.error({ err: error }, 'kanban broadcast failed'));
    }
    return ids;
  }

  /** The rows after the session's last story, in the file's order: one transaction. */
  async function writeStories(scope: TenantScope, sessionId: string, rows: ImportRow[]): Promise<string[]> {
    const at = now();
    const ids = await scope.transaction(async (trx) => {
      // The session row is locked so two imports (or an import and a story added by hand) cannot pass the limit together.
      const session = await tenantQuery(trx, PokerSessionModel).findById(sessionId).forUpdate();
      if (!session) throw new ConflictError(PokerErrors.SESSION_NOT_FOUND);
      const [{ n, top }] = (await trx.table(PT.stories).where('session_id', sessionId).select(trx.knex.raw('count(*)::int as n'), trx.knex.raw('coalesce(max(sort_order), -1)::int as top'))) as unknown as {
        n: number;
        top: number;
      }[];
      if (Number(n) + rows.length > POKER_STORY_LIMIT) throw new BusinessRuleError(PokerErrors.STORY_LIMIT);
      const inserted = (await PokerStoryModel.query(trx.knex).insert(
        rows.map((row, index) => ({ accountId: scope.accountId, sessionId, title: row.title, description: row.description, sortOrder: Number(top) + 1 + index, createdAt: at, updatedAt: at })),
      )) as unknown as PokerStoryModel[];
      const created = inserted.map((story) => story.id);
      if (session.status === 'ACTIVE' && !session.currentStoryId) await tenantQuery(trx, PokerSessionModel).findById(sessionId).patch({ currentStoryId: created[0]! });
      return created;
    });
    const session = await poker.findSession(scope, sessionId);
    try {
      const { me: _me, ...snapshot } = await poker.buildSnapshot(scope, session, null);
      await deps.broadcast(pokerRoom(scope.accountId, sessionId), PokerEvents.CHANGED, { sessionId, change: 'story_added', snapshot });
    } catch (error) {
      deps.log.error({ err: error }, 'poker broadcast failed');
    }
    return ids;
  }

  return { preview, commit };
}

export type DevImport = ReturnType<typeof createDevImport>;
