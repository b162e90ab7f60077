import { VELOCITY, type PluginContext } from '@suite/sdk';
import type { CommittedWork } from '../../shared/forecast.js';
import type { DeliveryCost, DeliveryTeams } from '../../shared/views.js';
import { settingsStore } from './store.js';

/**
 * The cost of delivery beside the burn: story points completed per sprint x the account's cost per
 * point, from the agile VELOCITY capability, for the teams named in the bi settings
 * (deliveryTeamIds, picked on screen from VELOCITY's list of the account's teams), and the
 * committed work still open on their boards (open points x cost per point).
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
  const open = velocity.openPoints ? await velocity.openPoints(accountId, teams.map((team) => team.teamId)) : null;
  const averageCompletedPoints = Math.round(teams.reduce((sum, team) => sum + team.averageCompletedPoints, 0) * 100) / 100;
  return {
    costPerPointCents,
    teams,
    averageCompletedPoints,
    sprintCostCents: teams.reduce((sum, team) => sum + team.sprintCostCents, 0),
    openPoints: open ? open.points : null,
    openPointsCostCents: open ? Math.round(open.points * costPerPointCents) : null,
  };
}

/** The account's teams for the picker, the named ones selected; not available when agile is off or cannot list teams. */
export async function deliveryTeams(ctx: PluginContext, accountId: string): Promise<DeliveryTeams> {
  const velocity = await ctx.capabilities.get(VELOCITY, accountId);
  if (!velocity?.teams) return { available: false, costPerPointCents: 0, teams: [] };
  const [teams, costPerPointCents, settings] = [await velocity.teams(accountId), await velocity.costPerPointCents(accountId), await settingsStore.read(ctx.scopeFor(accountId))];
  const named = new Set(settings.deliveryTeamIds);
  return { available: true, costPerPointCents, teams: teams.map((team) => ({ ...team, selected: named.has(team.id) })) };
}

/**
 * Committed work for the forecast: the open points of the named delivery teams' boards (every board
 * of the account when none is named), their velocity and the cost of a point. Null when agile is
 * off, cannot count open points, no cost per point is set, or nothing is open.
 */
export async function committedWork(ctx: PluginContext, accountId: string): Promise<CommittedWork | null> {
  const velocity = await ctx.capabilities.get(VELOCITY, accountId);
  if (!velocity?.openPoints) return null;
  const costPerPointCents = await velocity.costPerPointCents(accountId);
  if (costPerPointCents <= 0) return null;
  const { deliveryTeamIds } = await settingsStore.read(ctx.scopeFor(accountId));
  const open = await velocity.openPoints(accountId, deliveryTeamIds.length ? deliveryTeamIds : undefined);
  if (open.points <= 0) return null;
  let pointsPerSprint = 0;
  for (const teamId of deliveryTeamIds) {
    try {
      pointsPerSprint += (await velocity.velocity(accountId, teamId)).averageCompletedPoints;
    } catch (error) {
      ctx.log.warn({ err: error, accountId, teamId }, 'bi: velocity of a delivery team could not be read');
    }
  }
  return { openPoints: open.points, costPerPointCents, pointsPerSprint };
}
