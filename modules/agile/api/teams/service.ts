import { createHash, randomBytes } from 'node:crypto';
import {
  AccessErrors,
  AccountErrors,
  AuthErrors,
  BusinessRuleError,
  ConflictError,
  FeatureErrors,
  ForbiddenError,
  InvitationPageTexts,
  MAILER,
  MEMBERSHIPS,
  NotFoundError,
  TeamErrors,
  UnauthorizedError,
  ValidationError,
  defineAbilityFor,
  isValidEmail,
  type AppAbility,
  type AuthUser,
  type CapabilityRegistry,
  type FeatureChecker,
  type FeatureKey,
  type Logger,
  type TenantContext,
  type TenantScope,
} from '@suite/sdk';
import { assertAgileLimit } from '../usage.js';
import {
  TEAM_ACTIVITY_DEFAULT_LIMIT,
  TEAM_INVITATION_DAYS,
  TEAM_INVITATION_KIND,
  type Team,
  type TeamActivity,
  type TeamActivityType,
  type TeamBody,
  type TeamDetail,
  type TeamInvitation,
  type TeamInvitationAcceptResult,
  type TeamInvitationBody,
  type TeamInvitationLookup,
  type TeamMember,
  type TeamRole,
  type UpdateTeamBody,
} from '../../shared/teams.js';
import { TT, activityView, iso, invitationView, personName, type Db, type TeamActivityRow, type TeamInvitationRow, type TeamMemberRow, type TeamRow } from './rows.js';

/** The CASL subject of teams. */
export const TEAM_SUBJECT = 'Team';
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** For callers without an ability at hand (sockets). */
export function teamActorFromTenant(user: AuthUser, tenant: TenantContext): TeamActor {
  return teamActorOf(user, tenant, defineAbilityFor({ id: user.id, isSuperAdmin: user.isSuperAdmin }, { role: tenant.role, permissions: tenant.permissions }, { plan: tenant.plan }));
}

