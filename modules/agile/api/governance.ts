import { AccessErrors, ForbiddenError, VERSIONS, ValidationError, VersionErrors, defineCommentable, defineVersioned, type CapabilityRegistry, type CommentableObject, type TenantScope, type VersionedObject } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../shared/errors/kanban-errors.js';
import { KANBAN_PROCESS_TYPES, type KanbanProcessType } from '../shared/kanban-rules.js';
import { cleanTitle } from './kanban/core.js';
import { KanbanBoardModel } from './kanban/models.js';
import { POKER_SUBJECT } from '../shared/poker-permissions.js';
import { ACTION_ITEM_SUBJECT } from '../shared/retro-permissions.js';
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
  /** Puts back the title, description and process type, with the board form's rules. */
  async restore({ scope, ability, now }, id, snapshot) {
    if (ability.cannot('update', KANBAN_SUBJECT)) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
    const processType = snapshot.processType as KanbanProcessType;
    if (!(KANBAN_PROCESS_TYPES as readonly string[]).includes(processType)) throw new ValidationError(VersionErrors.NOT_RESTORABLE);
    await tenantQuery(scope, KanbanBoardModel)
      .findById(id)
      .patch({ title: cleanTitle(String(snapshot.title ?? ''), KanbanErrors.BOARD_TITLE_REQUIRED), description: typeof snapshot.description === 'string' ? snapshot.description : null, processType, updatedAt: now() });
  },
});
