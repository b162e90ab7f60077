import { ONBOARDING_STEPS, onboardingCompanyProblems, type FieldProblem, type OnboardingCompanyInput, type OnboardingStatusView, type OnboardingStep } from '@suite/sdk';
import { invitationProblem } from '../account/roles.js';

// ---------- opening by itself ----------

/** Remembered per tab and account, so closing the wizard does not bring it back on every page. */
export function autoOpenKey(accountId: string): string {
  return `suite.onboarding.autoOpened:${accountId}`;
}

/** Open by itself (after ONBOARDING_OPEN_DELAY_MS) when the server says so and this tab has not yet. */
export function shouldAutoOpen(status: Pick<OnboardingStatusView, 'shouldOpen'> | undefined, alreadyOpened: boolean): boolean {
  return Boolean(status?.shouldOpen) && !alreadyOpened;
}

/** Where the wizard starts: the first step not done yet, or the first step. */
export function firstOpenStep(status: Pick<OnboardingStatusView, 'steps'> | undefined): number {
  if (!status) return 0;
  const index = ONBOARDING_STEPS.findIndex((step) => !status.steps[step]);
  return index < 0 ? 0 : index;
}

export function stepAt(index: number): OnboardingStep {
  return ONBOARDING_STEPS[Math.max(0, Math.min(ONBOARDING_STEPS.length - 1, index))]!;
}

// ---------- company details ----------

export interface CompanyDraft {
  name: string;
  stage: string;
  founded: string;
  website: string;
}

const COMPANY_FIELDS = ['name', 'stage', 'founded', 'website'] as const;

export function companyDraftFrom(status: Pick<OnboardingStatusView, 'company'>, accountName: string | undefined): CompanyDraft {
  return {
    name: status.company.name ?? accountName ?? '',
    stage: status.company.stage ?? '',
    founded: status.company.founded ?? '',
    website: status.company.website ?? '',
  };
}

/** The company step's problems, the API's own checks (the name is required here). */
export function companyProblems(draft: CompanyDraft, currentYear: number): FieldProblem[] {
  return onboardingCompanyProblems(draft, currentYear);
}

/** Only the fields that differ from what is stored ('' clears one). */
export function companyChanges(draft: CompanyDraft, saved: Pick<OnboardingStatusView, 'company'>): OnboardingCompanyInput {
  const changes: OnboardingCompanyInput = {};
  for (const field of COMPANY_FIELDS) {
    const value = draft[field].trim();
    if (value !== (saved.company[field] ?? '')) changes[field] = value;
  }
  return changes;
}

// ---------- inviting the team ----------

export type InviteRowState = 'draft' | 'sending' | 'sent' | 'failed';

export interface InviteRow {
  key: number;
  email: string;
  role: string;
  state: InviteRowState;
  /** The server's text when sending failed. */
  error: string | null;
}

export function newInviteRow(key: number, role = 'MEMBER'): InviteRow {
  return { key, email: '', role, state: 'draft', error: null };
}

/** Rows left blank are ignored; rows already sent are not sent again. */
export function rowsToSend(rows: readonly InviteRow[]): InviteRow[] {
  return rows.filter((row) => row.state !== 'sent' && row.email.trim() !== '');
}

/** What is wrong with a row before sending (the invitation's own checks), or null. */
export function inviteRowProblem(row: Pick<InviteRow, 'email' | 'role'>): string | null {
  if (row.email.trim() === '') return null;
  return invitationProblem(row.email, row.role);
}
