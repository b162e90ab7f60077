import {
  AccessErrors,
  AuthErrors,
  ConflictError,
  FeatureErrors,
  ForbiddenError,
  MEMBERSHIPS,
  NotFoundError,
  InvitationPageTexts,
  UnauthorizedError,
  type AuthUser,
} from '@suite/sdk';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import type { TeamInvitation, TeamInvitationAcceptResult, TeamInvitationLookup } from '../../shared/teams.js';
import { TeamInvitationModel, TeamMemberModel, iso } from './models.js';
import { directoryOf, recordTeamActivity, teamRoleOf, type TeamServiceDeps } from './service.js';
import { expireStaleInvitations, hashInvitationToken, invitationView, inviterNames } from './invitations.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type FoundInvitation = TeamInvitationModel & { team: NonNullable<TeamInvitationModel['team']> };

/**
 * The invitee's side of team invitations (agile.md section 5): look an invitation up by its
 * mailed token (or, signed in as the invitee, its id), accept it (joining the account and the
 * team) or decline it. No tenant: the token is the proof.
 */
export function createInvitationAnswerUseCases(deps: TeamServiceDeps) {
  const { db, now } = deps;

  async function findInvitation(ref: string): Promise<FoundInvitation> {
    const byId = UUID.test(ref);
    const where = byId ? { id: ref } : { token_hash: hashInvitationToken(ref) };
    await expireStaleInvitations(db, now(), (q) => q.where(where));
    const invitation = await TeamInvitationModel.query(db).findOne(where).withGraphFetched('team');
    if (!invitation?.team || invitation.status === 'expired' || invitation.status === 'revoked') throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    if (!(await deps.features.isEnabled(invitation.accountId, deps.feature))) throw new ForbiddenError(FeatureErrors.FEATURE_DISABLED);
    return invitation as FoundInvitation;
  }

  function assertInvitee(invitation: TeamInvitationModel, user: AuthUser | null): asserts user is AuthUser {
    if (!user || user.guest) throw new UnauthorizedError(InvitationPageTexts.MUST_LOG_IN);
    if (!sameEmail(invitation.email, user.email)) throw new ForbiddenError(AccessErrors.INVITATION_EMAIL_MISMATCH);
  }

  const inviterNameOf = async (invitation: TeamInvitationModel) =>
    invitation.invitedBy ? ((await inviterNames(deps, invitation.accountId, [invitation.invitedBy])).get(invitation.invitedBy) ?? null) : null;

  /** GET /teams/invitations/{token}: what the invitation page shows. By id only for the invitee. */
  async function lookupInvitation(ref: string, user: AuthUser | null): Promise<TeamInvitationLookup> {
    const invitation = await findInvitation(ref);
    if (UUID.test(ref)) assertInvitee(invitation, user);
    const account = await (await directoryOf(deps, invitation.accountId)).account(invitation.accountId);
    return {
      teamId: invitation.teamId,
      teamName: invitation.team.name,
      role: invitation.role,
      email: invitation.email,
      accountId: invitation.accountId,
      accountName: account?.name ?? '',
      inviterName: await inviterNameOf(invitation),
      expiresAt: iso(invitation.expiresAt)!,
      status: invitation.status,
    };
  }

  /**
   * Accept: the signed-in user the invitation was sent to joins the account (as MEMBER, unless
   * already a member) and the team with the invited role. The invitation is claimed first, so two
   * accepts cannot both win; if the account has no seat left it stays pending.
   */
  async function acceptInvitation(ref: string, user: AuthUser | null): Promise<TeamInvitationAcceptResult> {
    if (!user || user.guest) throw new UnauthorizedError(InvitationPageTexts.MUST_LOG_IN);
    const invitation = await findInvitation(ref);
    assertInvitee(invitation, user);
    const byToken = !UUID.test(ref);
    if (!byToken && !user.emailVerified) throw new ForbiddenError(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
    if (invitation.status !== 'pending') throw new ConflictError(TeamErrors.INVITATION_NOT_PENDING);
    const at = now();
    const claimed = await TeamInvitationModel.query(db)
      .where({ id: invitation.id, status: 'pending' })
      .where('expires_at', '>', at)
      .patch({ status: 'accepted', respondedAt: at, acceptedBy: user.id });
    if (!claimed) throw new ConflictError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    const scope = deps.scopeFor(invitation.accountId);
    try {
      const memberships = await deps.capabilities.get(MEMBERSHIPS, invitation.accountId);
      if (!memberships) throw new Error('the MEMBERSHIPS capability is absent');
      await memberships.ensureMember(invitation.accountId, user.id, { role: 'MEMBER', invitedBy: invitation.invitedBy, verifiedEmail: byToken, via: 'team-invitation' });
    } catch (error) {
      await TeamInvitationModel.query(db).findById(invitation.id).patch({ status: 'pending', respondedAt: null, acceptedBy: null });
      throw error;
    }
    const existing = await teamRoleOf(scope, invitation.teamId, user.id);
    const role = existing ?? invitation.role;
    if (!existing) {
      await TeamMemberModel.query(scope.knex).insert({ accountId: scope.accountId, teamId: invitation.teamId, userId: user.id, role: invitation.role, addedBy: invitation.invitedBy, joinedAt: at });
    }
    await recordTeamActivity(scope, invitation.teamId, 'invitation_accepted', user.id, { invitationId: invitation.id, email: invitation.email, role }, now());
    if (!existing) await recordTeamActivity(scope, invitation.teamId, 'member_added', user.id, { userId: user.id, role, via: 'invitation' }, now());
    return { teamId: invitation.teamId, teamName: invitation.team.name, role, accountId: invitation.accountId };
  }

  /** Decline: by token the token is the proof (no sign-in needed); by id, the signed-in invitee. */
  async function declineInvitation(ref: string, user: AuthUser | null): Promise<TeamInvitation> {
    const invitation = await findInvitation(ref);
    if (UUID.test(ref)) assertInvitee(invitation, user);
    if (invitation.status !== 'pending') throw new ConflictError(TeamErrors.INVITATION_NOT_PENDING);
    const [declined] = await TeamInvitationModel.query(db).where({ id: invitation.id, status: 'pending' }).patch({ status: 'declined', respondedAt: now() }).returning('*');
    if (!declined) throw new ConflictError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    await recordTeamActivity(deps.scopeFor(invitation.accountId), invitation.teamId, 'invitation_declined', user && !user.guest ? user.id : null, { invitationId: invitation.id, email: invitation.email }, now());
    return invitationView(declined, await inviterNameOf(invitation));
  }

  return { lookupInvitation, acceptInvitation, declineInvitation };
}
