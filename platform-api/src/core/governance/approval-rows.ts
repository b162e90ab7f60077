import type { ApprovalOrder, ApprovalStatus, ApprovalTrigger } from '@suite/sdk';

/** The rows of the approval tables (core.approval_workflows, _requests, _decisions) and the readers of their columns. */
export interface WorkflowRow {
  id: string;
  account_id: string;
  name: string;
  trigger: ApprovalTrigger;
  min_amount_cents: string | number | null;
  approver_ids: string[];
  approval_order: ApprovalOrder;
  notify_requester: boolean;
  reminder_hours: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface RequestRow {
  id: string;
  account_id: string;
  workflow_id: string | null;
  workflow_name: string;
  trigger: ApprovalTrigger;
  subject_type: string;
  subject_id: string;
  subject_label: string;
  summary: string;
  amount_cents: string | number | null;
  payload: Record<string, unknown>;
  approver_ids: string[];
  approval_order: ApprovalOrder;
  notify_requester: boolean;
  reminder_hours: number;
  requested_by: string | null;
  status: ApprovalStatus;
  outcome_error: string | null;
  created_at: Date;
  decided_at: Date | null;
  applied_at: Date | null;
  last_reminded_at: Date | null;
}

export interface DecisionRow {
  request_id: string;
  approver_id: string | null;
  decision: 'approved' | 'rejected';
  comment: string | null;
  created_at: Date;
}

export interface PersonRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  language: string | null;
}

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
export const num = (value: string | number | null) => (value === null ? null : Number(value));
export const nameOf = (row: PersonRow) => `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email;
export const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? (JSON.parse(value) as string[]) : []);
