import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPROVALS,
  AccessErrors,
  ApprovalErrors,
  BusinessRuleError,
  FeatureErrors,
  GovernanceEndpoints as E,
  approvalHandler,
  defineApiPlugin,
  endpointPath,
  type AccountRole,
  type ApprovalRequestView,
  type ApprovalsCapability,
  type ApprovalWorkflowView,
  type AuditTrailPage,
  type DecidedApproval,
  type RolesMatrix,
} from '@suite/sdk';
import { expectTenantIsolation } from '../../../../tests/harness/tenant-probe.js';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';
import { APPROVAL_REMINDER_JOB } from './approvals.js';

const clock = new TestClock('2026-11-02T10:00:00Z');
let platform: TestPlatform;

/** What the stand-in module applied (by subject id) and was told of. */
const applied = new Map<string, number>();
const rejected: DecidedApproval[] = [];

/** A stand-in for the product module: it declares both of its approval handlers over the map above. */
const standInProduct = defineApiPlugin({
  id: 'product',
  feature: 'product_management',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(approvalHandler('product.budget-allocation'), {
      async onApproved(request) {
        if (request.payload.allocated === 13) throw new BusinessRuleError("Budget allocation cannot exceed the parent's remaining budget");
        applied.set(request.subject.id, Number(request.payload.allocated));
      },
      async onRejected(request) {
        rejected.push(request);
      },
    });
    ctx.capabilities.provide(approvalHandler('product.portfolio-delivery'), { async onApproved(request) { applied.set(request.subject.id, -1); } });
  },
});

const auth = (user: { token: string }, accountId: string) => ({ Authorization: `Bearer ${user.token}`, 'X-Tenant-ID': accountId });

async function userIn(account: TestAccount, role: AccountRole): Promise<TestUser> {
  const user = await platform.createUser({ persona: null });
  await platform.addMember(account, user, role);
  return { ...user, token: await platform.tokenFor(user, account.id) };
}

function call(user: { token: string }, accountId: string, method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set(auth(user, accountId));
  return body === undefined ? request : request.send(body);
}

async function approvalsFor(accountId: string): Promise<ApprovalsCapability> {
  return (await platform.platform.host.capabilities.get(APPROVALS, accountId))!;
}

let n = 0;
async function ask(accountId: string, requester: TestUser, amountCents: number, trigger: 'product.budget-allocation' | 'product.portfolio-delivery' = 'product.budget-allocation') {
  n += 1;
  const subject = { type: 'PortfolioItem', id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, label: `Epic ${n}` };
  const outcome = await (await approvalsFor(accountId)).require(accountId, { trigger, requestedBy: requester.id, subject, summary: `Epic ${n}: budget -> ${amountCents}`, amountCents, payload: { allocated: amountCents } });
  return { subject, outcome };
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInProduct], clock });
});
afterAll(() => platform?.close());

