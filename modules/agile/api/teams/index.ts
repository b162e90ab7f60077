import type { PluginContext } from '@suite/sdk';
import { AGILE_FEATURE } from '../feature.js';
import { registerTeamRoutes } from './routes.js';
import { createActivityUseCases } from './activity.js';
import { createInvitationAnswerUseCases } from './invitation-answers.js';
import { createInvitationUseCases } from './invitations.js';
import { createMemberUseCases } from './members.js';
import type { TeamServiceDeps } from './service.js';
import { createTeamUseCases } from './teams.js';

export { seedTeams } from './seed.js';
export { findTeam, recordTeamActivity, teamRoleOf } from './service.js';

/**
 * Teams (agile.md sections 3-9): teams of an account with members in the roles admin,
 * facilitator and participant; invitations by email that bring the invitee into the account and
 * the team; the activity feed.
 */
export function createTeamService(deps: TeamServiceDeps) {
  return {
    ...createTeamUseCases(deps),
    ...createMemberUseCases(deps),
    ...createInvitationUseCases(deps),
    ...createInvitationAnswerUseCases(deps),
    ...createActivityUseCases(deps),
  };
}
export type TeamService = ReturnType<typeof createTeamService>;

/** The teams area of the agile plugin: its endpoints over one service. */
export function registerTeams(ctx: PluginContext): TeamService {
  const teams = createTeamService({
    db: ctx.db,
    scopeFor: ctx.scopeFor,
    now: ctx.now,
    capabilities: ctx.capabilities,
    features: ctx.features,
    feature: AGILE_FEATURE,
    appUrl: ctx.config.appUrl,
    log: ctx.log,
  });
  registerTeamRoutes(ctx, teams);
  return teams;
}
