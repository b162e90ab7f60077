import { definePermissions } from '@suite/sdk';
import { KanbanPermissions } from './kanban-permissions.js';
import { PokerPermissions } from './poker-permissions.js';
import { RetroPermissions } from './retro-permissions.js';
import { TeamsPermissions } from './teams-permissions.js';

const AREAS = [PokerPermissions, RetroPermissions, TeamsPermissions, KanbanPermissions];

/**
 * The agile module's permission subjects and rules, registered by its API plugin and its web
 * module: the API and `<Can>` judge with the same ability.
 */
export const agilePermissions = definePermissions({
  module: 'agile',
  subjects: AREAS.flatMap((area) => area.subjects),
  define(context) {
    for (const area of AREAS) area.define(context);
  },
});
