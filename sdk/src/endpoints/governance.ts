import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { APPROVAL_ORDERS, APPROVAL_STATUSES, APPROVAL_TRIGGER_IDS } from '../contract/approvals.js';
import { ApprovalErrors } from '../domain/errors/approval-errors.js';
import { FeatureErrors } from '../domain/errors/feature-errors.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const IdParams = Type.Object({ id: Uuid });
const Person = Type.Object({ userId: Uuid, name: Type.String(), email: Type.String() });
const GOVERNANCE_READ = ['read', 'Governance'] as const;
const GOVERNANCE_UPDATE = ['update', 'Governance'] as const;

// ---------- approval workflows ----------

export const ApprovalTriggerOptionSchema = Type.Object({ trigger: literals(APPROVAL_TRIGGER_IDS), module: Type.String(), amount: Type.Boolean() });
export const ApprovalWorkflowSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  trigger: literals(APPROVAL_TRIGGER_IDS),
  /** Amount triggers: requests from this amount on (cents); null for the others. */
  minAmountCents: Nullable(Type.Integer()),
  /** In order: with 'sequential' each approver decides after the one before. */
  approvers: Type.Array(Person),
  approvalOrder: literals(APPROVAL_ORDERS),
  notifyRequester: Type.Boolean(),
  /** Hours between reminders to an approver who has not decided (0: none). */
  reminderHours: Type.Integer(),
  active: Type.Boolean(),
  pendingRequests: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ApprovalWorkflowView = Static<typeof ApprovalWorkflowSchema>;
export const ApprovalWorkflowsViewSchema = Type.Object({
  workflows: Type.Array(ApprovalWorkflowSchema),
  /** The triggers a workflow can be configured for now (their module declared a handler and is on). */
  triggers: Type.Array(ApprovalTriggerOptionSchema),
  /** Who can be an approver: active members other than observers. */
  candidates: Type.Array(Type.Object({ userId: Uuid, name: Type.String(), email: Type.String(), role: Type.String() })),
});
export type ApprovalWorkflowsView = Static<typeof ApprovalWorkflowsViewSchema>;

export const CreateApprovalWorkflowBody = Type.Object(
  {
    name: Type.String({ maxLength: 120 }),
    trigger: Type.String({ maxLength: 80 }),
    minAmountCents: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1e13 }))),
    approverIds: Type.Array(Uuid, { maxItems: 10 }),
    approvalOrder: Type.Optional(literals(APPROVAL_ORDERS)),
    notifyRequester: Type.Optional(Type.Boolean()),
    reminderHours: Type.Optional(Type.Integer({ minimum: 0, maximum: 720 })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateApprovalWorkflowBody = Static<typeof CreateApprovalWorkflowBody>;
export const UpdateApprovalWorkflowBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 120 })),
    minAmountCents: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1e13 }))),
    approverIds: Type.Optional(Type.Array(Uuid, { maxItems: 10 })),
    approvalOrder: Type.Optional(literals(APPROVAL_ORDERS)),
    notifyRequester: Type.Optional(Type.Boolean()),
    reminderHours: Type.Optional(Type.Integer({ minimum: 0, maximum: 720 })),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateApprovalWorkflowBody = Static<typeof UpdateApprovalWorkflowBody>;

// ---------- approval requests ----------

