import { ConflictError, NotFoundError, ValidationError, reply, type PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { InvestorEndpoints as EP, InvestorErrors, type InvestorReport } from '../shared/index.js';
import { AccessGrantModel, CommunicationModel, ReportModel } from './models.js';
import { iso, liveFigures, requireRelationsReader, requireTenant, type Ctx } from './trust.js';

/**
 * Monthly investor updates and board packages, composed by the company: a draft pre-filled with
 * the company's own live figures (FINANCE), edited, then sent to chosen investors as
 * communications they read and comment on.
 */

function reportView(row: ReportModel): InvestorReport {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    period: row.period,
    highlights: row.highlights,
    lowlights: row.lowlights,
    asks: row.asks,
    body: row.body,
    metrics: row.metrics,
    status: row.status,
    recipients: row.recipients,
    sentAt: iso(row.sentAt),
    createdAt: iso(row.createdAt)!,
  };
}

async function findReport(ctx: Ctx, accountId: string, id: string): Promise<ReportModel> {
  const report = await tenantQuery(ctx.scopeFor(accountId), ReportModel).findById(id);
  if (!report) throw new NotFoundError(InvestorErrors.REPORT_NOT_FOUND);
  return report;
}

export function registerReports(ctx: PluginContext): void {
  const { routes } = ctx;

  routes.implement(EP.listReports, async (req) => {
    const scope = requireRelationsReader(req);
    return (await tenantQuery(scope, ReportModel).orderBy('created_at', 'desc')).map(reportView);
  });

  routes.implement(EP.createReport, async (req) => {
    const { accountId, scope, userId } = requireTenant(req);
    const now = ctx.now();
    const period = req.body.period ?? now.toISOString().slice(0, 7);
    const { metrics } = await liveFigures(ctx, accountId);
    const title = req.body.title?.trim() ?? `${req.body.kind === 'update' ? 'Investor update' : 'Board package'} ${period}`;
    const row = await ReportModel.query(scope.knex).insertAndFetch({ accountId, kind: req.body.kind, title, period, metrics, status: 'draft', recipients: [], createdBy: userId, createdAt: now });
    return reply.created(reportView(row));
  });

  routes.implement(EP.updateReport, async (req) => {
    const { accountId, scope } = requireTenant(req);
    const report = await findReport(ctx, accountId, req.params.id);
    if (report.status === 'sent') throw new ConflictError(InvestorErrors.REPORT_ALREADY_SENT);
    return reportView(await tenantQuery(scope, ReportModel).patchAndFetchById(report.id, req.body));
  });

  routes.implement(EP.sendReport, async (req) => {
    const { accountId, scope, userId } = requireTenant(req);
    const report = await findReport(ctx, accountId, req.params.id);
    if (report.status === 'sent') throw new ConflictError(InvestorErrors.REPORT_ALREADY_SENT);
    const investorIds = [...new Set(req.body.investorIds)];
    const grants = await tenantQuery(scope, AccessGrantModel).whereIn('investor_id', investorIds).where('status', 'active');
    // Only investors the company grants: an id it does not is refused, not silently skipped.
    if (grants.length !== investorIds.length) throw new ValidationError(InvestorErrors.REPORT_RECIPIENTS_REQUIRED);
    const now = ctx.now();
    return scope.transaction(async (trx) => {
      for (const investorId of investorIds) {
        await CommunicationModel.query(trx.knex).insert({
          accountId,
          investorId,
          reportId: report.id,
          kind: report.kind,
          subject: report.title,
          content: report.body,
          metrics: report.metrics,
          sections: { highlights: report.highlights, lowlights: report.lowlights, asks: report.asks },
          senderUserId: userId,
          senderSide: 'company',
          createdAt: now,
        });
      }
      return reportView(await tenantQuery(trx, ReportModel).patchAndFetchById(report.id, { status: 'sent', recipients: investorIds, sentAt: now }));
    });
  });
}
