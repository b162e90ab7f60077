import { FINANCE, type SeedContext } from '@suite/sdk';
import { GRANTABLE_PERMISSIONS } from '../shared/index.js';
import { AccessGrantModel, CommunicationModel, DocumentModel, PortfolioEntryModel, ProfileModel, ReportModel, UpdateRequestModel } from './models.js';
import { metricsView } from './trust.js';

/**
 * The demo investor (Irene Adler, Blue Harbor Ventures) backs the demo company (Acme Robotics):
 * a profile, Acme's grant of every permission, a portfolio entry, last month's investor update
 * pre-filled with Acme's real demo figures (bi's FINANCE, seeded before this module), a pending
 * update request and a data room document.
 */
export async function seedInvestor(ctx: SeedContext): Promise<void> {
  const ventures = ctx.demo.accounts.ventures;
  const pro = ctx.demo.accounts.pro;
  const investorUserId = ventures?.users.investor;
  const founderId = pro?.users.founder;
  if (!ventures || !pro || !investorUserId) return;
  const now = ctx.now();
  const profile = await ProfileModel.query(ctx.scopeFor(ventures.id).knex).insertAndFetch({ accountId: ventures.id, userId: investorUserId, investorType: 'vc', firm: 'Blue Harbor Ventures' });
  const company = ctx.scopeFor(pro.id);
  await AccessGrantModel.query(company.knex).insert({ accountId: pro.id, investorId: profile.id, permissions: [...GRANTABLE_PERMISSIONS], status: 'active', grantedBy: founderId ?? null });
  await PortfolioEntryModel.query(ctx.scopeFor(ventures.id).knex).insert({ accountId: ventures.id, investorId: profile.id, companyId: pro.id, investmentAmount: 500_000_00, currentValuation: 8_000_000_00, ownershipPercentage: 6.25, status: 'active' });

  const finance = await ctx.capabilities.get(FINANCE, pro.id);
  const metrics = finance ? metricsView(await finance.snapshot(pro.id)) : null;
  const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const sections = {
    highlights: 'Closed two pilot customers in logistics; the warehouse robot passed its safety certification.',
    lowlights: 'Hardware lead times slipped by three weeks.',
    asks: 'Introductions to operations leaders at mid-size 3PLs.',
  };
  const body = 'Thank you for your support this month. The figures below come straight from our books.';
  const report = await ReportModel.query(company.knex).insertAndFetch({ accountId: pro.id, kind: 'update', title: `Investor update ${period}`, period, ...sections, body, metrics, status: 'sent', recipients: [profile.id], createdBy: founderId ?? null, createdAt: now, sentAt: now });
  await CommunicationModel.query(company.knex).insert({ accountId: pro.id, investorId: profile.id, reportId: report.id, kind: 'update', subject: report.title, content: body, metrics, sections, senderUserId: founderId ?? null, senderSide: 'company', createdAt: now });
  await UpdateRequestModel.query(company.knex).insert({ accountId: pro.id, investorId: profile.id, type: 'metrics', requestedData: ['cashOnHand', 'runwayDays', 'mrr'], message: 'Could you share the latest runway ahead of our partner meeting?', status: 'pending', createdAt: now });
  const deck = Buffer.from('Acme Robotics: seed deck summary.\nWarehouse robots for mid-size logistics operators.\n', 'utf8');
  await DocumentModel.query(company.knex).insert({ accountId: pro.id, folder: 'Fundraising', name: 'Seed deck summary.txt', contentType: 'text/plain', sizeBytes: deck.byteLength, content: deck, uploadedBy: founderId ?? null, createdAt: now });
  ctx.log.info({ investorId: profile.id, companyId: pro.id }, 'seeded the demo investor');
}