export interface TeamServiceDeps {
  db: Db;
  scopeFor(accountId: string, knex?: Db): TenantScope;
  now(): Date;
  capabilities: CapabilityRegistry;
  features: FeatureChecker;
  /** The agile module's flag (the public invitation routes check it: they bypass the plugin gate). */
  feature: FeatureKey;
  appUrl: string;
  log: Logger;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Append to a team's activity feed (also used by the retrospectives: created, completed). */
export async function recordTeamActivity(scope: TenantScope, teamId: string, type: TeamActivityType, actorId: string | null, data: Record<string, unknown>, at: Date): Promise<void> {
  await scope.insert(TT.activity, { team_id: teamId, type, actor_id: actorId, data: JSON.stringify(data), created_at: at });
}

/** The team's role of a user, or null. */
export async function teamRoleOf(scope: TenantScope, teamId: string, userId: string): Promise<TeamRole | null> {
  const row = (await scope.table<TeamMemberRow>(TT.members).where({ team_id: teamId, user_id: userId }).first('role')) as { role: TeamRole } | undefined;
  return row?.role ?? null;
}

/** The team, or 'Team not found' (also for another account's team: the scope filters it out). */
export async function findTeam(scope: TenantScope, teamId: string): Promise<TeamRow> {
  const row = (await scope.table<TeamRow>(TT.teams).where('id', teamId).first()) as TeamRow | undefined;
  if (!row) throw new NotFoundError(TeamErrors.TEAM_NOT_FOUND);
  return row;
}

/**
 * Teams (agile.md sections 3-7): teams of an account with members in the roles admin,
 * facilitator and participant; invitations by email (a hashed token, 7 days, mailed through
 * the platform outbox) that bring the invitee into the account and the team; the activity feed.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const { db, now } = deps;

  async function assertManager(actor: TeamActor, scope: TenantScope, teamId: string): Promise<void> {
    if (actor.isAccountAdmin) return;
    if ((await teamRoleOf(scope, teamId, actor.userId)) !== 'admin') throw new ForbiddenError(TeamErrors.MANAGERS_ONLY);
  }

  async function assertNameFree(scope: TenantScope, name: string, exceptId?: string): Promise<void> {
    const query = scope.table(TT.teams).whereRaw('lower(name) = ?', [name.toLowerCase()]);
    if (exceptId) query.whereNot('id', exceptId);
    if (await query.first('id')) throw new ConflictError(TeamErrors.TEAM_NAME_TAKEN);
  }

  async function teamViews(actor: TeamActor, scope: TenantScope, rows: TeamRow[]): Promise<Team[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const counts = (await scope.table(TT.members).whereIn('team_id', ids).groupBy('team_id').select('team_id', scope.knex.raw('count(*)::int as n'))) as unknown as { team_id: string; n: number }[];
    const mine = (await scope.table(TT.members).whereIn('team_id', ids).where('user_id', actor.userId).select('team_id', 'role')) as { team_id: string; role: TeamRole }[];
    const countOf = new Map(counts.map((row) => [row.team_id, Number(row.n)]));
    const roleOf = new Map(mine.map((row) => [row.team_id, row.role]));
    return rows.map((row) => {
      const myRole = roleOf.get(row.id) ?? null;
      return {
        id: row.id,
        accountId: row.account_id,
        name: row.name,
        description: row.description,
        memberCount: countOf.get(row.id) ?? 0,
        myRole,
        canManage: actor.isAccountAdmin || myRole === 'admin',
        createdBy: row.created_by,
        createdAt: iso(row.created_at)!,
        updatedAt: iso(row.updated_at)!,
      };
    });
  }

  async function membersOf(scope: TenantScope, teamId: string): Promise<TeamMember[]> {
    const rows = (await scope
      .table(`${TT.members} as m`)
      .join('core.users as u', 'u.id', 'm.user_id')
      .where('m.team_id', teamId)
      .orderByRaw("case m.role when 'admin' then 0 when 'facilitator' then 1 else 2 end")
      .orderBy('m.joined_at')
      .select('m.user_id', 'm.role', 'm.joined_at', 'u.first_name', 'u.last_name', 'u.email')) as {
      user_id: string;
      role: TeamRole;
      joined_at: Date | string;
      first_name: string;
      last_name: string;
      email: string;
    }[];
    return rows.map((row) => ({ userId: row.user_id, name: personName(row) ?? row.email, email: row.email, role: row.role, joinedAt: iso(row.joined_at)! }));
  }

  async function detail(actor: TeamActor, scope: TenantScope, teamId: string): Promise<TeamDetail> {
    const row = await findTeam(scope, teamId);
    const [team] = await teamViews(actor, scope, [row]);
    return { ...team!, members: await membersOf(scope, teamId) };
  }

  // ---------- teams ----------

  async function listTeams(actor: TeamActor, scope: TenantScope): Promise<Team[]> {
    const rows = (await scope.table<TeamRow>(TT.teams).orderByRaw('lower(name)').orderBy('id')) as TeamRow[];
    return teamViews(actor, scope, rows);
  }

  /** A new team (within the plan's team limit); its creator is its first admin. */
  async function createTeam(actor: TeamActor, scope: TenantScope, input: TeamBody): Promise<TeamDetail> {
    if (!actor.canCreate) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
    const name = input.name.trim();
    if (!name) throw new ValidationError(TeamErrors.NAME_REQUIRED);
    await assertNameFree(scope, name);
    await assertAgileLimit(deps.capabilities, scope, 'teams', now());
    const at = now();
    const id = await scope.transaction(async (trx) => {
      const [row] = (await trx.insert(TT.teams, { name, description: input.description ?? null, created_by: actor.userId, created_at: at, updated_at: at }).returning('id')) as { id: string }[];
      await trx.insert(TT.members, { team_id: row!.id, user_id: actor.userId, role: 'admin', added_by: actor.userId, joined_at: at });
      await recordTeamActivity(trx, row!.id, 'team_created', actor.userId, { name }, at);
      return row!.id;
    });
    return detail(actor, scope, id);
  }

