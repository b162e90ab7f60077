import { APPROVALS, DIRECTORY, INVESTOR_ACCESS_REQUESTS, MAILER, NotFoundError, ConflictError, ForbiddenError, ValidationError, approvalHandler, reply, type PluginContext, type RouteRequest, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { GRANTABLE_PERMISSIONS, INVESTOR_ACCESS_CHANGED, INVESTOR_ACCESS_SUBJECT, InvestorEndpoints as EP, InvestorErrors, InvestorSocket, allows, investorRoom, type AccessGrant, type InvestorActivity, type InvestorPermission } from '../shared/index.js';
import { AccessGrantModel, ActivityModel, DocumentModel, ProfileModel } from './models.js';
import { accountName, activeGrant, denied, grantsOf, investorNames, iso, ownProfile, requireCompany, requireInvestor, requireRelationsReader, requireTenant, type Ctx } from './trust.js';

/**
 * Access grants: rows of the company's account. Only its OWNER or an ADMIN grants, changes or
 * revokes; members of the company read who its investors are and what they read.
 */

export async function grantViews(ctx: Ctx, grants: readonly AccessGrantModel[]): Promise<AccessGrant[]> {
  const investorIds = [...new Set(grants.map((g) => g.investorId).filter((id): id is string => Boolean(id)))];
  const profiles = investorIds.length ? await ProfileModel.query(ctx.db).findByIds(investorIds) : [];
  const names = await investorNames(ctx, profiles);
  const companies = new Map<string, string | null>();
  for (const companyId of new Set(grants.map((g) => g.accountId))) companies.set(companyId, await accountName(ctx, companyId));
  return grants.map((grant) => ({
    id: grant.id,
    investorId: grant.investorId,
    companyId: grant.accountId,
    companyName: companies.get(grant.accountId) ?? null,
    investorName: grant.investorId ? (names.get(grant.investorId) ?? null) : null,
    email: grant.invitedEmail,
    permissions: grant.permissions,
    status: grant.status,
    requestMessage: grant.requestMessage ?? null,
    grantedBy: grant.grantedBy,
    createdAt: iso(grant.createdAt)!,
    revokedAt: iso(grant.revokedAt),
  }));
}

function requireManager(req: Pick<RouteRequest, 'ability'>, action: 'create' | 'update' | 'delete'): void {
  if (!req.ability || req.ability.cannot(action, INVESTOR_ACCESS_SUBJECT)) throw new ForbiddenError(InvestorErrors.ACCESS_MANAGERS_ONLY);
}

/** Has the caller, on either side, the answer to "may this investor do this at this company"? False on any failure. */
async function lookupPermission(ctx: Ctx, req: Pick<RouteRequest, 'user' | 'tenant' | 'scope' | 'ability'>, query: { investorId?: string; companyId?: string; resource?: string; action?: string }): Promise<boolean> {
  const { investorId, companyId, resource, action } = query;
  if (!investorId || !companyId || !resource || !action) return false;
  const { accountId, scope, userId } = requireTenant(req);
  if (companyId === accountId && (await ownProfile(ctx, userId))?.id !== investorId) {
    requireRelationsReader(req);
    const grant = await tenantQuery(scope, AccessGrantModel).where({ investor_id: investorId, status: 'active' }).first();
    return Boolean(grant && allows(grant.permissions, resource, action));
  }
  const profile = await requireInvestor(ctx, req, investorId);
  const grant = await activeGrant(ctx, profile, companyId);
  return Boolean(grant && allows(grant.permissions, resource, action));
}

/** Tell the investor's open screens that a company changed or revoked their access. */
async function pushAccessChange(ctx: PluginContext, grant: AccessGrantModel): Promise<void> {
  if (!grant.investorId) return;
  const profile = await ProfileModel.query(ctx.db).findById(grant.investorId);
  if (profile) await ctx.realtime.broadcast(investorRoom(profile.userId), INVESTOR_ACCESS_CHANGED, { companyId: grant.accountId, status: grant.status });
}

/**
 * A new access request from the startup directory: each OWNER and ADMIN of the company gets the
 * 'investor.access-request' mail in their language (through the outbox), with a link to the
 * investors panel where they accept or decline it.
 */
async function mailAccessRequest(ctx: PluginContext, companyAccountId: string, profile: ProfileModel, message: string | null): Promise<void> {
  const mailer = await ctx.capabilities.get(MAILER, companyAccountId);
  const directory = await ctx.capabilities.get(DIRECTORY, companyAccountId);
  if (!mailer || !directory) return;
  const managers = (await directory.members(companyAccountId)).filter((member) => member.role === 'OWNER' || member.role === 'ADMIN');
  const companyName = (await accountName(ctx, companyAccountId)) ?? '';
  const investorName = (await investorNames(ctx, [profile])).get(profile.id) || '';
  for (const person of managers) {
    await mailer.send({
      to: person.email,
      template: 'investor.access-request',
      language: person.language,
      data: { companyName, investorName, message: message ? `“${message}”` : '', link: `${ctx.config.appUrl}/investor-reports` },
    });
  }
}

export function registerAccess(ctx: PluginContext): void {
  const { routes } = ctx;

  // An investor asks from a company's public directory profile (the core's public site asks, with
  // the company's account): a 'requested' grant that gives nothing until the company accepts it.
  ctx.capabilities.provide(INVESTOR_ACCESS_REQUESTS, {
    async request({ companyAccountId, investorUserId, message }) {
      const profile = await ownProfile(ctx, investorUserId);
      if (!profile) throw new NotFoundError(InvestorErrors.PROFILE_NOT_FOUND);
      const scope = ctx.scopeFor(companyAccountId);
      const existing = await tenantQuery(scope, AccessGrantModel).where('investor_id', profile.id).whereIn('status', ['active', 'requested']).first();
      if (existing) return existing.status === 'active' ? 'already_granted' : 'already_requested';
      await AccessGrantModel.query(scope.knex).insert({
        accountId: companyAccountId,
        investorId: profile.id,
        invitedEmail: null,
        // What the company would grant by default; it chooses when it accepts.
        permissions: [...GRANTABLE_PERMISSIONS],
        status: 'requested',
        grantedBy: null,
        requestMessage: message?.trim() || null,
      });
      await mailAccessRequest(ctx, companyAccountId, profile, message?.trim() || null);
      return 'requested';
    },
  });

  // A signed-in investor's screens watch their own room (the socket's user, never a client-sent id).
  ctx.realtime.on({
    ...InvestorSocket.watch,
    handler: (socket) => {
      socket.join(investorRoom(socket.user.id));
      return { watching: true };
    },
  });

  /** Create a grant (checked first by checkGrant); an invited e-mail gets the invitation mail. */
  async function createGrant(scope: TenantScope, body: { investorId?: string; email?: string; companyId: string; permissions: InvestorPermission[] }, grantedBy: string): Promise<AccessGrantModel> {
    const { investorId, email } = body;
    const grant = await AccessGrantModel.query(scope.knex).insertAndFetch({
      accountId: body.companyId,
      investorId: investorId ?? null,
      invitedEmail: investorId ? null : email!.trim(),
      permissions: body.permissions,
      status: investorId ? 'active' : 'invited',
      grantedBy,
    });
    if (!investorId) {
      // An investor without a user registers as INVESTOR; the grant becomes theirs at their first visit.
      const mailer = await ctx.capabilities.get(MAILER, body.companyId);
      await mailer?.send({ to: email!.trim(), template: 'investor.invitation', data: { companyName: (await accountName(ctx, body.companyId)) ?? '', link: `${ctx.config.appUrl}/register?persona=INVESTOR` } });
    }
    return grant;
  }

  /** What a new grant is refused for (fields, unknown investor, an existing grant). */
  async function checkGrant(scope: TenantScope, body: { investorId?: string; email?: string }): Promise<void> {
    const { investorId, email } = body;
    if (!investorId && !email) throw new ValidationError(InvestorErrors.ACCESS_REQUIRED_FIELDS);
    if (investorId && !(await ProfileModel.query(ctx.db).findById(investorId))) throw new NotFoundError(InvestorErrors.PROFILE_NOT_FOUND);
    const existing = tenantQuery(scope, AccessGrantModel).whereNot('status', 'revoked');
    if (investorId) existing.where('investor_id', investorId);
    else existing.whereRaw('lower(invited_email) = ?', [email!.toLowerCase()]);
    if (await existing.first()) throw new ConflictError(InvestorErrors.ACCESS_EXISTS);
  }

  /** Change a grant's permissions; a requested grant is accepted by it (the investor reads from now on). */
  async function changeGrant(scope: TenantScope, grant: AccessGrantModel, permissions: InvestorPermission[], by: string): Promise<AccessGrantModel> {
    const accepting = grant.status === 'requested' ? { status: 'active' as const, grantedBy: by } : {};
    const updated = await tenantQuery(scope, AccessGrantModel).patchAndFetchById(grant.id, { permissions, ...accepting, updatedAt: ctx.now() });
    await pushAccessChange(ctx, updated);
    return updated;
  }

  const givesDataRoom = (permissions: readonly InvestorPermission[], before: readonly InvestorPermission[] = []) => allows(permissions, 'data_room', 'read') && !allows(before, 'data_room', 'read');

  /**
   * Data-room grants under approval workflows ('investor.data-room-grant', /governance/approvals):
   * a new grant, or a change (accepting a request included), that gives data-room access waits
   * for the last approval when a workflow covers it; nothing of it is applied before. The handler
   * applies it then with the same rules (a grant made meanwhile, or a grant revoked meanwhile,
   * marks the request failed with that text); a rejection changes nothing.
   */
  ctx.capabilities.provide(approvalHandler('investor.data-room-grant'), {
    async onApproved(request) {
      const scope = ctx.scopeFor(request.accountId);
      const payload = request.payload as { grantId: string | null; investorId?: string; email?: string; permissions: InvestorPermission[] };
      const by = request.requestedBy ?? request.decidedBy;
      if (!payload.grantId) {
        await checkGrant(scope, payload);
        await createGrant(scope, { investorId: payload.investorId, email: payload.email, companyId: request.accountId, permissions: payload.permissions }, by);
        return;
      }
      const grant = await tenantQuery(scope, AccessGrantModel).findById(payload.grantId);
      if (!grant || grant.status === 'revoked') throw new NotFoundError(InvestorErrors.ACCESS_NOT_FOUND);
      await changeGrant(scope, grant, payload.permissions, by);
    },
  });

  async function askDataRoom(scope: TenantScope, userId: string, ask: { grantId: string | null; label: string; investorId?: string; email?: string; permissions: InvestorPermission[] }) {
    const approvals = await ctx.capabilities.get(APPROVALS, scope.accountId);
    if (!approvals) return null;
    const outcome = await approvals.require(scope.accountId, {
      trigger: 'investor.data-room-grant',
      requestedBy: userId,
      subject: { type: 'InvestorAccessGrant', id: ask.grantId ?? `new:${ask.investorId ?? ask.email!.trim().toLowerCase()}`, label: ask.label },
      summary: `${ask.label}: data room access (${ask.permissions.map((p) => `${p.resource}:${p.action}`).join(', ')})`,
      payload: { grantId: ask.grantId, ...(ask.investorId ? { investorId: ask.investorId } : {}), ...(ask.email ? { email: ask.email.trim() } : {}), permissions: ask.permissions },
    });
    if (outcome.status === 'approved') return null;
    return reply.status(202, { approval: outcome, grantId: ask.grantId, companyId: scope.accountId, permissions: ask.permissions });
  }

  routes.implement(EP.grantAccess, async (req) => {
    const scope = requireCompany(req, req.body.companyId);
    requireManager(req, 'create');
    await checkGrant(scope, req.body);
    if (givesDataRoom(req.body.permissions)) {
      const investor = req.body.investorId ? await ProfileModel.query(ctx.db).findById(req.body.investorId) : undefined;
      const label = (investor ? (await investorNames(ctx, [investor])).get(investor.id) : null) || req.body.email?.trim() || req.body.investorId!;
      const pending = await askDataRoom(scope, req.user!.id, { grantId: null, label, investorId: req.body.investorId, email: req.body.email, permissions: req.body.permissions });
      if (pending) return pending;
    }
    const grant = await createGrant(scope, req.body, req.user!.id);
    return reply.created((await grantViews(ctx, [grant]))[0]!);
  });

  routes.implement(EP.updateAccess, async (req) => {
    const { scope } = requireTenant(req);
    requireManager(req, 'update');
    const grant = await tenantQuery(scope, AccessGrantModel).findById(req.params.id);
    if (!grant || grant.status === 'revoked') throw new NotFoundError(InvestorErrors.ACCESS_NOT_FOUND);
    // Adding data-room access (accepting a request with it included) may wait for approval.
    if (givesDataRoom(req.body.permissions, grant.status === 'requested' ? [] : grant.permissions)) {
      const label = (await grantViews(ctx, [grant]))[0]!;
      const pending = await askDataRoom(scope, req.user!.id, { grantId: grant.id, label: label.investorName || label.email || grant.id, permissions: req.body.permissions });
      if (pending) return pending;
    }
    return (await grantViews(ctx, [await changeGrant(scope, grant, req.body.permissions, req.user!.id)]))[0]!;
  });

  routes.implement(EP.revokeAccess, async (req) => {
    const { scope } = requireTenant(req);
    requireManager(req, 'delete');
    const grant = await tenantQuery(scope, AccessGrantModel).findById(req.params.id);
    if (!grant || grant.status === 'revoked') throw new NotFoundError(InvestorErrors.ACCESS_NOT_FOUND);
    // The grant is read on every investor call, so the next one is refused.
    const updated = await tenantQuery(scope, AccessGrantModel).patchAndFetchById(grant.id, { status: 'revoked', revokedAt: ctx.now(), updatedAt: ctx.now() });
    await pushAccessChange(ctx, updated);
    return (await grantViews(ctx, [updated]))[0]!;
  });

  routes.implement(EP.getAccess, async (req) => {
    const { accountId, scope, userId } = requireTenant(req);
    if (req.params.companyId === accountId && (await ownProfile(ctx, userId))?.id !== req.params.id) {
      requireRelationsReader(req);
      const grant = await tenantQuery(scope, AccessGrantModel).where('investor_id', req.params.id).orderBy('created_at', 'desc').first();
      if (!grant) throw new NotFoundError(InvestorErrors.ACCESS_NOT_FOUND);
      return (await grantViews(ctx, [grant]))[0]!;
    }
    const profile = await requireInvestor(ctx, req, req.params.id);
    const grant = await activeGrant(ctx, profile, req.params.companyId);
    if (!grant) throw denied(req.params.companyId);
    return (await grantViews(ctx, [grant]))[0]!;
  });

  routes.implement(EP.companyInvestors, async (req) => {
    const scope = requireCompany(req, req.params.id);
    return grantViews(ctx, await tenantQuery(scope, AccessGrantModel).orderBy('created_at'));
  });

  routes.implement(EP.companyActivity, async (req) => {
    const scope = requireCompany(req, req.params.id);
    const rows = await tenantQuery(scope, ActivityModel).orderBy('at', 'desc').limit(200);
    const profiles = await ProfileModel.query(ctx.db).findByIds([...new Set(rows.map((r) => r.investorId).filter((id): id is string => Boolean(id)))]);
    const names = await investorNames(ctx, profiles);
    // Downloads name the document by id (its opens are counted by it): show its name.
    const documentIds = [...new Set(rows.filter((r) => r.action === 'document.download' && r.target).map((r) => r.target!))];
    const documents = new Map(documentIds.length ? (await tenantQuery(scope, DocumentModel).select('id', 'name').whereIn('id', documentIds)).map((d) => [d.id, d.name] as const) : []);
    return rows.map((row): InvestorActivity => ({
      id: row.id,
      investorId: row.investorId,
      investorName: row.investorId ? (names.get(row.investorId) ?? null) : null,
      userId: row.userId,
      action: row.action,
      target: row.action === 'document.download' && row.target ? (documents.get(row.target) ?? row.target) : row.target,
      at: iso(row.at)!,
    }));
  });

  routes.implement(EP.permissions, async (req) => {
    const profile = await requireInvestor(ctx, req, req.query.investorId);
    const grants = await grantsOf(ctx, profile);
    return Promise.all(grants.map(async (grant) => ({ companyId: grant.accountId, companyName: await accountName(ctx, grant.accountId), grantId: grant.id, permissions: grant.permissions })));
  });

  routes.implement(EP.hasPermission, async (req) => {
    try {
      return { hasPermission: await lookupPermission(ctx, req, req.query) };
    } catch {
      // Section 6: a permission lookup returns false on any failure.
      return { hasPermission: false };
    }
  });

}
