import type { Knex } from 'knex';
import { PublicSiteErrors, ValidationError, type RouteRequest } from '@suite/sdk';

/**
 * "Request Early Access" on a coming-soon page (finance-and-growth.md section 2): one row per
 * request, with the signed-in sender when there is one, counted per feature for the team.
 */
export async function requestEarlyAccess(db: Knex, req: Pick<RouteRequest, 'user' | 'tenant'>, body: { feature: string; category: string; email?: string }, now: Date) {
  const feature = body.feature.trim().slice(0, 100);
  const category = body.category.trim().slice(0, 100);
  if (!feature || !category) throw new ValidationError(PublicSiteErrors.FEATURE_REQUIRED);
  const user = req.user && !req.user.guest ? req.user : null;
  const [row] = (await db('core.early_access_requests')
    .insert({ feature, category, user_id: user?.id ?? null, account_id: user ? (req.tenant?.accountId ?? null) : null, email: body.email ?? user?.email ?? null, created_at: now })
    .returning('id')) as { id: string }[];
  const [{ count }] = (await db('core.early_access_requests').where('feature', feature).count({ count: '*' })) as [{ count: string | number }];
  return { id: row!.id, feature, requests: Number(count) };
}

export async function earlyAccessCounts(db: Knex) {
  const rows = (await db('core.early_access_requests').groupBy('feature', 'category').select('feature', 'category').count({ requests: '*' }).max({ latestAt: 'created_at' }).orderBy('requests', 'desc')) as {
    feature: string;
    category: string;
    requests: string | number;
    latestAt: Date;
  }[];
  return rows.map((row) => ({ feature: row.feature, category: row.category, requests: Number(row.requests), latestAt: new Date(row.latestAt).toISOString() }));
}