  async function updateTeam(actor: TeamActor, scope: TenantScope, teamId: string, input: UpdateTeamBody): Promise<TeamDetail> {
    await findTeam(scope, teamId);
    await assertManager(actor, scope, teamId);
    const patch: Record<string, unknown> = {};
    if (input.name !== undefined) {
      const name = input.name.trim();
      await assertNameFree(scope, name, teamId);
      patch.name = name;
    }
    if (input.description !== undefined) patch.description = input.description;
    if (Object.keys(patch).length) {
      await scope.table(TT.teams).where('id', teamId).update({ ...patch, updated_at: now() });
      await recordTeamActivity(scope, teamId, 'team_updated', actor.userId, patch, now());
    }
    return detail(actor, scope, teamId);
  }

  async function deleteTeam(actor: TeamActor, scope: TenantScope, teamId: string): Promise<{ deleted: true }> {
    await findTeam(scope, teamId);
    await assertManager(actor, scope, teamId);
    await scope.table(TT.teams).where('id', teamId).delete();
    return { deleted: true };
  }

  // ---------- members ----------

  async function assertAccountMember(scope: TenantScope, userId: string): Promise<void> {
    const member = await scope.knex('core.memberships').where({ account_id: scope.accountId, user_id: userId, status: 'ACTIVE' }).first('user_id');
    if (!member) throw new NotFoundError(AccountErrors.NOT_A_MEMBER);
  }

  async function findMember(scope: TenantScope, teamId: string, userId: string): Promise<TeamMemberRow> {
    const row = (await scope.table<TeamMemberRow>(TT.members).where({ team_id: teamId, user_id: userId }).first()) as TeamMemberRow | undefined;
    if (!row) throw new NotFoundError(TeamErrors.MEMBER_NOT_FOUND);
    return row;
  }

  async function assertAnotherAdmin(scope: TenantScope, teamId: string, userId: string): Promise<void> {
    const other = await scope.table(TT.members).where({ team_id: teamId, role: 'admin' }).whereNot('user_id', userId).first('user_id');
    if (!other) throw new BusinessRuleError(TeamErrors.LAST_ADMIN);
  }

  async function listMembers(scope: TenantScope, teamId: string): Promise<TeamMember[]> {
    await findTeam(scope, teamId);
    return membersOf(scope, teamId);
  }

  async function addMember(actor: TeamActor, scope: TenantScope, teamId: string, input: { userId: string; role?: TeamRole }): Promise<TeamMember> {
    await findTeam(scope, teamId);
    await assertManager(actor, scope, teamId);
    await assertAccountMember(scope, input.userId);
    if (await teamRoleOf(scope, teamId, input.userId)) throw new ConflictError(TeamErrors.ALREADY_TEAM_MEMBER);
    const role = input.role ?? 'participant';
    await scope.insert(TT.members, { team_id: teamId, user_id: input.userId, role, added_by: actor.userId, joined_at: now() });
    await recordTeamActivity(scope, teamId, 'member_added', actor.userId, { userId: input.userId, role }, now());
    return (await membersOf(scope, teamId)).find((member) => member.userId === input.userId)!;
  }

  async function updateMember(actor: TeamActor, scope: TenantScope, teamId: string, userId: string, role: TeamRole): Promise<TeamMember> {
    await findTeam(scope, teamId);
    await assertManager(actor, scope, teamId);
    const member = await findMember(scope, teamId, userId);
    if (member.role === 'admin' && role !== 'admin') await assertAnotherAdmin(scope, teamId, userId);
    if (member.role !== role) {
      await scope.table(TT.members).where({ team_id: teamId, user_id: userId }).update({ role });
      await recordTeamActivity(scope, teamId, 'member_role_changed', actor.userId, { userId, from: member.role, role }, now());
    }
    return (await membersOf(scope, teamId)).find((m) => m.userId === userId)!;
  }

  /** Managers remove anyone; a member may leave by removing themselves. A team keeps one admin. */
  async function removeMember(actor: TeamActor, scope: TenantScope, teamId: string, userId: string): Promise<{ removed: true }> {
    await findTeam(scope, teamId);
    if (userId !== actor.userId) await assertManager(actor, scope, teamId);
    const member = await findMember(scope, teamId, userId);
    if (member.role === 'admin') await assertAnotherAdmin(scope, teamId, userId);
    await scope.table(TT.members).where({ team_id: teamId, user_id: userId }).delete();
    await recordTeamActivity(scope, teamId, 'member_removed', actor.userId, { userId }, now());
    return { removed: true };
  }

