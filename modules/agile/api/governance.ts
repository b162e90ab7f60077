import { AccessErrors, ForbiddenError, VERSIONS, ValidationError, VersionErrors, defineCommentable, defineVersioned, type CapabilityRegistry, type CommentableObject, type TenantScope, type VersionedObject } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../shared/errors/kanban-errors.js';
import { KANBAN_PROCESS_TYPES, type KanbanProcessType } from '../shared/kanban-rules.js';
import { cleanTitle } from './kanban/core.js';
import { KanbanBoardModel } from './kanban/models.js';
import { boardSummaries } from './kanban/boards.js';
import { KanbanEvents, kanbanRoom, type KanbanBoardEvent } from '../shared/kanban-socket.js';
import { RETRO_TEMPLATE_SUBJECT } from '../shared/retro-permissions.js';
import type { RetroTemplate, TemplateBody } from '../shared/retro.js';
import { createRetroTemplates } from './retro/templates.js';
import { RT } from './retro/models.js';
import { POKER_SUBJECT } from '../shared/poker-permissions.js';
import { ACTION_ITEM_SUBJECT, RETRO_SUBJECT } from '../shared/retro-permissions.js';
import { KANBAN_SUBJECT } from '../shared/kanban-permissions.js';
import { AGILE_ROUTES } from '../shared/routes.js';
import { KanbanItemModel } from './kanban/models.js';
import { PokerStoryModel } from './poker/models.js';
import { RetroActionItemModel } from './retro/models.js';

const path = (route: string, id: string) => route.replace(/:[A-Za-z]+/, id);

/**
 * The agile objects people comment on (/comments, issue 22): board items, poker stories and
 * retro action items. Each is found through the caller's tenant scope, so another account's id
 * finds nothing; reading needs the area's read right.
 */
export const agileCommentable: CommentableObject[] = [
  defineCommentable({
    type: 'agile.board-item',
    label: 'Board item',
    async resolve({ scope, ability }, id) {
      if (ability.cannot('read', KANBAN_SUBJECT)) return null;
      const item = await tenantQuery(scope, KanbanItemModel).findById(id);
      return item ? { title: item.title, link: `${path(AGILE_ROUTES.board.path, item.boardId)}?item=${item.id}` } : null;
    },
  }),
  defineCommentable({
    type: 'agile.poker-story',
    label: 'Poker story',
    async resolve({ scope, ability }, id) {
      if (ability.cannot('read', POKER_SUBJECT)) return null;
      const story = await tenantQuery(scope, PokerStoryModel).findById(id);
      return story ? { title: story.title, link: path(AGILE_ROUTES.pokerSession.path, story.sessionId) } : null;
    },
  }),
  defineCommentable({
    type: 'agile.retro-action-item',
    label: 'Retro action item',
    async resolve({ scope, ability }, id) {
      if (ability.cannot('read', ACTION_ITEM_SUBJECT)) return null;
      const item = await tenantQuery(scope, RetroActionItemModel).findById(id);
      return item ? { title: item.title, link: path(AGILE_ROUTES.retroSession.path, item.sessionId) } : null;
    },
  }),
];

/** Board settings (title, description, process type) keep versions (/versions, issue 22). */
export const BOARD_SETTINGS_TYPE = 'agile.board-settings';
const boardSnapshot = (board: KanbanBoardModel) => ({ title: board.title, description: board.description ?? null, processType: board.processType });

/** Record a board's settings as a version; `baseline` keeps the original of a board made before versions existed. */
export async function recordBoardVersion(capabilities: CapabilityRegistry, scope: TenantScope, boardId: string, userId: string | null, options: { baseline?: boolean } = {}): Promise<void> {
  const versions = await capabilities.get(VERSIONS, scope.accountId);
  const board = await tenantQuery(scope, KanbanBoardModel).findById(boardId);
  if (!versions || !board) return;
  const author = options.baseline ? (board.createdBy ?? null) : userId;
  await versions.record(scope.accountId, { type: BOARD_SETTINGS_TYPE, objectId: board.id, title: board.title, userId: author, snapshot: boardSnapshot(board) }, { trx: scope.knex, baseline: options.baseline });
}

