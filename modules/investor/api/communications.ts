import { DIRECTORY, ForbiddenError, MAILER, NotFoundError, reply, type PluginContext, type RouteRequest } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { INVESTOR_RELATIONS_SUBJECT, InvestorEndpoints as EP, InvestorErrors, type Communication } from '../shared/index.js';
import { AccessGrantModel, CommunicationModel, CommunicationReadModel, ProfileModel } from './models.js';
import { accountName, denied, investorNames, iso, ownProfile, recordRead, requireCompany, requireInvestor, requirePermission, requireRelationsReader, requireTenant, type Ctx } from './trust.js';

/**
 * Threads between a company and an investor: rows of the company's account. The investor reads
 * them with communications read, writes with communications comment; the company's OWNER or
 * ADMIN writes to investors it granted. Read receipts are per user.
 */

type Side = { side: 'company' } | { side: 'investor'; profile: ProfileModel };

export async function communicationViews(ctx: Ctx, rows: readonly CommunicationModel[], viewerId: string): Promise<Communication[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const replies = await CommunicationModel.query(ctx.db).whereIn('parent_id', ids).orderBy('created_at');
  const reads = await CommunicationReadModel.query(ctx.db).whereIn('communication_id', ids);
  const profiles = await ProfileModel.query(ctx.db).findByIds([...new Set(rows.map((r) => r.investorId))]);
  const investorNamesById = await investorNames(ctx, profiles);
  const userToInvestor = new Map(profiles.map((p) => [p.userId, p.id]));
  const companyPeople = new Map<string, Map<string, { name: string }>>();
  for (const companyId of new Set(rows.map((r) => r.accountId))) {
    const directory = await ctx.capabilities.get(DIRECTORY, companyId);
    const senders = [...rows, ...replies].filter((r) => r.accountId === companyId && r.senderSide === 'company').map((r) => r.senderUserId);
    companyPeople.set(companyId, (await directory?.people(companyId, senders)) ?? new Map());
  }
  const senderName = (row: CommunicationModel) =>
    row.senderSide === 'investor' ? (investorNamesById.get(userToInvestor.get(row.senderUserId ?? '') ?? row.investorId) ?? null) : (companyPeople.get(row.accountId)?.get(row.senderUserId ?? '')?.name ?? null);
  const companies = new Map<string, string | null>();
  for (const companyId of new Set(rows.map((r) => r.accountId))) companies.set(companyId, await accountName(ctx, companyId));
  return rows.map((row) => ({
    id: row.id,
    companyId: row.accountId,
    companyName: companies.get(row.accountId) ?? null,
    investorId: row.investorId,
    parentId: row.parentId,
    kind: row.kind,
    subject: row.subject,
    content: row.content,
    metrics: row.metrics,
    sections: row.sections ?? null,
    senderUserId: row.senderUserId,
    senderName: senderName(row),
    senderSide: row.senderSide,
    createdAt: iso(row.createdAt)!,
    reads: reads.filter((r) => r.communicationId === row.id).map((r) => ({ userId: r.userId, readAt: iso(r.readAt)! })),
    readByMe: reads.some((r) => r.communicationId === row.id && r.userId === viewerId),
    replies: replies.filter((r) => r.parentId === row.id).map((r) => ({ id: r.id, content: r.content, senderName: senderName(r), senderSide: r.senderSide, createdAt: iso(r.createdAt)! })),
  }));
}

/**
 * A communication as the caller may see it: the company's own (any member), or, for the
 * investor it is addressed to, while the company grants communications read. Anything else is not found.
 */
async function reachable(ctx: Ctx, req: Pick<RouteRequest, 'user' | 'tenant' | 'scope' | 'ability'>, id: string): Promise<{ row: CommunicationModel; as: Side }> {
  const { scope, userId } = requireTenant(req);
  // The caller's own thread as an investor first: an investor may also be a member of the company.
  const profile = await ownProfile(ctx, userId);
  const mine = profile ? await CommunicationModel.query(ctx.db).findById(id).where('investor_id', profile.id) : undefined;
  if (profile && mine) {
    await requirePermission(ctx, profile, mine.accountId, 'communications', 'read');
    return { row: mine, as: { side: 'investor', profile } };
  }
  const own = await tenantQuery(scope, CommunicationModel).findById(id);
  if (own) {
    requireRelationsReader(req);
    return { row: own, as: { side: 'company' } };
  }
  throw new NotFoundError(InvestorErrors.COMMUNICATION_NOT_FOUND);
}

async function notify(ctx: Ctx & Pick<PluginContext, 'config'>, row: CommunicationModel): Promise<void> {
  const mailer = await ctx.capabilities.get(MAILER, row.accountId);
  if (!mailer) return;
  const companyName = (await accountName(ctx, row.accountId)) ?? '';
  let recipients: { email: string; language: string }[] = [];
  if (row.senderSide === 'company') {
    const profile = await ProfileModel.query(ctx.db).findById(row.investorId);
    const directory = profile ? await ctx.capabilities.get(DIRECTORY, profile.accountId) : undefined;
    const person = profile ? (await directory?.people(profile.accountId, [profile.userId]))?.get(profile.userId) : undefined;
    if (person) recipients = [person];
  } else {
    const directory = await ctx.capabilities.get(DIRECTORY, row.accountId);
    recipients = ((await directory?.members(row.accountId)) ?? []).filter((m) => m.role === 'OWNER' || m.role === 'ADMIN');
  }
  for (const person of recipients) {
    await mailer.send({ to: person.email, template: 'investor.communication', language: person.language, category: 'product_updates', data: { companyName, subject: row.subject ?? '', link: `${ctx.config.appUrl}/investor-reports` } });
  }
}

