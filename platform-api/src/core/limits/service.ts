import type { Knex } from 'knex';
import { BusinessRuleError, LimitErrors, NotFoundError, PLAN_CATALOGUE, UNLIMITED, maxUsersFor, normalizePlan, type LimitedResource, type LimitsCapability, type PlanLimits } from '@suite/sdk';

/**
 * The one limits service: an account's limits follow its plan (DECISIONS.md table) plus its
 * purchased additional users. Modules reach it as the LIMITS capability.
 */
export function createLimitsService(db: Knex): LimitsCapability {
  const limitsFor = async (accountId: string): Promise<PlanLimits> => {
    const account = (await db('core.accounts').where('id', accountId).first('plan', 'additional_users')) as { plan: string; additional_users: number } | undefined;
    if (!account) throw new NotFoundError();
    const plan = normalizePlan(account.plan);
    return { ...PLAN_CATALOGUE[plan].limits, maxUsers: maxUsersFor(plan, Number(account.additional_users ?? 0)) };
  };
  return {
    limitsFor,
    async assertWithinLimit(accountId: string, resource: LimitedResource, used: number) {
      const limits = await limitsFor(accountId);
      const limit = resource === 'teams' ? limits.maxTeams : resource === 'projects' ? limits.maxProjects : limits.maxSessionsPerMonth;
      if (limit !== UNLIMITED && used >= limit) throw new BusinessRuleError(LimitErrors[resource](limit));
    },
  };
}