export const ApprovalStepSchema = Type.Object({
  position: Type.Integer(),
  approver: Person,
  decision: Nullable(literals(['approved', 'rejected'] as const)),
  comment: Nullable(Type.String()),
  decidedAt: Nullable(Type.String()),
});
export const ApprovalRequestSchema = Type.Object({
  id: Uuid,
  workflowId: Nullable(Uuid),
  workflowName: Type.String(),
  trigger: literals(APPROVAL_TRIGGER_IDS),
  subject: Type.Object({ type: Type.String(), id: Type.String(), label: Type.String() }),
  summary: Type.String(),
  amountCents: Nullable(Type.Integer()),
  status: literals(APPROVAL_STATUSES),
  approvalOrder: literals(APPROVAL_ORDERS),
  requestedBy: Nullable(Person),
  createdAt: Type.String(),
  decidedAt: Nullable(Type.String()),
  appliedAt: Nullable(Type.String()),
  /** Why an approved change could not be applied (status 'failed'). */
  outcomeError: Nullable(Type.String()),
  steps: Type.Array(ApprovalStepSchema),
  /** Approvers whose decision is awaited now. */
  waitingFor: Type.Array(Uuid),
  canDecide: Type.Boolean(),
  canCancel: Type.Boolean(),
});
export type ApprovalRequestView = Static<typeof ApprovalRequestSchema>;
export const ApprovalRequestQuery = Type.Object(
  {
    status: Type.Optional(literals(APPROVAL_STATUSES)),
    /** 'approver': waiting for me; 'requester': raised by me. */
    mine: Type.Optional(literals(['approver', 'requester'] as const)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  },
  { additionalProperties: false },
);
export const ApprovalRequestPageSchema = Type.Object({
  requests: Type.Array(ApprovalRequestSchema),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  /** Requests waiting for the caller's decision now. */
  waitingForMe: Type.Integer(),
});
export type ApprovalRequestPage = Static<typeof ApprovalRequestPageSchema>;
export const ApprovalDecisionBody = Type.Object({ decision: literals(['approve', 'reject'] as const), comment: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false });
export type ApprovalDecisionBody = Static<typeof ApprovalDecisionBody>;

// ---------- audit trail ----------

export const AuditTrailQuery = Type.Object(
  {
    /** A user id. */
    actor: Type.Optional(Uuid),
    /** An exact action, or a prefix ending in '*' ('billing.*'). */
    action: Type.Optional(Type.String({ maxLength: 120 })),
    /** Words found in what the entry is about (its object type, id, name or details). */
    object: Type.Optional(Type.String({ maxLength: 200 })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  },
  { additionalProperties: false },
);
export type AuditTrailQuery = Static<typeof AuditTrailQuery>;
export const AuditTrailEntrySchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  action: Type.String(),
  actor: Nullable(Person),
  /** What the entry is about: its details' objectType / objectId, else the action's area. */
  object: Type.Object({ type: Type.String(), id: Nullable(Type.String()), label: Nullable(Type.String()) }),
  details: Type.Record(Type.String(), Type.Unknown()),
  ipAddress: Nullable(Type.String()),
});
export type AuditTrailEntry = Static<typeof AuditTrailEntrySchema>;
export const AuditTrailPageSchema = Type.Object({
  entries: Type.Array(AuditTrailEntrySchema),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
  /** Every action and actor the account's log holds (for the filters). */
  actions: Type.Array(Type.String()),
  actors: Type.Array(Person),
});
export type AuditTrailPage = Static<typeof AuditTrailPageSchema>;

// ---------- roles ----------

export const RolePermissionsSchema = Type.Object({
  role: Type.String(),
  /** Actions allowed on the subject (whatever record). */
  allowed: Type.Array(Type.String()),
  /** Actions allowed on some records only (the rule has conditions, e.g. their own). */
  conditional: Type.Array(Type.String()),
});
export const RolesMatrixSchema = Type.Object({
  plan: Type.String(),
  roles: Type.Array(Type.String()),
  actions: Type.Array(Type.String()),
  subjects: Type.Array(Type.Object({ subject: Type.String(), module: Type.String(), byRole: Type.Array(RolePermissionsSchema) })),
  /** What each named permission adds to a MEMBER (platform.md section 6). */
  permissions: Type.Array(Type.Object({ permission: Type.String(), grants: Type.Array(Type.Object({ subject: Type.String(), actions: Type.Array(Type.String()) })) })),
  /** Plan features and whether the account's plan has each. */
  planFeatures: Type.Array(Type.Object({ feature: Type.String(), included: Type.Boolean() })),
});
export type RolesMatrix = Static<typeof RolesMatrixSchema>;

/**
 * Governance (platform.md: OWNER and ADMIN): approval workflows and requests, the audit trail
 * (ENTERPRISE) and the roles matrix. Requests are also open to the members they concern
 * (approvers and requesters).
 */