  // ---------- invitations ----------

  /** Pending invitations past their expiry become expired when read. */
  async function expireStale(knex: Db, narrow: (query: ReturnType<TenantScope['table']>) => void): Promise<void> {
    const query = knex(TT.invitations).where('status', 'pending').where('expires_at', '<=', now());
    narrow(query);
    await query.update({ status: 'expired' });
  }

  async function inviterNames(knex: Db, ids: (string | null)[]): Promise<Map<string, string | null>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (!wanted.length) return new Map();
    const rows = (await knex('core.users').whereIn('id', wanted).select('id', 'first_name', 'last_name', 'email')) as { id: string; first_name: string; last_name: string; email: string }[];
    return new Map(rows.map((row) => [row.id, personName(row)]));
  }

  async function listInvitations(actor: TeamActor, scope: TenantScope, teamId: string): Promise<TeamInvitation[]> {
    await findTeam(scope, teamId);
    await assertManager(actor, scope, teamId);
    await expireStale(scope.knex, (q) => q.where({ account_id: scope.accountId, team_id: teamId }));
    const rows = (await scope
      .table<TeamInvitationRow>(TT.invitations)
      .where('team_id', teamId)
      .orderByRaw("case status when 'pending' then 0 else 1 end")
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])) as TeamInvitationRow[];
    const names = await inviterNames(scope.knex, rows.map((row) => row.invited_by));
    return rows.map((row) => invitationView(row, row.invited_by ? (names.get(row.invited_by) ?? null) : null));
  }

  /** Invite an email into the team (and, on acceptance, the account): one pending invitation per email and team. */
  async function invite(actor: TeamActor, scope: TenantScope, teamId: string, input: TeamInvitationBody): Promise<TeamInvitation> {
    const team = await findTeam(scope, teamId);
    await assertManager(actor, scope, teamId);
    const email = input.email.trim().toLowerCase();
    if (!isValidEmail(email)) throw new ValidationError(AuthErrors.INVALID_EMAIL);
    const role = input.role ?? 'participant';
    const member = await scope
      .table(`${TT.members} as m`)
      .join('core.users as u', 'u.id', 'm.user_id')
      .where('m.team_id', teamId)
      .whereRaw('lower(u.email) = ?', [email])
      .first('m.user_id');
    if (member) throw new ConflictError(TeamErrors.ALREADY_TEAM_MEMBER);
    await expireStale(scope.knex, (q) => q.where({ account_id: scope.accountId, team_id: teamId }).whereRaw('lower(email) = ?', [email]));
    if (await scope.table(TT.invitations).where({ team_id: teamId, status: 'pending' }).whereRaw('lower(email) = ?', [email]).first('id')) {
      throw new ConflictError(TeamErrors.INVITATION_ALREADY_PENDING);
    }
    const at = now();
    const token = randomBytes(32).toString('base64url');
    const [row] = (await scope
      .insert(TT.invitations, { team_id: teamId, email, role, token_hash: hashToken(token), status: 'pending', invited_by: actor.userId, created_at: at, expires_at: new Date(at.getTime() + TEAM_INVITATION_DAYS * DAY_MS) })
      .returning('*')) as TeamInvitationRow[];
    const inviter = (await scope.knex('core.users').where('id', actor.userId).first('first_name', 'last_name', 'email', 'language')) as
      | { first_name: string; last_name: string; email: string; language: string | null }
      | undefined;
    const inviterName = personName(inviter);
    try {
      const mailer = await deps.capabilities.get(MAILER, scope.accountId);
      if (!mailer) throw new Error('the MAILER capability is absent');
      await mailer.send({
        to: email,
        template: 'team-invitation',
        language: inviter?.language ?? undefined,
        data: { link: `${deps.appUrl}/accept-invitation?token=${encodeURIComponent(token)}&kind=${TEAM_INVITATION_KIND}`, teamName: team.name, inviterName, role },
      });
    } catch (error) {
      // An invitation nobody received must not block the next attempt.
      await scope.table(TT.invitations).where('id', row!.id).delete();
      throw error;
    }
    await recordTeamActivity(scope, teamId, 'invitation_sent', actor.userId, { invitationId: row!.id, email, role }, now());
    return invitationView(row!, inviterName);
  }

  async function revokeInvitation(actor: TeamActor, scope: TenantScope, teamId: string, invitationId: string): Promise<TeamInvitation> {
    await findTeam(scope, teamId);
    await assertManager(actor, scope, teamId);
    await expireStale(scope.knex, (q) => q.where({ account_id: scope.accountId, id: invitationId }));
    const row = (await scope.table<TeamInvitationRow>(TT.invitations).where({ id: invitationId, team_id: teamId }).first()) as TeamInvitationRow | undefined;
    if (!row || row.status === 'expired' || row.status === 'revoked') throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    if (row.status !== 'pending') throw new ConflictError(TeamErrors.INVITATION_NOT_PENDING);
    const [updated] = (await scope.table(TT.invitations).where('id', invitationId).update({ status: 'revoked', responded_at: now() }).returning('*')) as unknown as TeamInvitationRow[];
    await recordTeamActivity(scope, teamId, 'invitation_revoked', actor.userId, { invitationId, email: row.email }, now());
    return invitationView(updated!, null);
  }

  /** An invitation by its token or, for its signed-in invitee, its id (no tenant: the token is the proof). */
  async function findInvitation(ref: string): Promise<TeamInvitationRow & { team_name: string; account_name: string }> {
    const byId = UUID.test(ref);
    await expireStale(db, (q) => (byId ? q.where('id', ref) : q.where('token_hash', hashToken(ref))));
    const query = db(`${TT.invitations} as i`).join(`${TT.teams} as t`, 't.id', 'i.team_id').join('core.accounts as a', 'a.id', 'i.account_id').select('i.*', 't.name as team_name', 'a.name as account_name');
    const row = (await (byId ? query.where('i.id', ref) : query.where('i.token_hash', hashToken(ref))).first()) as (TeamInvitationRow & { team_name: string; account_name: string }) | undefined;
    if (!row || row.status === 'expired' || row.status === 'revoked') throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    if (!(await deps.features.isEnabled(row.account_id, deps.feature))) throw new ForbiddenError(FeatureErrors.FEATURE_DISABLED);
    return row;
  }

  function assertInvitee(row: TeamInvitationRow, user: AuthUser | null): asserts user is AuthUser {
    if (!user || user.guest) throw new UnauthorizedError(InvitationPageTexts.MUST_LOG_IN);
    if (!sameEmail(row.email, user.email)) throw new ForbiddenError(AccessErrors.INVITATION_EMAIL_MISMATCH);
  }

  /** GET /teams/invitations/{token}: what the invitation page shows. By id only for the invitee. */
  async function lookupInvitation(ref: string, user: AuthUser | null): Promise<TeamInvitationLookup> {
    const row = await findInvitation(ref);
    if (UUID.test(ref)) assertInvitee(row, user);
    const names = await inviterNames(db, [row.invited_by]);
    return {
      teamId: row.team_id,
      teamName: row.team_name,
      role: row.role,
      email: row.email,
      accountId: row.account_id,
      accountName: row.account_name,
      inviterName: row.invited_by ? (names.get(row.invited_by) ?? null) : null,
      expiresAt: iso(row.expires_at)!,
      status: row.status,
    };
  }

  /**
   * Accept: the signed-in user the invitation was sent to joins the account (as MEMBER, unless
   * already a member) and the team with the invited role. The invitation is claimed first, so two
   * accepts cannot both win; if the account has no seat left it stays pending.
   */
  async function acceptInvitation(ref: string, user: AuthUser | null): Promise<TeamInvitationAcceptResult> {
    if (!user || user.guest) throw new UnauthorizedError(InvitationPageTexts.MUST_LOG_IN);
    const row = await findInvitation(ref);
    assertInvitee(row, user);
    const byToken = !UUID.test(ref);
    if (!byToken && !user.emailVerified) throw new ForbiddenError(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
    if (row.status !== 'pending') throw new ConflictError(TeamErrors.INVITATION_NOT_PENDING);
    const at = now();
    const claimed = (await db(TT.invitations)
      .where({ id: row.id, status: 'pending' })
      .where('expires_at', '>', at)
      .update({ status: 'accepted', responded_at: at, accepted_by: user.id })
      .returning('id')) as unknown[];
    if (!claimed.length) throw new ConflictError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    const scope = deps.scopeFor(row.account_id);
    try {
      const memberships = await deps.capabilities.get(MEMBERSHIPS, row.account_id);
      if (!memberships) throw new Error('the MEMBERSHIPS capability is absent');
      await memberships.ensureMember(row.account_id, user.id, { role: 'MEMBER', invitedBy: row.invited_by, verifiedEmail: byToken, via: 'team-invitation' });
    } catch (error) {
      await db(TT.invitations).where('id', row.id).update({ status: 'pending', responded_at: null, accepted_by: null });
      throw error;
    }
    const existing = await teamRoleOf(scope, row.team_id, user.id);
    const role = existing ?? row.role;
    if (!existing) await scope.insert(TT.members, { team_id: row.team_id, user_id: user.id, role: row.role, added_by: row.invited_by, joined_at: at });
    await recordTeamActivity(scope, row.team_id, 'invitation_accepted', user.id, { invitationId: row.id, email: row.email, role }, now());
    if (!existing) await recordTeamActivity(scope, row.team_id, 'member_added', user.id, { userId: user.id, role, via: 'invitation' }, now());
    return { teamId: row.team_id, teamName: row.team_name, role, accountId: row.account_id };
  }

  /** Decline: by token the token is the proof (no sign-in needed); by id, the signed-in invitee. */
  async function declineInvitation(ref: string, user: AuthUser | null): Promise<TeamInvitation> {
    const row = await findInvitation(ref);
    if (UUID.test(ref)) assertInvitee(row, user);
    if (row.status !== 'pending') throw new ConflictError(TeamErrors.INVITATION_NOT_PENDING);
    const at = now();
    const [updated] = (await db(TT.invitations).where({ id: row.id, status: 'pending' }).update({ status: 'declined', responded_at: at }).returning('*')) as TeamInvitationRow[];
    if (!updated) throw new ConflictError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    await recordTeamActivity(deps.scopeFor(row.account_id), row.team_id, 'invitation_declined', user && !user.guest ? user.id : null, { invitationId: row.id, email: row.email }, now());
    const names = await inviterNames(db, [row.invited_by]);
    return invitationView(updated, row.invited_by ? (names.get(row.invited_by) ?? null) : null);
  }

  // ---------- activity ----------

  async function activity(scope: TenantScope, teamId: string, limit = TEAM_ACTIVITY_DEFAULT_LIMIT): Promise<TeamActivity[]> {
    await findTeam(scope, teamId);
    const rows = (await scope
      .table(`${TT.activity} as a`)
      .leftJoin('core.users as u', 'u.id', 'a.actor_id')
      .where('a.team_id', teamId)
      .orderBy([{ column: 'a.created_at', order: 'desc' }, { column: 'a.seq', order: 'desc' }])
      .limit(limit)
      .select('a.*', 'u.first_name as actor_first_name', 'u.last_name as actor_last_name', 'u.email as actor_email')) as (TeamActivityRow & {
      actor_first_name: string | null;
      actor_last_name: string | null;
      actor_email: string | null;
    })[];
    return rows.map(activityView);
  }

  return {
    listTeams,
    getTeam: detail,
    createTeam,
    updateTeam,
    deleteTeam,
    listMembers,
    addMember,
    updateMember,
    removeMember,
    listInvitations,
    invite,
    revokeInvitation,
    lookupInvitation,
    acceptInvitation,
    declineInvitation,
    activity,
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