export function registerCommunications(ctx: PluginContext): void {
  const { routes } = ctx;

  /** Writes a message as the caller's side; checks the grant (investor) or the company's rights. */
  async function write(req: RouteRequest, input: { investorId: string; companyId: string; content: string; subject?: string | null; parentId?: string | null }): Promise<CommunicationModel> {
    const { accountId, userId } = requireTenant(req);
    let side: 'company' | 'investor';
    const profile = await ownProfile(ctx, userId);
    if (profile?.id === input.investorId) {
      await requirePermission(ctx, profile, input.companyId, 'communications', 'comment');
      side = 'investor';
    } else if (input.companyId === accountId) {
      if (!req.ability || req.ability.cannot('create', INVESTOR_RELATIONS_SUBJECT)) throw new ForbiddenError(InvestorErrors.ACCESS_MANAGERS_ONLY);
      const grant = await tenantQuery(ctx.scopeFor(accountId), AccessGrantModel).where({ investor_id: input.investorId, status: 'active' }).first();
      if (!grant) throw denied(input.investorId);
      side = 'company';
    } else {
      // Someone else's investor id, for a company that is not the caller's: the tenant text.
      await requireInvestor(ctx, req, input.investorId);
      throw denied(input.companyId);
    }
    const row = await CommunicationModel.query(ctx.scopeFor(input.companyId).knex).insertAndFetch({
      accountId: input.companyId,
      investorId: input.investorId,
      parentId: input.parentId ?? null,
      kind: 'message',
      subject: input.subject ?? null,
      content: input.content.trim(),
      senderUserId: userId,
      senderSide: side,
      createdAt: ctx.now(),
    });
    await notify(ctx, row);
    return row;
  }

  routes.implement(EP.listCommunications, async (req) => {
    const { accountId, scope, userId } = requireTenant(req);
    const companyId = req.query.companyId;
    const me = await ownProfile(ctx, userId);
    if (me?.id !== req.params.id && (companyId === accountId || (!companyId && (await tenantQuery(scope, AccessGrantModel).where('investor_id', req.params.id).first())))) {
      // The company reads its threads with this investor.
      requireRelationsReader(req);
      const rows = await tenantQuery(scope, CommunicationModel).where('investor_id', req.params.id).whereNull('parent_id').orderBy('created_at', 'desc');
      return communicationViews(ctx, rows, userId);
    }
    const profile = await requireInvestor(ctx, req, req.params.id);
    const companies = companyId ? [companyId] : (await AccessGrantModel.query(ctx.db).where({ investor_id: profile.id, status: 'active' })).map((g) => g.accountId);
    const rows: CommunicationModel[] = [];
    for (const company of companies) {
      try {
        await requirePermission(ctx, profile, company, 'communications', 'read');
      } catch (error) {
        if (companyId) throw error;
        continue;
      }
      rows.push(...(await tenantQuery(ctx.scopeFor(company), CommunicationModel).where('investor_id', profile.id).whereNull('parent_id')));
      await recordRead(ctx, company, profile, 'communications.list');
    }
    rows.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
    return communicationViews(ctx, rows, userId);
  });

  routes.implement(EP.companyCommunications, async (req) => {
    const scope = requireCompany(req, req.params.id);
    const rows = await tenantQuery(scope, CommunicationModel).whereNull('parent_id').orderBy('created_at', 'desc').limit(200);
    return communicationViews(ctx, rows, req.user!.id);
  });

  routes.implement(EP.getCommunication, async (req) => {
    const { row, as } = await reachable(ctx, req, req.params.id);
    if (as.side === 'investor') await recordRead(ctx, row.accountId, as.profile, 'communication.open', row.subject ?? row.id);
    return (await communicationViews(ctx, [row], req.user!.id))[0]!;
  });

  routes.implement(EP.deleteCommunication, async (req) => {
    const { row, as } = await reachable(ctx, req, req.params.id);
    const companyAdmin = as.side === 'company' && req.ability?.can('delete', INVESTOR_RELATIONS_SUBJECT);
    if (row.senderUserId !== req.user!.id && !companyAdmin) throw new ForbiddenError(InvestorErrors.COMMUNICATION_SENDER_ONLY);
    await tenantQuery(ctx.scopeFor(row.accountId), CommunicationModel).deleteById(row.id);
    return { deleted: true };
  });

  routes.implement(EP.createCommunication, async (req) => {
    const row = await write(req as RouteRequest, req.body);
    return reply.created((await communicationViews(ctx, [row], req.user!.id))[0]!);
  });

  routes.implement(EP.markRead, async (req) => {
    const { row, as } = await reachable(ctx, req, req.params.id);
    // A receipt is the caller's own: a userId naming someone else is not taken.
    if (req.body.userId && req.body.userId !== req.user!.id) throw denied(req.body.userId);
    const scope = ctx.scopeFor(row.accountId);
    if (!(await tenantQuery(scope, CommunicationReadModel).where({ communication_id: row.id, user_id: req.user!.id }).first())) {
      await CommunicationReadModel.query(scope.knex).insert({ accountId: row.accountId, communicationId: row.id, userId: req.user!.id, readAt: ctx.now() });
    }
    if (as.side === 'investor') await recordRead(ctx, row.accountId, as.profile, 'communication.read', row.subject ?? row.id);
    return (await communicationViews(ctx, [row], req.user!.id))[0]!;
  });

  routes.implement(EP.respond, async (req) => {
    const { row } = await reachable(ctx, req, req.params.id);
    const root = row.parentId ? ((await CommunicationModel.query(ctx.db).findById(row.parentId)) ?? row) : row;
    await write(req as RouteRequest, { investorId: root.investorId, companyId: root.accountId, content: req.body.content, parentId: root.id });
    return reply.created((await communicationViews(ctx, [root], req.user!.id))[0]!);
  });
}
