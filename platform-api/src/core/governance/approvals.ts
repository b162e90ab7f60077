import type { Knex } from 'knex';
import {
  APPROVAL_TRIGGERS,
  APPROVAL_TRIGGER_IDS,
  AccessErrors,
  ApprovalErrors,
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  approvalHandler,
  type AppAbility,
  type ApprovalAsk,
  type ApprovalOutcome,
  type ApprovalRequestPage,
  type ApprovalRequestView,
  type ApprovalStatus,
  type ApprovalTrigger,
  type ApprovalWorkflowView,
  type ApprovalWorkflowsView,
  type ApprovalsCapability,
  type CapabilityRegistry,
  type CreateApprovalWorkflowBody,
  type DecidedApproval,
  type Logger,
  type PendingApproval,
  type UpdateApprovalWorkflowBody,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import type { Mailer } from '../mail/mailer.js';
import type { TemplateName } from '../mail/templates.js';
import { DECISION_WORDS } from './approval-mail.js';
import { ids, iso, nameOf, num, type DecisionRow, type PersonRow, type RequestRow, type WorkflowRow } from './approval-rows.js';
import { notifyUsers, type NotificationDeps } from '../notifications/index.js';

/**
 * Approval workflows (/governance/approvals). An admin configures, per trigger a module declared,
 * a threshold, ordered approvers and what happens on a decision; modules ask through the APPROVALS
 * capability before a change; the last approval calls the module's handler (approvalHandler in the
 * sdk), a rejection changes nothing. Every step is written to the audit log.
 */
export interface ApprovalDeps {
  db: Knex;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  capabilities: CapabilityRegistry & { has(id: string): boolean };
  appUrl: string;
  /** The realtime hub: in-app notifications (request for you, decision on yours) are pushed live. */
  hub?: NotificationDeps['hub'];
}

/** Who calls: the route's user, tenant and ability. */
export interface ApprovalCaller {
  userId: string;
  accountId: string;
  ability: AppAbility;
}

export const APPROVAL_REMINDER_JOB = 'approvals.reminders';


/** Approvers whose decision is awaited: the next in order (sequential) or everyone who has not decided (parallel). */
export function waitingFor(request: Pick<RequestRow, 'approver_ids' | 'approval_order' | 'status'>, decisions: Pick<DecisionRow, 'approver_id'>[]): string[] {
  if (request.status !== 'pending') return [];
  const decided = new Set(decisions.map((d) => d.approver_id));
  const open = ids(request.approver_ids).filter((id) => !decided.has(id));
  return request.approval_order === 'sequential' ? open.slice(0, 1) : open;
}

export function createApprovals(deps: ApprovalDeps) {
  const { db } = deps;
  const link = (requestId: string) => `${deps.appUrl.replace(/\/$/, '')}/governance/approvals?request=${requestId}`;

  async function people(knex: Knex, userIds: (string | null)[]): Promise<Map<string, PersonRow>> {
    const wanted = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
    if (!wanted.length) return new Map();
    const rows = (await knex('core.users').whereIn('id', wanted).select('id', 'email', 'first_name', 'last_name', 'language')) as PersonRow[];
    return new Map(rows.map((row) => [row.id, row]));
  }
  const person = (map: Map<string, PersonRow>, id: string) => {
    const row = map.get(id);
    return { userId: id, name: row ? nameOf(row) : id, email: row?.email ?? '' };
  };

  async function mail(knex: Knex, template: 'request' | 'reminder' | 'decided', to: PersonRow, data: Record<string, unknown>): Promise<void> {
    const language = (to.language ?? 'en') as 'en' | 'fr' | 'es';
    const words = DECISION_WORDS[language] ?? DECISION_WORDS.en;
    const decision = typeof data.decision === 'string' ? words[data.decision as 'approved' | 'rejected'] : undefined;
    await deps.mailer.send({ to: to.email, template: `approvals.${template}` as TemplateName, language, data: { ...data, ...(decision ? { decision } : {}), firstName: to.first_name ?? '' } }, knex);
  }

  // ---------- triggers and workflows ----------

  /** Triggers whose module declared a handler and is on for the account. */
  async function availableTriggers(accountId: string) {
    const triggers = [];
    for (const trigger of APPROVAL_TRIGGER_IDS) {
      if (await deps.capabilities.get(approvalHandler(trigger), accountId)) triggers.push({ trigger, module: APPROVAL_TRIGGERS[trigger].module, amount: APPROVAL_TRIGGERS[trigger].amount });
    }
    return triggers;
  }

  async function candidates(knex: Knex, accountId: string) {
    const rows = (await knex('core.memberships as m')
      .join('core.users as u', 'u.id', 'm.user_id')
      .where('m.account_id', accountId)
      .where('m.status', 'ACTIVE')
      .whereIn('m.role', ['OWNER', 'ADMIN', 'MEMBER'])
      .orderBy([{ column: 'u.first_name' }, { column: 'u.email' }])
      .select('u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.language', 'm.role')) as (PersonRow & { role: string })[];
    return rows.map((row) => ({ userId: row.id, name: nameOf(row), email: row.email, role: row.role }));
  }

  async function workflowViews(knex: Knex, rows: WorkflowRow[]): Promise<ApprovalWorkflowView[]> {
    if (!rows.length) return [];
    const names = await people(knex, rows.flatMap((row) => ids(row.approver_ids)));
    const counts = (await knex('core.approval_requests').whereIn('workflow_id', rows.map((row) => row.id)).where('status', 'pending').groupBy('workflow_id').select('workflow_id').count('* as count')) as { workflow_id: string; count: string | number }[];
    const pending = new Map(counts.map((c) => [c.workflow_id, Number(c.count)]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      trigger: row.trigger,
      minAmountCents: num(row.min_amount_cents),
      approvers: ids(row.approver_ids).map((id) => person(names, id)),
      approvalOrder: row.approval_order,
      notifyRequester: row.notify_requester,
      reminderHours: row.reminder_hours,
      active: row.active,
      pendingRequests: pending.get(row.id) ?? 0,
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
    }));
  }

  async function listWorkflows(accountId: string): Promise<ApprovalWorkflowsView> {
    const rows = (await db('core.approval_workflows').where('account_id', accountId).orderBy([{ column: 'created_at' }, { column: 'id' }])) as WorkflowRow[];
    return { workflows: await workflowViews(db, rows), triggers: await availableTriggers(accountId), candidates: await candidates(db, accountId) };
  }

  async function findWorkflow(knex: Knex, accountId: string, id: string): Promise<WorkflowRow> {
    const row = (await knex('core.approval_workflows').where({ id, account_id: accountId }).first()) as WorkflowRow | undefined;
    if (!row) throw new NotFoundError(ApprovalErrors.WORKFLOW_NOT_FOUND);
    return row;
  }

  /** The workflow's settings checked as a whole (after merging a change). */
  async function checkWorkflow(knex: Knex, accountId: string, input: { name: string; trigger: string; minAmountCents: number | null; approverIds: string[] }): Promise<void> {
    if (!input.name.trim()) throw new ValidationError(ApprovalErrors.NAME_REQUIRED);
    const trigger = APPROVAL_TRIGGERS[input.trigger as ApprovalTrigger];
    if (!trigger || !(await deps.capabilities.get(approvalHandler(input.trigger as ApprovalTrigger), accountId))) throw new ValidationError(ApprovalErrors.UNKNOWN_TRIGGER);
    if (trigger.amount && input.minAmountCents === null) throw new ValidationError(ApprovalErrors.AMOUNT_REQUIRED);
    if (!trigger.amount && input.minAmountCents !== null) throw new ValidationError(ApprovalErrors.AMOUNT_NOT_ALLOWED);
    if (!input.approverIds.length) throw new ValidationError(ApprovalErrors.APPROVERS_REQUIRED);
    if (new Set(input.approverIds).size !== input.approverIds.length) throw new ValidationError(ApprovalErrors.APPROVERS_DUPLICATE);
    const allowed = new Set((await candidates(knex, accountId)).map((c) => c.userId));
    if (input.approverIds.some((id) => !allowed.has(id))) throw new ValidationError(ApprovalErrors.APPROVER_NOT_MEMBER);
  }

  const isActiveClash = (error: unknown) => typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || /approval_workflows_active_trigger/.test(String((error as Error).message)));

  async function createWorkflow(caller: ApprovalCaller, body: CreateApprovalWorkflowBody): Promise<ApprovalWorkflowView> {
    const input = { name: body.name, trigger: body.trigger, minAmountCents: body.minAmountCents ?? null, approverIds: body.approverIds };
    await checkWorkflow(db, caller.accountId, input);
    const active = body.active ?? true;
    if (active && (await db('core.approval_workflows').where({ account_id: caller.accountId, trigger: body.trigger, active: true }).first('id'))) throw new ConflictError(ApprovalErrors.ACTIVE_WORKFLOW_EXISTS);
    const at = deps.now();
    let row: WorkflowRow;
    try {
      row = await db.transaction(async (trx) => {
        const [inserted] = (await trx('core.approval_workflows')
          .insert({
            account_id: caller.accountId,
            name: input.name.trim(),
            trigger: input.trigger,
            min_amount_cents: input.minAmountCents,
            approver_ids: JSON.stringify(input.approverIds),
            approval_order: body.approvalOrder ?? 'sequential',
            notify_requester: body.notifyRequester ?? true,
            reminder_hours: body.reminderHours ?? 24,
            active,
            created_by: caller.userId,
            created_at: at,
            updated_at: at,
          })
          .returning('*')) as WorkflowRow[];
        await recordAudit(trx, { action: 'approvals.workflow.created', accountId: caller.accountId, userId: caller.userId, details: { objectType: 'ApprovalWorkflow', objectId: inserted!.id, objectLabel: inserted!.name, trigger: inserted!.trigger } });
        return inserted!;
      });
    } catch (error) {
      if (isActiveClash(error)) throw new ConflictError(ApprovalErrors.ACTIVE_WORKFLOW_EXISTS);
      throw error;
    }
    return (await workflowViews(db, [row]))[0]!;
  }

  async function updateWorkflow(caller: ApprovalCaller, id: string, body: UpdateApprovalWorkflowBody): Promise<ApprovalWorkflowView> {
    const existing = await findWorkflow(db, caller.accountId, id);
    const input = {
      name: body.name ?? existing.name,
      trigger: existing.trigger,
      minAmountCents: body.minAmountCents !== undefined ? body.minAmountCents : num(existing.min_amount_cents),
      approverIds: body.approverIds ?? ids(existing.approver_ids),
    };
    await checkWorkflow(db, caller.accountId, input);
    const active = body.active ?? existing.active;
    if (active && !existing.active && (await db('core.approval_workflows').where({ account_id: caller.accountId, trigger: existing.trigger, active: true }).whereNot('id', id).first('id'))) {
      throw new ConflictError(ApprovalErrors.ACTIVE_WORKFLOW_EXISTS);
    }
    try {
      await db.transaction(async (trx) => {
        await trx('core.approval_workflows')
          .where({ id, account_id: caller.accountId })
          .update({
            name: input.name.trim(),
            min_amount_cents: input.minAmountCents,
            approver_ids: JSON.stringify(input.approverIds),
            approval_order: body.approvalOrder ?? existing.approval_order,
            notify_requester: body.notifyRequester ?? existing.notify_requester,
            reminder_hours: body.reminderHours ?? existing.reminder_hours,
            active,
            updated_at: deps.now(),
          });
        await recordAudit(trx, { action: 'approvals.workflow.updated', accountId: caller.accountId, userId: caller.userId, details: { objectType: 'ApprovalWorkflow', objectId: id, objectLabel: input.name.trim(), changed: Object.keys(body) } });
      });
    } catch (error) {
      if (isActiveClash(error)) throw new ConflictError(ApprovalErrors.ACTIVE_WORKFLOW_EXISTS);
      throw error;
    }
    return (await workflowViews(db, [await findWorkflow(db, caller.accountId, id)]))[0]!;
  }

  async function deleteWorkflow(caller: ApprovalCaller, id: string): Promise<{ id: string }> {
    const existing = await findWorkflow(db, caller.accountId, id);
    await db.transaction(async (trx) => {
      const cancelled = await trx('core.approval_requests').where({ account_id: caller.accountId, workflow_id: id, status: 'pending' }).update({ status: 'cancelled', decided_at: deps.now() });
      await trx('core.approval_workflows').where({ id, account_id: caller.accountId }).delete();
      await recordAudit(trx, { action: 'approvals.workflow.deleted', accountId: caller.accountId, userId: caller.userId, details: { objectType: 'ApprovalWorkflow', objectId: id, objectLabel: existing.name, cancelledRequests: cancelled } });
    });
    return { id };
  }

  // ---------- requests ----------

  async function decisionsOf(knex: Knex, requestIds: string[]): Promise<Map<string, DecisionRow[]>> {
    const map = new Map<string, DecisionRow[]>();
    if (!requestIds.length) return map;
    const rows = (await knex('core.approval_decisions').whereIn('request_id', requestIds).orderBy([{ column: 'created_at' }, { column: 'id' }])) as DecisionRow[];
    for (const row of rows) map.set(row.request_id, [...(map.get(row.request_id) ?? []), row]);
    return map;
  }

  const isAdmin = (caller: ApprovalCaller) => caller.ability.can('read', 'Governance');

  async function requestViews(knex: Knex, caller: ApprovalCaller, rows: RequestRow[]): Promise<ApprovalRequestView[]> {
    const decisions = await decisionsOf(knex, rows.map((row) => row.id));
    const names = await people(knex, rows.flatMap((row) => [row.requested_by, ...ids(row.approver_ids)]));
    return rows.map((row) => {
      const made = decisions.get(row.id) ?? [];
      const byApprover = new Map(made.map((d) => [d.approver_id, d]));
      const waiting = waitingFor(row, made);
      return {
        id: row.id,
        workflowId: row.workflow_id,
        workflowName: row.workflow_name,
        trigger: row.trigger,
        subject: { type: row.subject_type, id: row.subject_id, label: row.subject_label },
        summary: row.summary,
        amountCents: num(row.amount_cents),
        status: row.status,
        approvalOrder: row.approval_order,
        requestedBy: row.requested_by ? person(names, row.requested_by) : null,
        createdAt: iso(row.created_at)!,
        decidedAt: iso(row.decided_at),
        appliedAt: iso(row.applied_at),
        outcomeError: row.outcome_error,
        steps: ids(row.approver_ids).map((id, index) => {
          const decision = byApprover.get(id);
          return { position: index + 1, approver: person(names, id), decision: decision?.decision ?? null, comment: decision?.comment ?? null, decidedAt: decision ? iso(decision.created_at) : null };
        }),
        waitingFor: waiting,
        canDecide: waiting.includes(caller.userId) && row.requested_by !== caller.userId,
        canCancel: row.status === 'pending' && (row.requested_by === caller.userId || isAdmin(caller)),
      };
    });
  }

  /** Requests the caller may see: every one for admins; for others, those they raised or approve. */
  function visible(knex: Knex, caller: ApprovalCaller): Knex.QueryBuilder {
    const query = knex('core.approval_requests').where('account_id', caller.accountId);
    if (!isAdmin(caller)) query.where((q) => q.where('requested_by', caller.userId).orWhereRaw('approver_ids @> ?::jsonb', [JSON.stringify([caller.userId])]));
    return query;
  }

  async function listRequests(caller: ApprovalCaller, filter: { status?: ApprovalStatus; mine?: 'approver' | 'requester'; limit?: number; offset?: number }): Promise<ApprovalRequestPage> {
    const limit = filter.limit ?? 25;
    const offset = filter.offset ?? 0;
    const base = visible(db, caller);
    if (filter.status) base.where('status', filter.status);
    if (filter.mine === 'requester') base.where('requested_by', caller.userId);
    if (filter.mine === 'approver') base.whereRaw('approver_ids @> ?::jsonb', [JSON.stringify([caller.userId])]);
    const total = Number(((await base.clone().count('* as count')) as { count: string | number }[])[0]?.count ?? 0);
    const rows = (await base.clone().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit).offset(offset)) as RequestRow[];
    // Waiting for me: pending requests naming me, whose turn is mine.
    const mine = (await db('core.approval_requests').where({ account_id: caller.accountId, status: 'pending' }).whereRaw('approver_ids @> ?::jsonb', [JSON.stringify([caller.userId])]).whereNot('requested_by', caller.userId)) as RequestRow[];
    const mineDecisions = await decisionsOf(db, mine.map((row) => row.id));
    const waitingForMe = mine.filter((row) => waitingFor(row, mineDecisions.get(row.id) ?? []).includes(caller.userId)).length;
    return { requests: await requestViews(db, caller, rows), total, limit, offset, waitingForMe };
  }

  async function getRequest(caller: ApprovalCaller, id: string): Promise<ApprovalRequestView> {
    const row = (await visible(db, caller).where('id', id).first()) as RequestRow | undefined;
    if (!row) throw new NotFoundError(ApprovalErrors.REQUEST_NOT_FOUND);
    return (await requestViews(db, caller, [row]))[0]!;
  }

  const decided = (row: RequestRow, decidedBy: string, comment: string | null): DecidedApproval => ({
    requestId: row.id,
    accountId: row.account_id,
    trigger: row.trigger,
    subject: { type: row.subject_type, id: row.subject_id, label: row.subject_label },
    payload: row.payload ?? {},
    requestedBy: row.requested_by,
    decidedBy,
    comment,
  });

  const inApp = (knex: Knex, inputs: Parameters<typeof notifyUsers>[2]) => (deps.hub ? notifyUsers({ hub: deps.hub, log: deps.log, now: deps.now }, knex, inputs) : Promise.resolve());
  const appLink = (requestId: string) => `/governance/approvals?request=${requestId}`;

  async function notifyRequester(knex: Knex, row: RequestRow, approverId: string, decision: 'approved' | 'rejected', comment: string | null): Promise<void> {
    if (!row.requested_by) return;
    // In the app always (the notification centre); by mail when the workflow says so.
    const names = await people(knex, [approverId]);
    await inApp(knex, [{ accountId: row.account_id, userId: row.requested_by, kind: 'approval.decided', data: { approver: person(names, approverId).name, decision, summary: row.summary, workflow: row.workflow_name, comment }, link: appLink(row.id), sourceId: row.id }]);
    if (!row.notify_requester) return;
    const map = await people(knex, [row.requested_by, approverId]);
    const to = map.get(row.requested_by);
    if (!to) return;
    await mail(knex, 'decided', to, { summary: row.summary, workflow: row.workflow_name, approver: person(map, approverId).name, decision, comment: comment ?? '', link: link(row.id) });
  }

  async function mailApprovers(knex: Knex, row: RequestRow, approverIds: string[], template: 'request' | 'reminder'): Promise<void> {
    const map = await people(knex, [row.requested_by, ...approverIds]);
    const requester = row.requested_by ? person(map, row.requested_by).name : '';
    // A new turn (not a reminder) is also a notification in the app.
    if (template === 'request') await inApp(knex, approverIds.map((id) => ({ accountId: row.account_id, userId: id, kind: 'approval.requested' as const, data: { requester, summary: row.summary, workflow: row.workflow_name }, link: appLink(row.id), sourceId: row.id })));
    for (const id of approverIds) {
      const to = map.get(id);
      if (to) await mail(knex, template, to, { summary: row.summary, workflow: row.workflow_name, requester, link: link(row.id) });
    }
  }

  async function decide(caller: ApprovalCaller, id: string, body: { decision: 'approve' | 'reject'; comment?: string }): Promise<ApprovalRequestView> {
    const comment = body.comment?.trim() || null;
    // Asked before the transaction (a module's flag is read outside it; PGlite has one connection).
    const peek = (await visible(db, caller).where('id', id).first('trigger', 'account_id')) as Pick<RequestRow, 'trigger' | 'account_id'> | undefined;
    if (!peek) throw new NotFoundError(ApprovalErrors.REQUEST_NOT_FOUND);
    const handlerOn = Boolean(await deps.capabilities.get(approvalHandler(peek.trigger), peek.account_id));
    const outcome = await db.transaction(async (trx) => {
      const row = (await visible(trx, caller).where('id', id).forUpdate().first()) as RequestRow | undefined;
      if (!row) throw new NotFoundError(ApprovalErrors.REQUEST_NOT_FOUND);
      if (row.status !== 'pending') throw new ConflictError(ApprovalErrors.NOT_PENDING);
      const made = (await decisionsOf(trx, [row.id])).get(row.id) ?? [];
      const approvers = ids(row.approver_ids);
      if (approvers.includes(caller.userId) && row.requested_by === caller.userId) throw new ForbiddenError(ApprovalErrors.OWN_REQUEST);
      if (!waitingFor(row, made).includes(caller.userId)) throw new ForbiddenError(ApprovalErrors.NOT_YOUR_TURN);
      if (body.decision === 'reject' && !comment) throw new ValidationError(ApprovalErrors.COMMENT_REQUIRED);
      const decision: 'approved' | 'rejected' = body.decision === 'approve' ? 'approved' : 'rejected';
      const last = decision === 'rejected' || made.length + 1 === approvers.length;
      // The module must be there to apply the change; a rejection needs nothing of it.
      if (decision === 'approved' && last && !handlerOn) throw new BusinessRuleError(ApprovalErrors.HANDLER_UNAVAILABLE);
      const at = deps.now();
      await trx('core.approval_decisions').insert({ account_id: row.account_id, request_id: row.id, approver_id: caller.userId, decision, comment, created_at: at });
      if (last) await trx('core.approval_requests').where('id', row.id).update({ status: decision, decided_at: at });
      await recordAudit(trx, {
        action: `approvals.request.${decision}`,
        accountId: row.account_id,
        userId: caller.userId,
        details: { objectType: row.subject_type, objectId: row.subject_id, objectLabel: row.subject_label, requestId: row.id, trigger: row.trigger, step: made.length + 1, final: last, ...(comment ? { comment } : {}) },
      });
      if (last) await notifyRequester(trx, row, caller.userId, decision, comment);
      else if (row.approval_order === 'sequential') await mailApprovers(trx, row, waitingFor(row, [...made, { approver_id: caller.userId }]), 'request');
      return { row, decision, last };
    });
    if (outcome.last) await settle(outcome.row, outcome.decision, caller.userId, comment);
    return getRequest(caller, id);
  }

  /** After the last decision: the module applies an approval (or is told of a rejection). */
  async function settle(row: RequestRow, decision: 'approved' | 'rejected', decidedBy: string, comment: string | null): Promise<void> {
    const handler = await deps.capabilities.get(approvalHandler(row.trigger), row.account_id);
    const request = decided(row, decidedBy, comment);
    if (decision === 'rejected') {
      try {
        await handler?.onRejected?.(request);
      } catch (error) {
        deps.log.warn({ err: error, requestId: row.id }, 'approval rejection handler failed');
      }
      return;
    }
    try {
      if (!handler) throw new BusinessRuleError(ApprovalErrors.HANDLER_UNAVAILABLE);
      await handler.onApproved(request);
      await db.transaction(async (trx) => {
        await trx('core.approval_requests').where('id', row.id).update({ applied_at: deps.now() });
        await recordAudit(trx, { action: 'approvals.request.applied', accountId: row.account_id, userId: decidedBy, details: { objectType: row.subject_type, objectId: row.subject_id, objectLabel: row.subject_label, requestId: row.id, trigger: row.trigger } });
      });
    } catch (error) {
      const typed = error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
      if (!typed) deps.log.error({ err: error, requestId: row.id }, 'approval handler failed');
      const message = typed ? (error as Error).message : 'The change could not be applied';
      await db.transaction(async (trx) => {
        await trx('core.approval_requests').where('id', row.id).update({ status: 'failed', outcome_error: message });
        await recordAudit(trx, { action: 'approvals.request.failed', accountId: row.account_id, userId: decidedBy, details: { objectType: row.subject_type, objectId: row.subject_id, objectLabel: row.subject_label, requestId: row.id, error: message } });
      });
    }
  }

  async function cancel(caller: ApprovalCaller, id: string): Promise<ApprovalRequestView> {
    await db.transaction(async (trx) => {
      const row = (await visible(trx, caller).where('id', id).forUpdate().first()) as RequestRow | undefined;
      if (!row) throw new NotFoundError(ApprovalErrors.REQUEST_NOT_FOUND);
      if (row.status !== 'pending') throw new ConflictError(ApprovalErrors.NOT_PENDING);
      if (row.requested_by !== caller.userId && !isAdmin(caller)) throw new ForbiddenError(ApprovalErrors.CANCEL_NOT_ALLOWED);
      await trx('core.approval_requests').where('id', id).update({ status: 'cancelled', decided_at: deps.now() });
      await recordAudit(trx, { action: 'approvals.request.cancelled', accountId: row.account_id, userId: caller.userId, details: { objectType: row.subject_type, objectId: row.subject_id, objectLabel: row.subject_label, requestId: row.id } });
    });
    return getRequest(caller, id);
  }

  // ---------- the capability ----------

  const isPendingClash = (error: unknown) => typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || /approval_requests_one_pending/.test(String((error as Error).message)));

  const capability: ApprovalsCapability = {
    async require(accountId: string, ask: ApprovalAsk): Promise<ApprovalOutcome> {
      const trigger = APPROVAL_TRIGGERS[ask.trigger];
      if (!trigger) throw new Error(`Unknown approval trigger ${ask.trigger}`);
      const workflow = (await db('core.approval_workflows').where({ account_id: accountId, trigger: ask.trigger, active: true }).first()) as WorkflowRow | undefined;
      if (!workflow) return { status: 'approved' };
      if (trigger.amount && (ask.amountCents ?? 0) < Number(workflow.min_amount_cents ?? 0)) return { status: 'approved' };
      const approvers = ids(workflow.approver_ids);
      try {
        const row = await db.transaction(async (trx) => {
          const [inserted] = (await trx('core.approval_requests')
            .insert({
              account_id: accountId,
              workflow_id: workflow.id,
              workflow_name: workflow.name,
              trigger: ask.trigger,
              subject_type: ask.subject.type,
              subject_id: ask.subject.id,
              subject_label: ask.subject.label.slice(0, 300),
              summary: ask.summary.slice(0, 500),
              amount_cents: ask.amountCents ?? null,
              payload: JSON.stringify(ask.payload),
              approver_ids: JSON.stringify(approvers),
              approval_order: workflow.approval_order,
              notify_requester: workflow.notify_requester,
              reminder_hours: workflow.reminder_hours,
              requested_by: ask.requestedBy,
              created_at: deps.now(),
            })
            .returning('*')) as RequestRow[];
          await recordAudit(trx, {
            action: 'approvals.request.created',
            accountId,
            userId: ask.requestedBy,
            details: { objectType: ask.subject.type, objectId: ask.subject.id, objectLabel: ask.subject.label, requestId: inserted!.id, trigger: ask.trigger, workflow: workflow.name, summary: ask.summary, ...(ask.amountCents !== undefined ? { amountCents: ask.amountCents } : {}) },
          });
          await mailApprovers(trx, inserted!, waitingFor(inserted!, []), 'request');
          return inserted!;
        });
        return { status: 'pending', requestId: row.id, workflowName: workflow.name };
      } catch (error) {
        if (isPendingClash(error)) throw new ConflictError(ApprovalErrors.ALREADY_PENDING);
        throw error;
      }
    },
    async pending(accountId, trigger, subjectIds): Promise<PendingApproval[]> {
      const query = db('core.approval_requests').where({ account_id: accountId, trigger, status: 'pending' });
      if (subjectIds) {
        if (!subjectIds.length) return [];
        query.whereIn('subject_id', subjectIds);
      }
      const rows = (await query.orderBy('created_at')) as RequestRow[];
      return rows.map((row) => ({ requestId: row.id, subjectId: row.subject_id, amountCents: num(row.amount_cents), summary: row.summary, requestedAt: iso(row.created_at)! }));
    },
  };

  // ---------- reminders (a job) ----------

  /** Mail the approvers of every pending request whose reminder is due; answers how many requests were reminded. */
  async function sendDueReminders(): Promise<number> {
    const now = deps.now();
    const rows = (await db('core.approval_requests').where('status', 'pending').where('reminder_hours', '>', 0)) as RequestRow[];
    const due = rows.filter((row) => new Date(row.last_reminded_at ?? row.created_at).getTime() + row.reminder_hours * 3_600_000 <= now.getTime());
    if (!due.length) return 0;
    const decisions = await decisionsOf(db, due.map((row) => row.id));
    for (const row of due) {
      await db.transaction(async (trx) => {
        const waiting = waitingFor(row, decisions.get(row.id) ?? []);
        await mailApprovers(trx, row, waiting, 'reminder');
        await trx('core.approval_requests').where('id', row.id).update({ last_reminded_at: now });
        await recordAudit(trx, { action: 'approvals.request.reminded', accountId: row.account_id, userId: null, details: { objectType: row.subject_type, objectId: row.subject_id, objectLabel: row.subject_label, requestId: row.id, approvers: waiting } });
      });
    }
    return due.length;
  }

  return { capability, listWorkflows, createWorkflow, updateWorkflow, deleteWorkflow, listRequests, getRequest, decide, cancel, sendDueReminders };
}

export type ApprovalsService = ReturnType<typeof createApprovals>;

/** Callers of approval routes: a signed-in member of the tenant. */
export function approvalCaller(req: { user: { id: string } | null; tenant: { accountId: string } | null; ability: AppAbility | null }): ApprovalCaller {
  if (!req.user || !req.tenant || !req.ability) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
  return { userId: req.user.id, accountId: req.tenant.accountId, ability: req.ability };
}
