import { defineCommentable } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { INVESTOR_RELATIONS_SUBJECT } from '../shared/permissions.js';
import { INVESTOR_ROUTES } from '../shared/routes.js';
import { ReportModel } from './models.js';

/**
 * The company's investor updates and board packages take internal comments (/comments, issue
 * 22): the team discusses a draft in its own account before it is sent. Investors never see
 * these (their replies are communications, under the grant's 'comment' permission). Observers do
 * not read investor relations.
 */
export const investorUpdateCommentable = defineCommentable({
  type: 'investor.update',
  label: 'Investor update',
  async resolve({ scope, ability }, id) {
    if (ability.cannot('read', INVESTOR_RELATIONS_SUBJECT)) return null;
    const report = await tenantQuery(scope, ReportModel).findById(id);
    if (!report) return null;
    const page = report.kind === 'update' ? INVESTOR_ROUTES.investorReports.path : INVESTOR_ROUTES.boardPackages.path;
    return { title: report.title, link: `${page}?report=${report.id}` };
  },
});