describe('/governance/approvals: workflows', () => {
  let acme: TestAccount;
  let admin: TestUser;
  let member: TestUser;
  let observer: TestUser;

  beforeAll(async () => {
    acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
    admin = await userIn(acme, 'ADMIN');
    member = await userIn(acme, 'MEMBER');
    observer = await userIn(acme, 'OBSERVER');
  });

  it('is for OWNER and ADMIN: members and observers are refused', async () => {
    for (const user of [member, observer]) {
      const list = await call(user, acme.id, 'get', E.workflows.path);
      expect([list.status, list.body.error]).toEqual([403, AccessErrors.ACCESS_DENIED_PAGE]);
      const create = await call(user, acme.id, 'post', E.createWorkflow.path, { name: 'x', trigger: 'product.budget-allocation', minAmountCents: 1, approverIds: [admin.id] });
      expect(create.status).toBe(403);
      expect((await call(user, acme.id, 'get', E.roles.path)).status).toBe(403);
    }
    expect((await platform.http.get(`/api${E.workflows.path}`)).status).toBe(401);
    const listed = await call(admin, acme.id, 'get', E.workflows.path);
    expect(listed.status).toBe(200);
    expect(listed.body.data.triggers).toEqual([
      { trigger: 'product.budget-allocation', module: 'product', amount: true },
      { trigger: 'product.portfolio-delivery', module: 'product', amount: false },
      // The core handles plan purchases itself.
      { trigger: 'billing.plan-purchase', module: 'core', amount: true },
    ]);
    // Observers cannot approve: they are not candidates.
    expect(listed.body.data.candidates.map((c: { userId: string }) => c.userId).sort()).toEqual([acme.owner.id, admin.id, member.id].sort());
  });

  it('checks a workflow with its texts', async () => {
    const stranger = await platform.createUser();
    const base = { name: 'Big budgets', trigger: 'product.budget-allocation', minAmountCents: 50_000_00, approverIds: [admin.id] };
    const cases: [object, string][] = [
      [{ name: '  ' }, ApprovalErrors.NAME_REQUIRED],
      // No module here handles data-room grants (the investor module is not loaded).
      [{ trigger: 'investor.data-room-grant' }, ApprovalErrors.UNKNOWN_TRIGGER],
      [{ trigger: 'nothing.at-all' }, ApprovalErrors.UNKNOWN_TRIGGER],
      [{ minAmountCents: null }, ApprovalErrors.AMOUNT_REQUIRED],
      [{ trigger: 'product.portfolio-delivery' }, ApprovalErrors.AMOUNT_NOT_ALLOWED],
      [{ approverIds: [] }, ApprovalErrors.APPROVERS_REQUIRED],
      [{ approverIds: [admin.id, admin.id] }, ApprovalErrors.APPROVERS_DUPLICATE],
      [{ approverIds: [observer.id] }, ApprovalErrors.APPROVER_NOT_MEMBER],
      [{ approverIds: [stranger.id] }, ApprovalErrors.APPROVER_NOT_MEMBER],
    ];
    for (const [change, text] of cases) {
      const response = await call(acme.owner, acme.id, 'post', E.createWorkflow.path, { ...base, ...change });
      expect([response.status, response.body.error], JSON.stringify(change)).toEqual([400, text]);
    }
    const bad = await call(acme.owner, acme.id, 'post', E.createWorkflow.path, { ...base, approvalOrder: 'random' });
    expect(bad.status).toBe(400);

    const created = await call(acme.owner, acme.id, 'post', E.createWorkflow.path, { ...base, approverIds: [admin.id, member.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const workflow = created.body.data as ApprovalWorkflowView;
    expect(workflow).toMatchObject({ name: 'Big budgets', trigger: 'product.budget-allocation', minAmountCents: 50_000_00, approvalOrder: 'sequential', notifyRequester: true, reminderHours: 24, active: true, pendingRequests: 0 });
    expect(workflow.approvers.map((a) => a.userId)).toEqual([admin.id, member.id]);

    const twice = await call(acme.owner, acme.id, 'post', E.createWorkflow.path, base);
    expect([twice.status, twice.body.error]).toEqual([409, ApprovalErrors.ACTIVE_WORKFLOW_EXISTS]);
    const inactive = await call(acme.owner, acme.id, 'post', E.createWorkflow.path, { ...base, name: 'Spare', active: false });
    expect(inactive.status).toBe(201);
    const reactivated = await call(acme.owner, acme.id, 'patch', endpointPath(E.updateWorkflow, { id: inactive.body.data.id }), { active: true });
    expect([reactivated.status, reactivated.body.error]).toEqual([409, ApprovalErrors.ACTIVE_WORKFLOW_EXISTS]);
    const removed = await call(admin, acme.id, 'delete', endpointPath(E.deleteWorkflow, { id: inactive.body.data.id }));
    expect(removed.status).toBe(200);

    const updated = await call(admin, acme.id, 'patch', endpointPath(E.updateWorkflow, { id: workflow.id }), { reminderHours: 4, approverIds: [member.id] });
    expect(updated.body.data).toMatchObject({ reminderHours: 4, approvers: [expect.objectContaining({ userId: member.id })] });
    const refused = await call(admin, acme.id, 'patch', endpointPath(E.updateWorkflow, { id: workflow.id }), { approverIds: [observer.id] });
    expect([refused.status, refused.body.error]).toEqual([400, ApprovalErrors.APPROVER_NOT_MEMBER]);
    await call(admin, acme.id, 'delete', endpointPath(E.deleteWorkflow, { id: workflow.id }));
  });
});

describe('/governance/approvals: requests and decisions', () => {
  let acme: TestAccount;
  let first: TestUser;
  let second: TestUser;
  let requester: TestUser;
  let bystander: TestUser;
  let workflowId: string;

  beforeAll(async () => {
    acme = await platform.createAccount({ name: 'Acme Decisions', plan: 'PRO' });
    first = await userIn(acme, 'ADMIN');
    second = await userIn(acme, 'MEMBER');
    requester = await userIn(acme, 'MEMBER');
    bystander = await userIn(acme, 'MEMBER');
    const created = await call(acme.owner, acme.id, 'post', E.createWorkflow.path, { name: 'Budgets over 10k', trigger: 'product.budget-allocation', minAmountCents: 10_000_00, approverIds: [first.id, second.id], reminderHours: 6 });
    expect(created.status).toBe(201);
    workflowId = created.body.data.id;
  });

  it('lets a change below the amount through, holds one from the amount on, and refuses the same change twice', async () => {
    expect((await ask(acme.id, requester, 9_999_99)).outcome).toEqual({ status: 'approved' });
    const held = await ask(acme.id, requester, 10_000_00);
    expect(held.outcome).toMatchObject({ status: 'pending', workflowName: 'Budgets over 10k' });
    await expect((await approvalsFor(acme.id)).require(acme.id, { trigger: 'product.budget-allocation', requestedBy: requester.id, subject: held.subject, summary: 'again', amountCents: 20_000_00, payload: {} })).rejects.toThrow(ApprovalErrors.ALREADY_PENDING);
    expect(await (await approvalsFor(acme.id)).pending(acme.id, 'product.budget-allocation', [held.subject.id])).toEqual([expect.objectContaining({ subjectId: held.subject.id, amountCents: 10_000_00 })]);
    // The first approver is told by mail.
    const mails = (await platform.db('core.outbox').where({ to_address: first.email, template: 'approvals.request' })) as { subject: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.at(-1)!.subject).toContain(held.subject.label);
  });

  it('follows the approvers in order, and applies the change at the last approval', async () => {
    const { subject, outcome } = await ask(acme.id, requester, 25_000_00);
    const id = (outcome as { requestId: string }).requestId;
    const path = endpointPath(E.decide, { id });
    const early = await call(second, acme.id, 'post', path, { decision: 'approve' });
    expect([early.status, early.body.error]).toEqual([403, ApprovalErrors.NOT_YOUR_TURN]);

    const step1 = await call(first, acme.id, 'post', path, { decision: 'approve', comment: 'Fine by me' });
    expect(step1.status, JSON.stringify(step1.body)).toBe(200);
    const afterFirst = step1.body.data as ApprovalRequestView;
    expect(afterFirst).toMatchObject({ status: 'pending', waitingFor: [second.id], canDecide: false });
    expect(afterFirst.steps.map((s) => [s.approver.userId, s.decision, s.comment])).toEqual([
      [first.id, 'approved', 'Fine by me'],
      [second.id, null, null],
    ]);
    expect(applied.has(subject.id)).toBe(false);
    const again = await call(first, acme.id, 'post', path, { decision: 'approve' });
    expect([again.status, again.body.error]).toEqual([403, ApprovalErrors.NOT_YOUR_TURN]);

    const step2 = await call(second, acme.id, 'post', path, { decision: 'approve' });
    expect(step2.body.data).toMatchObject({ status: 'approved', waitingFor: [], outcomeError: null });
    expect(step2.body.data.appliedAt).not.toBeNull();
    expect(applied.get(subject.id)).toBe(25_000_00);
    const late = await call(second, acme.id, 'post', path, { decision: 'reject', comment: 'too late' });
    expect([late.status, late.body.error]).toEqual([409, ApprovalErrors.NOT_PENDING]);
    // The requester is told.
    const told = (await platform.db('core.outbox').where({ to_address: requester.email, template: 'approvals.decided' })) as { subject: string }[];
    expect(told.at(-1)!.subject).toContain('approved');
  });

  it('refuses a non-approver, the requester deciding their own request, and a rejection without a comment', async () => {
    const { outcome } = await ask(acme.id, requester, 30_000_00);
    const id = (outcome as { requestId: string }).requestId;
    const path = endpointPath(E.decide, { id });
    // Not an approver, not the requester, not an admin: the request is not theirs to see.
    const hidden = await call(bystander, acme.id, 'post', path, { decision: 'approve' });
    expect([hidden.status, hidden.body.error]).toEqual([404, ApprovalErrors.REQUEST_NOT_FOUND]);
    expect((await call(bystander, acme.id, 'get', endpointPath(E.request, { id }))).status).toBe(404);
    // The owner sees every request but is no approver.
    const owner = await call(acme.owner, acme.id, 'post', path, { decision: 'approve' });
    expect([owner.status, owner.body.error]).toEqual([403, ApprovalErrors.NOT_YOUR_TURN]);
    const noComment = await call(first, acme.id, 'post', path, { decision: 'reject', comment: '  ' });
    expect([noComment.status, noComment.body.error]).toEqual([400, ApprovalErrors.COMMENT_REQUIRED]);
    const badBody = await call(first, acme.id, 'post', path, { decision: 'maybe' });
    expect(badBody.status).toBe(400);

    // A requester who is also an approver cannot decide their own request.
    const own = await ask(acme.id, first, 40_000_00);
    const ownPath = endpointPath(E.decide, { id: (own.outcome as { requestId: string }).requestId });
    const refused = await call(first, acme.id, 'post', ownPath, { decision: 'approve' });
    expect([refused.status, refused.body.error]).toEqual([403, ApprovalErrors.OWN_REQUEST]);
    const cancelByOther = await call(bystander, acme.id, 'post', endpointPath(E.cancel, { id: (own.outcome as { requestId: string }).requestId }));
    expect(cancelByOther.status).toBe(404);
    const cancelled = await call(first, acme.id, 'post', endpointPath(E.cancel, { id: (own.outcome as { requestId: string }).requestId }));
    expect(cancelled.body.data.status).toBe('cancelled');
    const cancelBySecond = await call(second, acme.id, 'post', endpointPath(E.cancel, { id }));
    expect([cancelBySecond.status, cancelBySecond.body.error]).toEqual([403, ApprovalErrors.CANCEL_NOT_ALLOWED]);
  });

  it('a rejection applies nothing and tells the module and the requester', async () => {
    const { subject, outcome } = await ask(acme.id, requester, 50_000_00);
    const id = (outcome as { requestId: string }).requestId;
    const rejection = await call(first, acme.id, 'post', endpointPath(E.decide, { id }), { decision: 'reject', comment: 'Not this quarter' });
    expect(rejection.body.data).toMatchObject({ status: 'rejected', appliedAt: null });
    expect(applied.has(subject.id)).toBe(false);
    expect(rejected.at(-1)).toMatchObject({ requestId: id, comment: 'Not this quarter', decidedBy: first.id });
    const told = (await platform.db('core.outbox').where({ to_address: requester.email, template: 'approvals.decided' }).orderBy('created_at', 'desc').first()) as { text_body: string };
    expect(told.text_body).toContain('Not this quarter');
  });

  it('marks a request failed with the module\'s text when the change can no longer be applied', async () => {
    const parallel = await call(acme.owner, acme.id, 'patch', endpointPath(E.updateWorkflow, { id: workflowId }), { approvalOrder: 'parallel', minAmountCents: 0 });
    expect(parallel.status).toBe(200);
    const { outcome } = await ask(acme.id, requester, 13);
    const id = (outcome as { requestId: string }).requestId;
    // Parallel: any order.
    expect((await call(second, acme.id, 'post', endpointPath(E.decide, { id }), { decision: 'approve' })).body.data.status).toBe('pending');
    const last = await call(first, acme.id, 'post', endpointPath(E.decide, { id }), { decision: 'approve' });
    expect(last.body.data).toMatchObject({ status: 'failed', outcomeError: "Budget allocation cannot exceed the parent's remaining budget", appliedAt: null });
    await call(acme.owner, acme.id, 'patch', endpointPath(E.updateWorkflow, { id: workflowId }), { approvalOrder: 'sequential', minAmountCents: 10_000_00 });
  });

  it('cannot approve while the module that asked is off; it can still reject', async () => {
    const { outcome } = await ask(acme.id, requester, 60_000_00);
    const id = (outcome as { requestId: string }).requestId;
    await platform.setFeatures(acme.id, ['agile_survival']);
    try {
      expect((await call(first, acme.id, 'post', endpointPath(E.decide, { id }), { decision: 'approve' })).body.data.status).toBe('pending');
      const off = await call(second, acme.id, 'post', endpointPath(E.decide, { id }), { decision: 'approve' });
      expect([off.status, off.body.error]).toEqual([422, ApprovalErrors.HANDLER_UNAVAILABLE]);
      expect((await call(second, acme.id, 'post', endpointPath(E.decide, { id }), { decision: 'reject', comment: 'Area is off' })).body.data.status).toBe('rejected');
    } finally {
      await platform.setFeatures(acme.id, ['agile_survival', 'product_management']);
    }
  });

  it('lists requests: every one for admins, their own and those they approve for members', async () => {
    const all = await call(acme.owner, acme.id, 'get', E.requests.path);
    const mine = await call(bystander, acme.id, 'get', E.requests.path);
    expect(all.body.data.total).toBeGreaterThan(3);
    expect(mine.body.data.total).toBe(0);
    const waiting = await call(first, acme.id, 'get', `${E.requests.path}?mine=approver&status=pending`);
    expect(waiting.body.data.requests.every((r: ApprovalRequestView) => r.status === 'pending' && r.steps.some((s) => s.approver.userId === first.id))).toBe(true);
    expect(waiting.body.data.waitingForMe).toBe(waiting.body.data.requests.filter((r: ApprovalRequestView) => r.canDecide).length);
    expect((await call(first, acme.id, 'get', `${E.requests.path}?status=nope`)).status).toBe(400);
  });

  it("refuses another account's workflows and requests (tenant probe)", async () => {
    const globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
    const { outcome } = await ask(acme.id, requester, 80_000_00);
    const requestId = (outcome as { requestId: string }).requestId;
    await expectTenantIsolation(platform, { token: globex.owner.token, accountId: globex.id }, [
      { method: 'PATCH', path: `/api${endpointPath(E.updateWorkflow, { id: workflowId })}`, body: { name: 'Mine now' } },
      { method: 'DELETE', path: `/api${endpointPath(E.deleteWorkflow, { id: workflowId })}` },
      { method: 'GET', path: `/api${endpointPath(E.request, { id: requestId })}` },
      { method: 'POST', path: `/api${endpointPath(E.decide, { id: requestId })}`, body: { decision: 'approve' } },
      { method: 'POST', path: `/api${endpointPath(E.cancel, { id: requestId })}` },
    ]);
    // Acme's token with Globex's tenant header is refused too.
    const crossed = await call(acme.owner, globex.id, 'get', E.workflows.path);
    expect(crossed.status).toBe(403);
    expect((await call(globex.owner, globex.id, 'get', E.requests.path)).body.data.total).toBe(0);
    expect((await call(globex.owner, globex.id, 'get', E.workflows.path)).body.data.workflows).toEqual([]);
    expect((await call(acme.owner, acme.id, 'get', endpointPath(E.request, { id: requestId }))).body.data.status).toBe('pending');
  });
  it('reminds the approver whose turn it is, through the reminders job, once per interval', async () => {
    const { outcome } = await ask(acme.id, requester, 70_000_00);
    const id = (outcome as { requestId: string }).requestId;
    const reminders = () => platform.db('core.outbox').where({ to_address: first.email, template: 'approvals.reminder' }).count<{ count: string }[]>('* as count').then((r) => Number(r[0]!.count));
    const run = async () => {
      const job = await platform.platform.jobs.enqueue(`core.${APPROVAL_REMINDER_JOB}`, null);
      expect((await platform.platform.jobs.waitFor(`core.${APPROVAL_REMINDER_JOB}`, job!)).state).toBe('completed');
    };
    const before = await reminders();
    clock.advance(5 * 3_600_000);
    await run();
    expect(await reminders()).toBe(before);
    clock.advance(1 * 3_600_000);
    await run();
    const after = await reminders();
    expect(after).toBeGreaterThan(before);
    await run();
    expect(await reminders()).toBe(after);
    // The second approver is not reminded before their turn.
    expect(await platform.db('core.outbox').where({ to_address: second.email, template: 'approvals.reminder' }).whereRaw('text_body like ?', [`%${70_000_00}%`]).count<{ count: string }[]>('* as count').then((r) => Number(r[0]!.count))).toBe(0);
    const owner = { token: await platform.tokenFor(acme.owner, acme.id) };
    const request = (await call(owner, acme.id, 'get', endpointPath(E.request, { id }))).body.data as ApprovalRequestView;
    expect(request.status).toBe('pending');
  });

});

describe('/audit-trail', () => {
  let corp: TestAccount;
  let admin: TestUser;

  beforeAll(async () => {
    clock.set('2026-11-10T09:00:00Z');
    corp = await platform.createAccount({ name: 'Corp', plan: 'ENTERPRISE' });
    admin = await userIn(corp, 'ADMIN');
    await platform.db('core.audit_logs').insert([
      { account_id: corp.id, user_id: corp.owner.id, action: 'billing.checkout', details: JSON.stringify({ plan: 'ENTERPRISE' }), created_at: new Date('2026-11-03T10:00:00Z') },
      { account_id: corp.id, user_id: admin.id, action: 'features.updated', details: JSON.stringify({ enabled: ['agile_survival'] }), created_at: new Date('2026-11-05T10:00:00Z') },
    ]);
    const workflow = await call(corp.owner, corp.id, 'post', E.createWorkflow.path, { name: 'Deliveries, "checked"', trigger: 'product.portfolio-delivery', approverIds: [admin.id] });
    expect(workflow.status).toBe(201);
  });

  it('is for OWNER and ADMIN on ENTERPRISE: members are refused, PRO is refused with the feature text', async () => {
    const member = await userIn(corp, 'MEMBER');
    const observer = await userIn(corp, 'OBSERVER');
    for (const user of [member, observer]) {
      expect((await call(user, corp.id, 'get', E.auditTrail.path)).status).toBe(403);
      expect((await call(user, corp.id, 'get', E.auditTrailCsv.path)).status).toBe(403);
    }
    const pro = await platform.createAccount({ plan: 'PRO' });
    const refused = await call(pro.owner, pro.id, 'get', E.auditTrail.path);
    expect([refused.status, refused.body.error]).toEqual([403, FeatureErrors.FEATURE_DISABLED]);
    expect((await call(pro.owner, pro.id, 'get', E.auditTrailCsv.path)).status).toBe(403);
    expect((await call(admin, corp.id, 'get', E.auditTrail.path)).status).toBe(200);
  });

  it('filters by actor, action, object and date range', async () => {
    const page = (query: string) => call(corp.owner, corp.id, 'get', `${E.auditTrail.path}${query}`).then((r) => r.body.data as AuditTrailPage);
    const all = await page('');
    expect(all.total).toBe(3);
    expect(all.entries.map((e) => e.action)).toEqual(['approvals.workflow.created', 'features.updated', 'billing.checkout']);
    expect(all.entries[0]).toMatchObject({ actor: { userId: corp.owner.id }, object: { type: 'ApprovalWorkflow', label: 'Deliveries, "checked"' } });
    expect(all.entries[2]!.object).toEqual({ type: 'billing', id: null, label: null });
    expect(all.actions).toEqual(['approvals.workflow.created', 'billing.checkout', 'features.updated']);
    expect(all.actors.map((a) => a.userId).sort()).toEqual([corp.owner.id, admin.id].sort());

    expect((await page(`?actor=${admin.id}`)).entries.map((e) => e.action)).toEqual(['features.updated']);
    expect((await page('?action=billing.checkout')).total).toBe(1);
    expect((await page('?action=approvals.*')).entries.map((e) => e.action)).toEqual(['approvals.workflow.created']);
    expect((await page('?object=agile_surv')).entries.map((e) => e.action)).toEqual(['features.updated']);
    expect((await page('?object=100%25')).total).toBe(0);
    expect((await page(`?from=${encodeURIComponent('2026-11-04T00:00:00Z')}&to=${encodeURIComponent('2026-11-06T00:00:00Z')}`)).entries.map((e) => e.action)).toEqual(['features.updated']);
    expect((await page('?limit=1&offset=1')).entries.map((e) => e.action)).toEqual(['features.updated']);

    const backwards = await call(corp.owner, corp.id, 'get', `${E.auditTrail.path}?from=2026-11-06T00:00:00Z&to=2026-11-04T00:00:00Z`);
    expect([backwards.status, backwards.body.error]).toEqual([400, ApprovalErrors.INVALID_DATE_RANGE]);
    expect((await call(corp.owner, corp.id, 'get', `${E.auditTrail.path}?actor=not-a-uuid`)).status).toBe(400);
    expect((await call(corp.owner, corp.id, 'get', `${E.auditTrail.path}?from=yesterday`)).status).toBe(400);
  });

  it('exports the filtered log as CSV', async () => {
    const csv = await call(corp.owner, corp.id, 'get', `${E.auditTrailCsv.path}?action=approvals.*`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('audit-trail.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Actor,Actor email,Action,Object type,Object id,Object,Details,IP address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('approvals.workflow.created,ApprovalWorkflow,');
    expect(lines[1]).toContain('"Deliveries, ""checked"""');
    const everything = await call(corp.owner, corp.id, 'get', E.auditTrailCsv.path);
    expect(everything.text.trim().split('\r\n')).toHaveLength(4);
  });

  it("never shows another account's log", async () => {
    const other = await platform.createAccount({ plan: 'ENTERPRISE' });
    const page = await call(other.owner, other.id, 'get', `${E.auditTrail.path}?actor=${corp.owner.id}`);
    expect(page.body.data.total).toBe(0);
    expect(page.body.data.actions).toEqual([]);
    expect((await call(other.owner, corp.id, 'get', E.auditTrail.path)).status).toBe(403);
  });
});

describe('/roles', () => {
  it("holds the same answers as the ability the server builds for each role, on each plan", async () => {
    for (const plan of ['FREE', 'PRO', 'ENTERPRISE'] as const) {
      const account = await platform.createAccount({ plan });
      const response = await call(account.owner, account.id, 'get', E.roles.path);
      expect(response.status).toBe(200);
      const matrix = response.body.data as RolesMatrix;
      expect(matrix.plan).toBe(plan);
      expect(matrix.roles).toEqual(['OWNER', 'ADMIN', 'MEMBER', 'OBSERVER']);
      expect(matrix.subjects.map((s) => s.subject)).toEqual(expect.arrayContaining(['Governance', 'AuditLog', 'Billing']));
      for (const role of matrix.roles) {
        const user = role === 'OWNER' ? account.owner : await userIn(account, role as AccountRole);
        // The ability the server builds for this person's requests.
        const state = await platform.platform.auth.resolve({ authorization: `Bearer ${user.token}`, tenantHeader: account.id }, 'tenant');
        const ability = state!.ability;
        for (const row of matrix.subjects) {
          const cell = row.byRole.find((c) => c.role === role)!;
          for (const action of matrix.actions) {
            const shown = cell.allowed.includes(action) || cell.conditional.includes(action);
            expect(shown, `${plan} ${role} ${action} ${row.subject}`).toBe(ability.can(action, row.subject));
          }
        }
      }
      const admin = matrix.subjects.find((s) => s.subject === 'EnterpriseAdmin')!.byRole.find((c) => c.role === 'ADMIN')!;
      expect(admin.allowed.includes('view')).toBe(plan === 'ENTERPRISE');
      expect(matrix.planFeatures.find((f) => f.feature === 'audit_logs')!.included).toBe(plan === 'ENTERPRISE');
      expect(matrix.permissions.find((p) => p.permission === 'page:billing')!.grants).toEqual([{ subject: 'Billing', actions: ['view', 'read'] }]);
    }
  });
});
