import { BusinessRuleError, ConflictError, ForbiddenError, ValidationError, directoryFor, type AppAbility, type CapabilityRegistry, type Logger, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { DEV_IMPORT_PREVIEW_DESCRIPTION, type DevImportBody, type DevImportPreview, type DevImportResult, type DevImportRowError } from '../../shared/dev-import.js';
import type { KanbanItemStatus } from '../../shared/kanban-rules.js';
import { DevImportErrors } from '../../shared/errors/dev-import-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { KanbanEvents, kanbanRoom } from '../../shared/kanban.js';
import { POKER_STORY_LIMIT, PokerEvents, pokerRoom } from '../../shared/poker.js';
import { assertCanEdit, type KanbanActor } from '../kanban/actor.js';
import { KanbanActivityModel, KanbanHistoryModel, KanbanItemModel, KanbanSprintModel } from '../kanban/models.js';
import { positionAt, POSITION_GAP, type Container } from '../kanban/positions.js';
import { I, boardColumns, findBoard, itemViews, recordActivity, recordStatusChange, workTimesFor } from '../kanban/queries.js';
import type { PokerActor } from '../poker/actor.js';
import type { PokerService } from '../poker/index.js';
import { PokerSessionModel, PokerStoryModel, T as PT } from '../poker/models.js';
import { detectFormat, readCsv, resolveMapping } from './csv-read.js';
import { TARGET_FIELDS, emailIn, readRows, readStatus, sourceOf, type ImportRow } from './rows.js';

/** A row once read against the target: where it lands, who it is for, and what it updates. */
export interface ResolvedRow extends ImportRow {
  status: KanbanItemStatus | null;
  columnId: string | null;
  column: string | null;
  assignee: { id: string; name: string } | null;
  sprintId: string | null;
  sprint: string | null;
  /** The parent's ref as found: a row of the file (parentRow) or an item already on the board (parentId). */
  parentKey: string | null;
  parentRow: number | null;
  parentId: string | null;
  /** The item (or story) this row updates; null: a new one. */
  existingId: string | null;
  warnings: DevImportRowError[];
}

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
    const read = readRows(table, mapping, format, target.kind);
    const rows = target.kind === 'backlog' ? await resolveBacklog(scope, target.id, format, read) : await resolveStories(scope, target.id, read);
    if (target.kind === 'poker') {
      // A session holds at most 100 stories: the new valid rows past that are refused with the poker's text.
      let room = POKER_STORY_LIMIT - target.existing;
      for (const row of rows) {
        if (row.errors.length || row.existingId) continue;
        if (room <= 0) row.errors.push({ row: row.row, field: null, message: PokerErrors.STORY_LIMIT });
        else room -= 1;
      }
    }
    return { target, table, detectedFormat, format, mapping, rows };
  }

  const blank = (row: ImportRow): ResolvedRow => ({ ...row, status: null, columnId: null, column: null, assignee: null, sprintId: null, sprint: null, parentKey: null, parentRow: null, parentId: null, existingId: null, warnings: [] });

  /** A poker story of the session with the same title (ignoring case) is updated, not added again. */
  async function resolveStories(scope: TenantScope, sessionId: string, read: ImportRow[]): Promise<ResolvedRow[]> {
    const stories = (await tenantQuery(scope, PokerStoryModel).where('session_id', sessionId).select('id', 'title')) as PokerStoryModel[];
    const byTitle = new Map(stories.map((story) => [story.title.trim().toLowerCase(), story.id]));
    return read.map((row) => ({ ...blank(row), existingId: byTitle.get(row.title.toLowerCase()) ?? null }));
  }

  /**
   * The backlog's own reading of each row: the board column its status names (a column of that
   * title, else the first column of its category; Backlog and no status: the backlog), the member
   * whose e-mail address the assignee cell holds, the team's sprint of that name, the parent (a row
   * of the file by issue key or id, else an item imported before by its key), and the item imported
   * before with the same issue key (updated, not duplicated). What cannot be found is left out and
   * reported as a warning; nothing here refuses a row but a repeated key.
   */
  async function resolveBacklog(scope: TenantScope, boardId: string, format: DevImportBody['format'] & string, read: ImportRow[]): Promise<ResolvedRow[]> {
    const board = await findBoard(scope, boardId);
    const columns = await boardColumns(scope, boardId);
    const needsMembers = read.some((row) => row.assigneeText);
    const members = needsMembers ? await (await directoryFor(deps.capabilities, scope.accountId)).members(scope.accountId, { trx: scope.knex }) : [];
    const byEmail = new Map(members.map((member) => [member.email.toLowerCase(), { id: member.id, name: member.name }]));
    const sprintNames = [...new Set(read.map((row) => row.sprintName?.toLowerCase()).filter((name): name is string => Boolean(name)))];
    const sprints = sprintNames.length
      ? ((await tenantQuery(scope, KanbanSprintModel)
          .where((q) => q.where('board_id', boardId).orWhere((w) => w.whereNull('board_id').where('team_id', board.teamId)))
          .whereRaw('lower(name) = any(?)', [sprintNames])
          .orderBy('created_at', 'desc')
          .select('id', 'name')) as KanbanSprintModel[])
      : [];
    const sprintByName = new Map<string, KanbanSprintModel>();
    for (const sprint of sprints) if (!sprintByName.has(sprint.name.toLowerCase())) sprintByName.set(sprint.name.toLowerCase(), sprint);
    // Items imported before carry their key in `source` ('jira:SHOP-12'): the file's keys and the parents it names.
    const refs = [...new Set(read.flatMap((row) => [row.externalKey, row.parentRef]).filter((ref): ref is string => Boolean(ref)))];
    const existing = refs.length
      ? ((await tenantQuery(scope, KanbanItemModel)
          .where('board_id', boardId)
          .whereNull('archived_at')
          .whereIn('source', refs.map((ref) => sourceOf(format, ref)))
          .orderBy('created_at')
          .select('id', 'source')) as KanbanItemModel[])
      : [];
    const existingByRef = new Map<string, string>();
    for (const item of existing) if (item.source && !existingByRef.has(item.source)) existingByRef.set(item.source, item.id);

    const byKey = new Map<string, ImportRow>();
    const byIssueId = new Map<string, ImportRow>();
    const rows = read.map((row) => {
      const resolved = blank(row);
      const warn = (field: DevImportRowError['field'], message: string) => resolved.warnings.push({ row: row.row, field, message });
      if (row.externalKey) {
        if (byKey.has(row.externalKey)) resolved.errors.push({ row: row.row, field: 'externalKey', message: DevImportErrors.DUPLICATE_KEY });
        else byKey.set(row.externalKey, row);
        resolved.existingId = existingByRef.get(sourceOf(format, row.externalKey)) ?? null;
      }
      if (row.issueId && !byIssueId.has(row.issueId)) byIssueId.set(row.issueId, row);
      // Status: a column of that title, else the category's first column; no status mapped or given: the backlog (an update keeps its place).
      if (row.statusText) {
        const named = columns.find((column) => column.title.trim().toLowerCase() === row.statusText!.toLowerCase());
        const category = named ? named.category : readStatus(row.statusText);
        const column = named ?? (category && category !== 'backlog' ? columns.find((candidate) => candidate.category === category) : undefined);
        if (category === undefined) warn('status', DevImportErrors.UNKNOWN_STATUS);
        resolved.columnId = column?.id ?? null;
        resolved.column = column?.title ?? null;
        resolved.status = column ? column.category : 'backlog';
      } else resolved.status = resolved.existingId ? null : 'backlog';
      if (row.assigneeText) {
        const email = emailIn(row.assigneeText);
        resolved.assignee = email ? (byEmail.get(email) ?? null) : null;
        if (!resolved.assignee) warn('assignee', DevImportErrors.ASSIGNEE_NOT_MEMBER);
      }
      if (row.sprintName) {
        const sprint = sprintByName.get(row.sprintName.toLowerCase());
        if (sprint) {
          resolved.sprintId = sprint.id;
          resolved.sprint = sprint.name;
        } else warn('sprint', DevImportErrors.SPRINT_NOT_FOUND);
      }
      return resolved;
    });

    // Parents: a valid row of the file (by key, else by Jira's issue id), else an item imported before; no cycles.
    const rowOf = new Map(rows.map((row) => [row.row, row]));
    for (const row of rows) {
      if (!row.parentRef) continue;
      const inFile = byKey.get(row.parentRef) ?? byIssueId.get(row.parentRef);
      if (inFile && inFile.row !== row.row && !rowOf.get(inFile.row)!.errors.length) {
        row.parentRow = inFile.row;
        row.parentKey = inFile.externalKey ?? row.parentRef;
      } else if (!inFile && existingByRef.has(sourceOf(format, row.parentRef))) {
        row.parentId = existingByRef.get(sourceOf(format, row.parentRef))!;
        row.parentKey = row.parentRef;
      } else row.warnings.push({ row: row.row, field: 'parent', message: DevImportErrors.PARENT_NOT_FOUND });
    }
    for (const row of rows) {
      const seen = new Set<number>([row.row]);
      let cursor = row.parentRow;
      while (cursor !== null) {
        if (seen.has(cursor)) {
          row.parentRow = null;
          row.parentKey = null;
          row.warnings.push({ row: row.row, field: 'parent', message: DevImportErrors.PARENT_CYCLE });
          break;
        }
        seen.add(cursor);
        cursor = rowOf.get(cursor)?.parentRow ?? null;
      }
    }
    return rows;
  }

  async function preview(actor: DevImportActor, scope: TenantScope, body: DevImportBody): Promise<DevImportPreview> {
    const { target, table, detectedFormat, format, mapping, rows } = await read(actor, scope, body);
    const invalid = rows.filter((row) => row.errors.length).length;
    const view = ({ statusText: _s, assigneeText: _a, sprintName: _n, parentRef: _p, issueId: _i, columnId: _c, sprintId: _si, parentRow: _pr, parentId: _pi, existingId, ...row }: ResolvedRow) => ({
      ...row,
      action: existingId ? ('update' as const) : ('create' as const),
    });
    return {
      format,
      detectedFormat,
      delimiter: table.delimiter,
      columns: table.header.map((header, index) => ({ index, header, sample: (table.rows.find((row) => (row.cells[index] ?? '').trim())?.cells[index] ?? '').slice(0, 80) })),
      mapping,
      fields: TARGET_FIELDS[target.kind],
      target: { kind: target.kind, id: target.id, name: target.name },
      rows: rows.map((row) => view({ ...row, description: row.description && row.description.length > DEV_IMPORT_PREVIEW_DESCRIPTION ? `${row.description.slice(0, DEV_IMPORT_PREVIEW_DESCRIPTION)}…` : row.description })),
      totalRows: rows.length,
      validRows: rows.length - invalid,
      invalidRows: invalid,
      updateRows: rows.filter((row) => !row.errors.length && row.existingId).length,
      warningRows: rows.filter((row) => !row.errors.length && row.warnings.length).length,
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
    const updated = valid.filter((row) => row.existingId).length;
    return {
      target: { kind: target.kind, id: target.id, name: target.name },
      imported: ids.length,
      created: ids.length - updated,
      updated,
      warnings: valid.flatMap((row) => row.warnings),
      skippedRows,
      ids,
    };
  }

  /**
   * New rows at the end of the backlog or of their column, in the file's order; rows whose key was
   * imported before update that item (its place changes only when the row names a status); then
   * the parent links, once every row has its item. History and activity as the board writes them:
   * one transaction.
   */
  async function writeBacklog(actor: DevImportActor, scope: TenantScope, boardId: string, format: DevImportBody['format'] & string, rows: ResolvedRow[]): Promise<string[]> {
    const at = now();
    const by = actor.kanban.userId;
    const itemOf = new Map<number, string>();
    const created: string[] = [];
    const updated: string[] = [];
    const ids = await scope.transaction(async (trx) => {
      // New items: a position per container, after what is there.
      const next = new Map<string, number>();
      const positionIn = async (container: Container, key: string) => {
        const position = next.get(key) ?? (await positionAt(trx, container, undefined, null));
        next.set(key, position + POSITION_GAP);
        return position;
      };
      const fresh = rows.filter((row) => !row.existingId);
      for (const slice of chunks(fresh)) {
        const values = [];
        for (const row of slice) {
          const status = row.status ?? 'backlog';
          const container: Container = row.columnId ? { columnId: row.columnId } : { backlogOf: boardId };
          values.push({
            accountId: scope.accountId,
            boardId,
            columnId: row.columnId,
            position: await positionIn(container, row.columnId ?? 'backlog'),
            title: row.title,
            description: row.description,
            type: row.type ?? 'story',
            priority: row.priority ?? 'none',
            storyPoints: row.storyPoints,
            assigneeId: row.assignee?.id ?? null,
            labels: row.labels,
            parentId: null,
            sprintId: row.sprintId,
            deliveryId: null,
            dueDate: row.dueDate,
            source: sourceOf(format, row.externalKey),
            createdBy: by,
            createdAt: at,
            updatedAt: at,
            ...workTimesFor({ status: 'backlog', workStartedAt: null, workCompletedAt: null }, status, at),
          });
        }
        const items = (await KanbanItemModel.query(trx.knex).insert(values)) as unknown as KanbanItemModel[];
        items.forEach((item, index) => itemOf.set(slice[index]!.row, item.id));
        await KanbanHistoryModel.query(trx.knex).insert(
          items.map((item) => ({ accountId: scope.accountId, boardId, itemId: item.id, fromColumnId: null, toColumnId: item.columnId, fromStatus: null, toStatus: item.status, changedBy: by, changedAt: at })),
        );
        await KanbanActivityModel.query(trx.knex).insert(
          items.map((item) => ({ accountId: scope.accountId, boardId, itemId: item.id, type: 'item_created' as const, actorId: by, data: { title: item.title, columnId: item.columnId, source: item.source }, createdAt: at })),
        );
        const inSprints = items.filter((item) => item.sprintId);
        if (inSprints.length) {
          await KanbanActivityModel.query(trx.knex).insert(inSprints.map((item) => ({ accountId: scope.accountId, boardId, itemId: item.id, type: 'item_added_to_sprint' as const, actorId: by, data: { sprintId: item.sprintId }, createdAt: at })));
        }
        created.push(...items.map((item) => item.id));
      }
      // Items imported before: the file's values over theirs.
      for (const row of rows.filter((candidate) => candidate.existingId)) {
        const item = (await tenantQuery(trx, KanbanItemModel).findById(row.existingId!).forUpdate())!;
        const patch: Partial<KanbanItemModel> = {
          title: row.title,
          description: row.description,
          type: row.type ?? item.type,
          priority: row.priority ?? item.priority,
          storyPoints: row.storyPoints,
          labels: row.labels,
          updatedAt: at,
        };
        if (row.assigneeText !== null || row.assignee) patch.assigneeId = row.assignee?.id ?? item.assigneeId;
        if (row.dueDate) patch.dueDate = row.dueDate;
        if (row.sprintId && row.sprintId !== item.sprintId) {
          if (item.sprintId) await recordActivity(trx, { boardId, itemId: item.id, type: 'item_removed_from_sprint', actorId: by, data: { sprintId: item.sprintId }, at });
          await recordActivity(trx, { boardId, itemId: item.id, type: 'item_added_to_sprint', actorId: by, data: { sprintId: row.sprintId }, at });
          patch.sprintId = row.sprintId;
        }
        if (row.status !== null && (row.columnId !== item.columnId || row.status !== item.status)) {
          const container: Container = row.columnId ? { columnId: row.columnId } : { backlogOf: boardId };
          Object.assign(patch, { columnId: row.columnId, position: await positionIn(container, row.columnId ?? 'backlog') }, workTimesFor(item, row.status, at));
          await recordStatusChange(trx, { boardId, itemId: item.id, fromColumnId: item.columnId, toColumnId: row.columnId, fromStatus: item.status, toStatus: row.status, by, at });
        }
        await tenantQuery(trx, KanbanItemModel).findById(item.id).patch(patch);
        await recordActivity(trx, { boardId, itemId: item.id, type: 'item_updated', actorId: by, data: { fields: Object.keys(patch).filter((field) => field !== 'updatedAt'), source: item.source }, at });
        itemOf.set(row.row, item.id);
        updated.push(item.id);
      }
      // Parent links (Jira's Parent or Epic Link), now that every row has its item.
      for (const row of rows) {
        const parentId = row.parentRow !== null ? (itemOf.get(row.parentRow) ?? null) : row.parentId;
        if (parentId && parentId !== itemOf.get(row.row)) await tenantQuery(trx, KanbanItemModel).findById(itemOf.get(row.row)!).patch({ parentId });
      }
      return rows.map((row) => itemOf.get(row.row)!);
    });
    // Committed: the board's room hears about the new and updated items (a failed broadcast is only logged).
    const live = [...created, ...updated].slice(0, LIVE_EVENTS_MAX);
    const views = await itemViews(deps.capabilities, scope, (query) => query.whereIn(I('id'), live));
    const fresh = new Set(created);
    for (const item of views) {
      await deps
        .broadcast(kanbanRoom(scope.accountId, boardId), KanbanEvents.ITEM, { boardId, action: fresh.has(item.id) ? 'created' : 'updated', itemId: item.id, item, by })
        .catch((error: unknown) => deps.log.error({ err: error }, 'kanban broadcast failed'));
    }
    return ids;
  }

  /** New rows after the session's last story, in the file's order; a story of the same title gets the row's description: one transaction. */
  async function writeStories(scope: TenantScope, sessionId: string, rows: ResolvedRow[]): Promise<string[]> {
    const at = now();
    const fresh = rows.filter((row) => !row.existingId);
    const ids = await scope.transaction(async (trx) => {
      // The session row is locked so two imports (or an import and a story added by hand) cannot pass the limit together.
      const session = await tenantQuery(trx, PokerSessionModel).findById(sessionId).forUpdate();
      if (!session) throw new ConflictError(PokerErrors.SESSION_NOT_FOUND);
      const [{ n, top }] = (await trx.table(PT.stories).where('session_id', sessionId).select(trx.knex.raw('count(*)::int as n'), trx.knex.raw('coalesce(max(sort_order), -1)::int as top'))) as unknown as {
        n: number;
        top: number;
      }[];
      if (Number(n) + fresh.length > POKER_STORY_LIMIT) throw new BusinessRuleError(PokerErrors.STORY_LIMIT);
      const inserted = fresh.length
        ? ((await PokerStoryModel.query(trx.knex).insert(
            fresh.map((row, index) => ({ accountId: scope.accountId, sessionId, title: row.title, description: row.description, sortOrder: Number(top) + 1 + index, createdAt: at, updatedAt: at })),
          )) as unknown as PokerStoryModel[])
        : [];
      const created = new Map(fresh.map((row, index) => [row.row, inserted[index]!.id]));
      for (const row of rows.filter((candidate) => candidate.existingId)) {
        await tenantQuery(trx, PokerStoryModel).findById(row.existingId!).patch({ description: row.description, updatedAt: at });
      }
      if (session.status === 'ACTIVE' && !session.currentStoryId && inserted[0]) await tenantQuery(trx, PokerSessionModel).findById(sessionId).patch({ currentStoryId: inserted[0].id });
      return rows.map((row) => row.existingId ?? created.get(row.row)!);
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