export const boardSettingsVersioned: VersionedObject = defineVersioned({
  type: BOARD_SETTINGS_TYPE,
  label: 'Board settings',
  async resolve({ scope, ability }, id) {
    if (ability.cannot('read', KANBAN_SUBJECT)) return null;
    const board = await tenantQuery(scope, KanbanBoardModel).findById(id);
    return board ? { title: board.title, link: path(AGILE_ROUTES.board.path, board.id) } : null;
  },
  /**
   * Puts back the title, description and process type, with the board form's rules; the board's
   * room hears the restored settings as it hears an edit (open boards change live).
   */
  async restore({ scope, ability, now, userId, broadcast }, id, snapshot) {
    if (ability.cannot('update', KANBAN_SUBJECT)) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
    const processType = snapshot.processType as KanbanProcessType;
    if (!(KANBAN_PROCESS_TYPES as readonly string[]).includes(processType)) throw new ValidationError(VersionErrors.NOT_RESTORABLE);
    await tenantQuery(scope, KanbanBoardModel)
      .findById(id)
      .patch({ title: cleanTitle(String(snapshot.title ?? ''), KanbanErrors.BOARD_TITLE_REQUIRED), description: typeof snapshot.description === 'string' ? snapshot.description : null, processType, updatedAt: now() });
    const board = await tenantQuery(scope, KanbanBoardModel).findById(id);
    if (!board) return;
    const [view] = await boardSummaries(scope, [board]);
    const event: KanbanBoardEvent = { boardId: board.id, action: 'updated', board: view, by: userId };
    await broadcast(kanbanRoom(scope.accountId, board.id), KanbanEvents.BOARD, event).catch(() => undefined);
  },
});

/** Custom retro templates keep versions (/versions, issue 22); the built-in ones are code. */
export const RETRO_TEMPLATE_TYPE = 'agile.retro-template';

/** What a version of a template holds: its editable fields, in the template form's shape. */
export const templateSnapshot = (template: RetroTemplate): TemplateBody => ({
  name: template.name,
  description: template.description,
  columns: template.columns.map((column) => ({ ...column })),
  category: template.category,
  tags: [...template.tags],
  estimatedDuration: template.estimatedDuration,
  participantRange: { ...template.participantRange },
  difficulty: template.difficulty,
  settings: { ...template.settings },
});

/** Record a custom template as a version; `baseline` keeps the original of a template made before versions existed. */
export async function recordTemplateVersion(capabilities: CapabilityRegistry, scope: TenantScope, template: RetroTemplate, userId: string | null, options: { baseline?: boolean } = {}): Promise<void> {
  if (template.builtIn) return;
  const versions = await capabilities.get(VERSIONS, scope.accountId);
  if (!versions) return;
  let author = userId;
  if (options.baseline) {
    const row = (await scope.table(RT.templates).where('id', template.id).first('created_by')) as { created_by: string | null } | undefined;
    author = row?.created_by ?? null;
  }
  await versions.record(scope.accountId, { type: RETRO_TEMPLATE_TYPE, objectId: template.id, title: template.name, userId: author, snapshot: templateSnapshot(template) as unknown as Record<string, unknown> }, { trx: scope.knex, baseline: options.baseline });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const retroTemplateVersioned: VersionedObject = defineVersioned({
  type: RETRO_TEMPLATE_TYPE,
  label: 'Retro template',
  async resolve({ scope, ability }, id) {
    if (ability.cannot('read', RETRO_SUBJECT) || !UUID.test(id)) return null;
    const row = (await scope.table(RT.templates).where('id', id).first('id', 'name')) as { id: string; name: string } | undefined;
    return row ? { title: row.name, link: `${AGILE_ROUTES.retrospectives.path}?template=${row.id}` } : null;
  },
  /** Puts the template back through the template form's rules (structure, unique name). */
  async restore({ scope, ability, now }, id, snapshot) {
    if (ability.cannot('update', RETRO_TEMPLATE_SUBJECT)) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
    await createRetroTemplates({ now }).update(scope, id, snapshot as unknown as TemplateBody);
  },
});
