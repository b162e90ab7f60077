import { tenantQuery } from '@suite/sdk/server';
import { createHash, randomBytes } from 'node:crypto';
import { AccessErrors, AuthErrors, ConflictError, MAILER, NotFoundError, ValidationError, isValidEmail, type TenantScope } from '@suite/sdk';
import type { QueryBuilder } from 'objection';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import { TEAM_INVITATION_DAYS, TEAM_INVITATION_KIND, type TeamInvitation, type TeamInvitationBody } from '../../shared/teams.js';
import { TeamInvitationModel, TeamMemberModel, iso } from './models.js';
import { assertTeamManager, directoryOf, findTeam, recordTeamActivity, type TeamActor, type TeamServiceDeps } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The team invitation mail, sent through MAILER as 'agile.team-invitation'. */
export const TEAM_INVITATION_MAIL = 'agile.team-invitation';

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function invitationView(invitation: TeamInvitationModel, inviterName: string | null): TeamInvitation {
  return {
    id: invitation.id,
    teamId: invitation.teamId,
    email: invitation.email,
    role: invitation.role,
    status: invitation.status,
    invitedBy: invitation.invitedBy,
    inviterName,
    expiresAt: iso(invitation.expiresAt)!,
    createdAt: iso(invitation.createdAt)!,
    respondedAt: iso(invitation.respondedAt),
  };
}

/** Pending invitations past their expiry become expired when read. */
export async function expireStaleInvitations(knex: TenantScope['knex'], at: Date, narrow: (query: QueryBuilder<TeamInvitationModel>) => void): Promise<void> {
  const query = TeamInvitationModel.query(knex).where('status', 'pending').where('expires_at', '<=', at);
  narrow(query);
  await query.patch({ status: 'expired' });
}

/** The names of the people who sent invitations, from the directory. */
export async function inviterNames(deps: Pick<TeamServiceDeps, 'capabilities'>, accountId: string, ids: (string | null)[]): Promise<Map<string, string>> {
  const people = await (await directoryOf(deps, accountId)).people(accountId, ids);
  return new Map([...people].map(([id, person]) => [id, person.name]));
}

/**
 * A team's invitations, managers' side (agile.md section 5): invite an email (a hashed token, 7
 * days, mailed through the platform outbox), list them, revoke a pending one.
 */
export function createInvitationUseCases(deps: TeamServiceDeps) {
  const { now } = deps;

  async function listInvitations(actor: TeamActor, scope: TenantScope, teamId: string): Promise<TeamInvitation[]> {
    await findTeam(scope, teamId);
    await assertTeamManager(actor, scope, teamId);
    await expireStaleInvitations(scope.knex, now(), (q) => q.where({ account_id: scope.accountId, team_id: teamId }));
    const invitations = await tenantQuery(scope, TeamInvitationModel)
      .where('team_id', teamId)
      .orderByRaw("case status when 'pending' then 0 else 1 end")
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]);
    const names = await inviterNames(deps, scope.accountId, invitations.map((invitation) => invitation.invitedBy));
    return invitations.map((invitation) => invitationView(invitation, invitation.invitedBy ? (names.get(invitation.invitedBy) ?? null) : null));
  }

  /** Invite an email into the team (and, on acceptance, the account): one pending invitation per email and team. */
  async function invite(actor: TeamActor, scope: TenantScope, teamId: string, input: TeamInvitationBody): Promise<TeamInvitation> {
    const team = await findTeam(scope, teamId);
    await assertTeamManager(actor, scope, teamId);
    const email = input.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw new ValidationError(AuthErrors.INVALID_EMAIL);
    const role = input.role ?? 'participant';
    const directory = await directoryOf(deps, scope.accountId);
    const memberIds = (await tenantQuery(scope, TeamMemberModel).where('team_id', teamId).select('user_id')).map((member) => member.userId);
    const people = await directory.people(scope.accountId, [...memberIds, actor.userId]);
    if (memberIds.some((id) => people.get(id)?.email.toLowerCase() === email)) throw new ConflictError(TeamErrors.ALREADY_TEAM_MEMBER);
    await expireStaleInvitations(scope.knex, now(), (q) => q.where({ account_id: scope.accountId, team_id: teamId }).whereRaw('lower(email) = ?', [email]));
    if (await tenantQuery(scope, TeamInvitationModel).where({ team_id: teamId, status: 'pending' }).whereRaw('lower(email) = ?', [email]).first()) {
      throw new ConflictError(TeamErrors.INVITATION_ALREADY_PENDING);
    }
    const at = now();
    const token = randomBytes(32).toString('base64url');
    const invitation = await TeamInvitationModel.query(scope.knex).insertAndFetch({
      accountId: scope.accountId,
      teamId,
      email,
      role,
      tokenHash: hashInvitationToken(token),
      status: 'pending',
      invitedBy: actor.userId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + TEAM_INVITATION_DAYS * DAY_MS),
    });
    const inviter = people.get(actor.userId);
    const inviterName = inviter?.name ?? null;
    try {
      const mailer = await deps.capabilities.get(MAILER, scope.accountId);
      if (!mailer) throw new Error('the MAILER capability is absent');
      await mailer.send({
        to: email,
        template: TEAM_INVITATION_MAIL,
        language: inviter?.language ?? undefined,
        data: { link: `${deps.appUrl}/accept-invitation?token=${encodeURIComponent(token)}&kind=${TEAM_INVITATION_KIND}`, teamName: team.name, inviterName, role },
      });
    } catch (error) {
      // An invitation nobody received must not block the next attempt.
      await tenantQuery(scope, TeamInvitationModel).deleteById(invitation.id);
      throw error;
    }
    await recordTeamActivity(scope, teamId, 'invitation_sent', actor.userId, { invitationId: invitation.id, email, role }, now());
    return invitationView(invitation, inviterName);
  }

  async function revokeInvitation(actor: TeamActor, scope: TenantScope, teamId: string, invitationId: string): Promise<TeamInvitation> {
    await findTeam(scope, teamId);
    await assertTeamManager(actor, scope, teamId);
    await expireStaleInvitations(scope.knex, now(), (q) => q.where({ account_id: scope.accountId, id: invitationId }));
    const invitation = await tenantQuery(scope, TeamInvitationModel).findOne({ id: invitationId, team_id: teamId });
    if (!invitation || invitation.status === 'expired' || invitation.status === 'revoked') throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    if (invitation.status !== 'pending') throw new ConflictError(TeamErrors.INVITATION_NOT_PENDING);
    const [revoked] = await tenantQuery(scope, TeamInvitationModel).where('id', invitationId).patch({ status: 'revoked', respondedAt: now() }).returning('*');
    await recordTeamActivity(scope, teamId, 'invitation_revoked', actor.userId, { invitationId, email: invitation.email }, now());
    return invitationView(revoked!, null);
  }

  return { listInvitations, invite, revokeInvitation };
}
