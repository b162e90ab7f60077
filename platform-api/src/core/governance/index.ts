import type { Knex } from 'knex';
import { GovernanceEndpoints as E, ForbiddenError, AccessErrors, reply, type AppAbility, type CapabilityRegistry, type Logger, type RouteRequest } from '@suite/sdk';
import { CSV_CONTENT_TYPE } from '@suite/sdk/server';
import type { RouteTable } from '../../plugins/routes.js';
import type { CoreJobRegistrar } from '../../jobs/runner.js';
import type { Mailer } from '../mail/mailer.js';
import { APPROVAL_REMINDER_JOB, approvalCaller, createApprovals, type ApprovalsService } from './approvals.js';
import { auditTrail, auditTrailCsv } from './audit-trail.js';
import { rolesMatrix } from './roles.js';

export interface GovernanceDeps {
  db: Knex;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  capabilities: CapabilityRegistry & { has(id: string): boolean };
  appUrl: string;
  jobs: CoreJobRegistrar;
  /** The realtime hub (approval notifications are pushed live). */
  hub?: { broadcast(room: string, event: string, data: unknown): Promise<void> };
}

/** Reminders run on the hour (each request at its workflow's interval). */
export const APPROVAL_REMINDER_CRON = '0 * * * *';

/**
 * Governance (issue 22): approval workflows and requests, the audit trail and the roles matrix.
 * The APPROVALS capability is offered before plugins register; the routes are a core area.
 */
export function setUpGovernance(deps: GovernanceDeps): { approvals: ApprovalsService; register(routes: RouteTable): void } {
  const approvals = createApprovals(deps);
  deps.jobs.define(APPROVAL_REMINDER_JOB, async () => void (await approvals.sendDueReminders()), { policy: 'stately', retryLimit: 1 });
  void deps.jobs.schedule(APPROVAL_REMINDER_JOB, APPROVAL_REMINDER_CRON);

  const tenantOf = (req: Pick<RouteRequest, 'tenant' | 'ability'>): { accountId: string; ability: AppAbility; plan: string } => {
    if (!req.tenant || !req.ability) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
    return { accountId: req.tenant.accountId, ability: req.ability, plan: req.tenant.plan };
  };

  return {
    approvals,
    register(routes) {
      routes.implement(E.workflows, (req) => approvals.listWorkflows(approvalCaller(req).accountId));
      routes.implement(E.createWorkflow, (req) => approvals.createWorkflow(approvalCaller(req), req.body));
      routes.implement(E.updateWorkflow, (req) => approvals.updateWorkflow(approvalCaller(req), req.params.id, req.body));
      routes.implement(E.deleteWorkflow, (req) => approvals.deleteWorkflow(approvalCaller(req), req.params.id));
      routes.implement(E.requests, (req) => approvals.listRequests(approvalCaller(req), req.query));
      routes.implement(E.request, (req) => approvals.getRequest(approvalCaller(req), req.params.id));
      routes.implement(E.decide, (req) => approvals.decide(approvalCaller(req), req.params.id, req.body));
      routes.implement(E.cancel, (req) => approvals.cancel(approvalCaller(req), req.params.id));
      routes.implement(E.auditTrail, (req) => auditTrail(deps.db, tenantOf(req), req.query));
      routes.implement(E.auditTrailCsv, async (req) => reply.file('audit-trail.csv', CSV_CONTENT_TYPE, await auditTrailCsv(deps.db, tenantOf(req), req.query)));
      routes.implement(E.roles, (req) => rolesMatrix(req.tenant!.plan));
    },
  };
}
