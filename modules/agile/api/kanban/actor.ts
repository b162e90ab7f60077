import { AccessErrors, ForbiddenError, UnauthorizedError, subject, type AppAbility, type AuthUser, type TenantContext } from '@suite/sdk';
import { KANBAN_SUBJECT, type KanbanBoardSubject } from '../../shared/kanban-permissions.js';

/** Who acts on the kanban, the same over REST, the websocket and a capability call. */
export interface KanbanActor {
  accountId: string;
  /** null for another module acting through a capability. */
  userId: string | null;
  /** The person's ability (the request's or the socket's); null for another module, which may change items but delete nothing. */
  ability: AppAbility | null;
}

/** The actor of a request or a socket: built from the ability the platform already holds (cheap, every call). */
export function kanbanActor(source: { user: AuthUser | null; tenant: TenantContext | null; ability: AppAbility | null }): KanbanActor {
  if (!source.user || !source.tenant || !source.ability) throw new UnauthorizedError();
  return { accountId: source.tenant.accountId, userId: source.user.id, ability: source.ability };
}

/** Another module acting for an account (retro action items, poker estimates). */
export function systemActor(accountId: string): KanbanActor {
  return { accountId, userId: null, ability: null };
}

/** Members and above change boards; observers only read (the routes and the socket check it first too). */
export function assertCanEdit(actor: KanbanActor): void {
  if (actor.ability && actor.ability.cannot('update', KANBAN_SUBJECT)) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
}

/** Deleting this board: account admins and its creator, by the rules in shared/kanban-permissions.ts. */
export function canDeleteBoard(actor: KanbanActor, board: KanbanBoardSubject): boolean {
  return actor.ability !== null && actor.ability.can('delete', subject(KANBAN_SUBJECT, { createdBy: board.createdBy } as Record<string, unknown>));
}
