import type { CapabilityRef } from './capabilities.js';
import { defineCapability } from './capabilities.js';

/**
 * What can ask for approval (/governance/approvals). A trigger belongs to the module that raises
 * it; an admin configures a workflow for a trigger only while that module has declared its
 * handler (approvalHandler below) and is on for the account. `amount`: the workflow applies from a
 * threshold in cents.
 */
export const APPROVAL_TRIGGERS = {
  'product.budget-allocation': { module: 'product', amount: true },
  'product.portfolio-delivery': { module: 'product', amount: false },
  'product.portfolio-move': { module: 'product', amount: false },
  'billing.plan-purchase': { module: 'core', amount: true },
  'investor.data-room-grant': { module: 'investor', amount: false },
} as const;
export type ApprovalTrigger = keyof typeof APPROVAL_TRIGGERS;
export const APPROVAL_TRIGGER_IDS = Object.keys(APPROVAL_TRIGGERS) as ApprovalTrigger[];
export const APPROVAL_ORDERS = ['sequential', 'parallel'] as const;
export type ApprovalOrder = (typeof APPROVAL_ORDERS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What a module asks the core to approve. */
export interface ApprovalAsk {
  trigger: ApprovalTrigger;
  /** The user whose action needs approval. */
  requestedBy: string;
  /** What the change is about, e.g. { type: 'PortfolioItem', id, label: 'Checkout revamp' }. */
  subject: { type: string; id: string; label: string };
  /** One line for approvers, in the requester's words ('Budget 12,000.00 -> 60,000.00'). */
  summary: string;
  /** For amount triggers: the amount compared with the workflow's threshold, in cents. */
  amountCents?: number;
  /** What the module needs to apply the change when it is approved (JSON). */
  payload: Record<string, unknown>;
}

export type ApprovalOutcome = { status: 'approved' } | { status: 'pending'; requestId: string; workflowName: string };

/** A pending request as a module shows it next to its subject ('awaiting approval'). */
export interface PendingApproval {
  requestId: string;
  subjectId: string;
  amountCents: number | null;
  summary: string;
  requestedAt: string;
}

/**
 * Approvals, provided by the core. A module asks before a change an admin may have put under a
 * workflow: `require` answers 'approved' at once when no active workflow covers it, or raises a
 * request and answers 'pending' (the module then changes nothing). When the last approver
 * approves, the core calls the module's handler to apply the change; a rejection changes nothing.
 * Throws ConflictError(ApprovalErrors.ALREADY_PENDING) when the same subject already waits.
 */
export interface ApprovalsCapability {
  require(accountId: string, ask: ApprovalAsk): Promise<ApprovalOutcome>;
  pending(accountId: string, trigger: ApprovalTrigger, subjectIds?: string[]): Promise<PendingApproval[]>;
}
export const APPROVALS = defineCapability<ApprovalsCapability>('core.approvals', 'core');

/** An approved (or rejected) request as the module's handler receives it. */
export interface DecidedApproval {
  requestId: string;
  accountId: string;
  trigger: ApprovalTrigger;
  subject: { type: string; id: string; label: string };
  payload: Record<string, unknown>;
  requestedBy: string | null;
  /** The approver whose decision settled it. */
  decidedBy: string;
  comment: string | null;
}

/**
 * A module's side of a trigger, declared in register() with
 * `ctx.capabilities.provide(approvalHandler('product.budget-allocation'), handler)`. `onApproved`
 * applies the change with the module's own rules; throwing one of the typed errors marks the
 * request failed with that text (nothing applied). `onRejected` is told (nothing to undo).
 */
export interface ApprovalHandler {
  onApproved(request: DecidedApproval): Promise<void>;
  onRejected?(request: DecidedApproval): Promise<void>;
}

export function approvalHandler(trigger: ApprovalTrigger): CapabilityRef<ApprovalHandler> {
  return defineCapability<ApprovalHandler>(`approvals.handler:${trigger}`, APPROVAL_TRIGGERS[trigger].module);
}
