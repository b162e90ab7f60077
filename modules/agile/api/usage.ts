import { LIMITS, startOfMonthUtc, type LimitedResource, type CapabilityRegistry, type TenantScope, type UsageCapability } from '@suite/sdk';
import { KT } from './kanban/models.js';
import { T as POKER } from './poker/models.js';
import { RT } from './retro/models.js';
import { TT } from './teams/models.js';

async function count(scope: TenantScope, table: string, since?: Date): Promise<number> {
  const query = scope.table(table);
  if (since) query.where('created_at', '>=', since);
  const [row] = (await query.select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
  return Number(row?.n ?? 0);
}

/**
 * What the plans count in the agile module: teams, boards (the plans' "projects") and sessions
 * created this month, poker and retro together. The one count behind both the limit checks and
 * the billing usage page.
 */
export async function countAgileUsage(scope: TenantScope, resource: LimitedResource, now: Date): Promise<number> {
  if (resource === 'teams') return count(scope, TT.teams);
  if (resource === 'projects') return count(scope, KT.boards);
  const since = startOfMonthUtc(now);
  return (await count(scope, POKER.sessions, since)) + (await count(scope, RT.sessions, since));
}

/** Refuses with the plan limit's text when the account already has its plan's number of `resource`. */
export async function assertAgileLimit(capabilities: CapabilityRegistry, scope: TenantScope, resource: LimitedResource, now: Date): Promise<void> {
  const limits = await capabilities.get(LIMITS, scope.accountId);
  if (!limits) return;
  await limits.assertWithinLimit(scope.accountId, resource, await countAgileUsage(scope, resource, now));
}

/** The USAGE capability: the counts the billing usage page shows. */
export function createUsageCapability(scopeFor: (accountId: string) => TenantScope, now: () => Date): UsageCapability {
  return {
    async countUsage(accountId) {
      const scope = scopeFor(accountId);
      const at = now();
      return {
        teams: await countAgileUsage(scope, 'teams', at),
        projects: await countAgileUsage(scope, 'projects', at),
        sessionsPerMonth: await countAgileUsage(scope, 'sessionsPerMonth', at),
      };
    },
  };
}
