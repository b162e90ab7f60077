import { defineCommentable, type CommentableObject } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
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
