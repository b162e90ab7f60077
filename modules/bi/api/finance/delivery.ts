import { VELOCITY, type PluginContext } from '@suite/sdk';
import type { DeliveryCost } from '../../shared/views.js';
import { settingsStore } from './store.js';

/**
 * The cost of delivery beside the burn: story points completed per sprint x the account's cost per
 * point, from the agile VELOCITY capability, for the teams named in the bi settings
 * (deliveryTeamIds; VELOCITY reads one team at a time and no capability lists an account's teams).
 * Null (hidden) when agile is off for the account, no cost per point is set, or no team is named.
 */
export async function deliveryCost(ctx: PluginContext, accountId: string): Promise<DeliveryCost> {
  const velocity = await ctx.capabilities.get(VELOCITY, accountId);
  if (!velocity) return null;
  const costPerPointCents = await velocity.costPerPointCents(accountId);
  const { deliveryTeamIds } = await settingsStore.read(ctx.scopeFor(accountId));
  if (costPerPointCents <= 0 || deliveryTeamIds.length === 0) return null;
  const teams: NonNullable<DeliveryCost>['teams'] = [];
  for (const teamId of deliveryTeamIds) {
    try {
      const report = await velocity.velocity(accountId, teamId);
      teams.push({ teamId, averageCompletedPoints: report.averageCompletedPoints, sprintCostCents: Math.round(report.averageCompletedPoints * costPerPointCents) });
    } catch (error) {
      // A team deleted in agile since it was named: leave it out, say so in the log.
      ctx.log.warn({ err: error, accountId, teamId }, 'bi: velocity of a delivery team could not be read');
    }
  }
  if (teams.length === 0) return null;
  const averageCompletedPoints = Math.round(teams.reduce((sum, team) => sum + team.averageCompletedPoints, 0) * 100) / 100;
  return { costPerPointCents, teams, averageCompletedPoints, sprintCostCents: teams.reduce((sum, team) => sum + team.sprintCostCents, 0) };
}
