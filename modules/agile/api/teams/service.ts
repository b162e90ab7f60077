import { tenantQuery } from '@suite/sdk/server';
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  directoryFor,
  type AppAbility,
  type AuthUser,
  type CapabilityRegistry,
  type DirectoryCapability,
  type FeatureChecker,
  type FeatureKey,
  type Logger,
  type PluginContext,
  type TenantContext,
  type TenantScope,
} from '@suite/sdk';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import { TEAM_SUBJECT, type TeamActivityType, type TeamRole } from '../../shared/teams.js';
import { TeamActivityModel, TeamMemberModel, TeamModel } from './models.js';

/** Who acts on teams: a member of the account, with what CASL gives them there. */
export interface TeamActor {
  accountId: string;
  userId: string;
  /** Account owners and admins manage every team. */
  isAccountAdmin: boolean;
  canCreate: boolean;
}

export function teamActorOf(user: AuthUser, tenant: TenantContext, ability: AppAbility): TeamActor {
  return { accountId: tenant.accountId, userId: user.id, isAccountAdmin: ability.can('manage', TEAM_SUBJECT), canCreate: ability.can('create', TEAM_SUBJECT) };
}

export function teamActorFromRequest(req: { user: AuthUser | null; tenant: TenantContext | null; ability: AppAbility | null }): TeamActor {
  if (!req.user || !req.tenant || !req.ability) throw new UnauthorizedError();
  return teamActorOf(req.user, req.tenant, req.ability);
}

export interface TeamServiceDeps {
  db: PluginContext['db'];
  scopeFor(accountId: string, knex?: PluginContext['db']): TenantScope;
  now(): Date;
  capabilities: CapabilityRegistry;
  features: FeatureChecker;
  /** The agile module's flag (the public invitation routes check it: they bypass the plugin gate). */
  feature: FeatureKey;
  appUrl: string;
  log: Logger;
}

/** Append to a team's activity feed (also used by the retrospectives: created, completed). */
export async function recordTeamActivity(scope: TenantScope, teamId: string, type: TeamActivityType, actorId: string | null, data: Record<string, unknown>, at: Date): Promise<void> {
  await TeamActivityModel.query(scope.knex).insert({ accountId: scope.accountId, teamId, type, actorId, data, createdAt: at });
}

/** The team's role of a user, or null. */
export async function teamRoleOf(scope: TenantScope, teamId: string, userId: string): Promise<TeamRole | null> {
  const member = await tenantQuery(scope, TeamMemberModel).findOne({ team_id: teamId, user_id: userId });
  return member?.role ?? null;
}

/** The team, or 'Team not found' (also for another account's team: the scope filters it out). */
export async function findTeam(scope: TenantScope, teamId: string): Promise<TeamModel> {
  const team = await tenantQuery(scope, TeamModel).findById(teamId);
  if (!team) throw new NotFoundError(TeamErrors.TEAM_NOT_FOUND);
  return team;
}

/** Team admins and account admins manage a team: 'Only team admins or account admins can do this'. */
export async function assertTeamManager(actor: TeamActor, scope: TenantScope, teamId: string): Promise<void> {
  if (actor.isAccountAdmin) return;
  if ((await teamRoleOf(scope, teamId, actor.userId)) !== 'admin') throw new ForbiddenError(TeamErrors.MANAGERS_ONLY);
}

/** Names, emails and languages of people come from the core's directory. */
export function directoryOf(deps: Pick<TeamServiceDeps, 'capabilities'>, accountId: string): Promise<DirectoryCapability> {
  return directoryFor(deps.capabilities, accountId);
}