export const GovernanceEndpoints = {
  workflows: defineEndpoint({ method: 'GET', path: '/governance/approval-workflows', access: 'tenant', can: GOVERNANCE_READ, schema: { response: ApprovalWorkflowsViewSchema }, summary: 'Approval workflows, the triggers available and the possible approvers' }),
  createWorkflow: defineEndpoint({
    method: 'POST',
    path: '/governance/approval-workflows',
    access: 'tenant',
    can: GOVERNANCE_UPDATE,
    status: 201,
    schema: { body: CreateApprovalWorkflowBody, response: ApprovalWorkflowSchema },
    summary: 'Configure an approval workflow',
    errors: [{ status: 400, text: ApprovalErrors.APPROVERS_REQUIRED }, { status: 409, text: ApprovalErrors.ACTIVE_WORKFLOW_EXISTS }],
  }),
  updateWorkflow: defineEndpoint({
    method: 'PATCH',
    path: '/governance/approval-workflows/:id',
    access: 'tenant',
    can: GOVERNANCE_UPDATE,
    schema: { params: IdParams, body: UpdateApprovalWorkflowBody, response: ApprovalWorkflowSchema },
    summary: 'Change a workflow (pending requests keep the approvers they were raised with)',
    errors: [{ status: 400 }, { status: 404, text: ApprovalErrors.WORKFLOW_NOT_FOUND }, { status: 409, text: ApprovalErrors.ACTIVE_WORKFLOW_EXISTS }],
  }),
  deleteWorkflow: defineEndpoint({
    method: 'DELETE',
    path: '/governance/approval-workflows/:id',
    access: 'tenant',
    can: GOVERNANCE_UPDATE,
    schema: { params: IdParams, response: Type.Object({ id: Uuid }) },
    summary: 'Delete a workflow (its pending requests are cancelled)',
    errors: [{ status: 404, text: ApprovalErrors.WORKFLOW_NOT_FOUND }],
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: '/governance/approval-requests',
    access: 'tenant',
    schema: { query: ApprovalRequestQuery, response: ApprovalRequestPageSchema },
    summary: "Approval requests: every request for admins, a member's own and those they approve",
  }),
  request: defineEndpoint({
    method: 'GET',
    path: '/governance/approval-requests/:id',
    access: 'tenant',
    schema: { params: IdParams, response: ApprovalRequestSchema },
    summary: 'A request with its steps, decisions and comments',
    errors: [{ status: 404, text: ApprovalErrors.REQUEST_NOT_FOUND }],
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/governance/approval-requests/:id/decision',
    access: 'tenant',
    schema: { params: IdParams, body: ApprovalDecisionBody, response: ApprovalRequestSchema },
    summary: 'Approve or reject (the last approval applies the change; a rejection changes nothing)',
    errors: [
      { status: 400, text: ApprovalErrors.COMMENT_REQUIRED },
      { status: 403, text: ApprovalErrors.NOT_YOUR_TURN },
      { status: 404, text: ApprovalErrors.REQUEST_NOT_FOUND },
      { status: 409, text: ApprovalErrors.NOT_PENDING },
      { status: 422, text: ApprovalErrors.HANDLER_UNAVAILABLE },
    ],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/governance/approval-requests/:id/cancel',
    access: 'tenant',
    schema: { params: IdParams, response: ApprovalRequestSchema },
    summary: 'Withdraw a pending request (its requester or an admin)',
    errors: [{ status: 403, text: ApprovalErrors.CANCEL_NOT_ALLOWED }, { status: 404, text: ApprovalErrors.REQUEST_NOT_FOUND }, { status: 409, text: ApprovalErrors.NOT_PENDING }],
  }),
  auditTrail: defineEndpoint({
    method: 'GET',
    path: '/governance/audit-trail',
    access: 'tenant',
    can: ['read', 'AuditLog'],
    schema: { query: AuditTrailQuery, response: AuditTrailPageSchema },
    summary: "The account's audit log, filtered (ENTERPRISE)",
    errors: [{ status: 403, text: FeatureErrors.FEATURE_DISABLED }, { status: 400, text: ApprovalErrors.INVALID_DATE_RANGE }],
  }),
  auditTrailCsv: defineEndpoint({
    method: 'GET',
    path: '/governance/audit-trail/export',
    access: 'tenant',
    can: ['read', 'AuditLog'],
    file: true,
    schema: { query: AuditTrailQuery },
    summary: 'The filtered audit log as CSV (ENTERPRISE)',
    errors: [{ status: 403, text: FeatureErrors.FEATURE_DISABLED }],
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: '/governance/roles',
    access: 'tenant',
    can: GOVERNANCE_READ,
    schema: { response: RolesMatrixSchema },
    summary: 'What each role may do, computed from the CASL rules the API enforces',
  }),
} as const;
