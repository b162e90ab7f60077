import type { Knex } from 'knex';
import {
  ACTION_ITEMS,
  AccountDataEndpoints,
  MEETING_SESSIONS,
  PRODUCTS,
  TEAMS,
  type AccountActionItemList,
  type AccountActionItemView,
  type ActionItemQuery,
  type CapabilityRegistry,
} from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { namedAccess } from './route-access.js';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

async function userNames(db: Knex, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = (await db('core.users').whereIn('id', ids).select('id', 'first_name', 'last_name', 'email')) as { id: string; first_name: string | null; last_name: string | null; email: string }[];
  return new Map(rows.map((row) => [row.id, [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email]));
}

/**
 * The account's retro action items with their owners' names, filtered as the /action-items page
 * asks (open by default; the caller's teams; a team; an owner; overdue against today, UTC).
 * Answers an empty list naming agile when that domain is off.
 */
export async function listAccountActionItems(ctx: CoreContext, capabilities: CapabilityRegistry, accountId: string, userId: string, query: ActionItemQuery): Promise<AccountActionItemList> {
  const today = utcDay(ctx.now());
  const provider = await capabilities.get(ACTION_ITEMS, accountId);
  if (!provider) return { domain: 'agile', enabled: false, items: [], today };
  const status = query.status ?? 'open';
  let teamIds: string[] | undefined;
  if (query.scope === 'mine') teamIds = (await (await capabilities.get(TEAMS, accountId))?.teamIdsOf(accountId, userId)) ?? [];
  if (query.teamId) teamIds = teamIds ? teamIds.filter((id) => id === query.teamId) : [query.teamId];
  const found = await provider.actionItems(accountId, { open: status === 'open', ...(teamIds ? { teamIds } : {}) });
  const ownerId = query.ownerId === 'me' ? userId : query.ownerId;
  const isOpen = (item: { status: string }) => item.status === 'OPEN' || item.status === 'IN_PROGRESS';
  const kept = found
    .filter((item) => status === 'open' || status === 'all' || item.status === status)
    .filter((item) => !ownerId || item.ownerId === ownerId)
    .map((item) => ({ ...item, overdue: isOpen(item) && item.dueDate !== null && item.dueDate < today }))
    .filter((item) => !query.overdue || item.overdue);
  const names = await userNames(ctx.db, [...new Set(kept.map((item) => item.ownerId).filter((id): id is string => Boolean(id)))]);
  const items: AccountActionItemView[] = kept.map((item) => ({ ...item, ownerName: item.ownerId ? (names.get(item.ownerId) ?? null) : null }));
  return { domain: 'agile', enabled: true, items, today };
}

/**
 * GET /accounts/{id}/teams, /products, /sessions, /action-items (platform.md section 7): the
 * caller must be a member of the account named (the tenant text otherwise); the lists come from
 * the domains through TEAMS, PRODUCTS, MEETING_SESSIONS and ACTION_ITEMS.
 */
export function registerAccountDataRoutes(routes: RouteTable, ctx: CoreContext, capabilities: CapabilityRegistry): void {
  routes.implement(AccountDataEndpoints.teams, async (req) => {
    const { account } = await namedAccess(ctx, req, req.params.id);
    const teams = await capabilities.get(TEAMS, account.id);
    return { domain: 'agile' as const, enabled: Boolean(teams), items: teams ? await teams.teams(account.id) : [] };
  });
  routes.implement(AccountDataEndpoints.sessions, async (req) => {
    const { account } = await namedAccess(ctx, req, req.params.id);
    const sessions = await capabilities.get(MEETING_SESSIONS, account.id);
    return { domain: 'agile' as const, enabled: Boolean(sessions), items: sessions ? await sessions.sessions(account.id, { limit: req.query.limit }) : [] };
  });
  routes.implement(AccountDataEndpoints.products, async (req) => {
    const { account } = await namedAccess(ctx, req, req.params.id);
    const products = await capabilities.get(PRODUCTS, account.id);
    return { domain: 'product' as const, enabled: Boolean(products), items: products ? await products.products(account.id) : [] };
  });
  routes.implement(AccountDataEndpoints.actionItems, async (req) => {
    const { account } = await namedAccess(ctx, req, req.params.id);
    return listAccountActionItems(ctx, capabilities, account.id, req.user!.id, req.query);
  });
}
