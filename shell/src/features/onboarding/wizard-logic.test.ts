import { describe, expect, it } from 'vitest';
import { AccessErrors, AuthErrors, OnboardingErrors, type OnboardingStatusView } from '@suite/sdk';
import { autoOpenKey, companyChanges, companyDraftFrom, companyProblems, firstOpenStep, inviteRowProblem, newInviteRow, rowsToSend, shouldAutoOpen, stepAt } from './wizard-logic.js';

const steps = (done: Partial<OnboardingStatusView['steps']>): Pick<OnboardingStatusView, 'steps'> => ({ steps: { company: false, domains: false, team: false, plan: false, ...done } });

describe('opening the wizard by itself (platform.md section 4)', () => {
  it('opens when the server says so, once per tab and account', () => {
    expect(shouldAutoOpen({ shouldOpen: true }, false)).toBe(true);
    expect(shouldAutoOpen({ shouldOpen: true }, true)).toBe(false);
    expect(shouldAutoOpen({ shouldOpen: false }, false)).toBe(false);
    expect(shouldAutoOpen(undefined, false)).toBe(false);
    expect(autoOpenKey('acc-1')).not.toBe(autoOpenKey('acc-2'));
  });

  it('starts at the first step not done yet', () => {
    expect(firstOpenStep(steps({}))).toBe(0);
    expect(firstOpenStep(steps({ company: true }))).toBe(1);
    expect(firstOpenStep(steps({ company: true, domains: true, team: true }))).toBe(3);
    expect(firstOpenStep(steps({ company: true, domains: true, team: true, plan: true }))).toBe(0);
    expect(stepAt(1)).toBe('domains');
    expect(stepAt(9)).toBe('plan');
  });
});

describe('the company details step', () => {
  it("starts from the stored details, else the account's name", () => {
    expect(companyDraftFrom({ company: {} }, 'Acme Robotics')).toEqual({ name: 'Acme Robotics', stage: '', founded: '', website: '' });
    expect(companyDraftFrom({ company: { name: 'Acme Inc', website: 'https://acme.test' } }, 'Acme Robotics').name).toBe('Acme Inc');
  });

  it("checks with the API's texts: name required, founded a year, website an address", () => {
    const year = 2030;
    expect(companyProblems({ name: ' ', stage: '', founded: '', website: '' }, year).map((p) => p.message)).toEqual([OnboardingErrors.COMPANY_NAME_LENGTH]);
    expect(companyProblems({ name: 'Acme', stage: '', founded: '21', website: '' }, year).map((p) => p.message)).toEqual([OnboardingErrors.INVALID_FOUNDED]);
    expect(companyProblems({ name: 'Acme', stage: '', founded: '2031', website: '' }, year).map((p) => p.message)).toEqual([OnboardingErrors.INVALID_FOUNDED]);
    expect(companyProblems({ name: 'Acme', stage: '', founded: '', website: 'acme' }, year).map((p) => p.message)).toEqual([OnboardingErrors.INVALID_WEBSITE]);
    expect(companyProblems({ name: 'Acme', stage: 'Seed', founded: '2021', website: 'https://acme.test' }, year)).toEqual([]);
  });

  it('sends only the fields that changed, an emptied field as empty text', () => {
    const saved = { company: { name: 'Acme', stage: 'Seed' } };
    expect(companyChanges({ name: 'Acme', stage: 'Seed', founded: '', website: '' }, saved)).toEqual({});
    expect(companyChanges({ name: ' Acme Robotics ', stage: '', founded: '2021', website: '' }, saved)).toEqual({ name: 'Acme Robotics', stage: '', founded: '2021' });
  });
});

describe('the invite step', () => {
  it('ignores blank rows and rows already sent', () => {
    const rows = [
      { ...newInviteRow(1), email: 'a@example.com' },
      { ...newInviteRow(2), email: '   ' },
      { ...newInviteRow(3), email: 'b@example.com', state: 'sent' as const },
      { ...newInviteRow(4), email: 'c@example.com', state: 'failed' as const, error: 'An invitation is already pending for this email' },
    ];
    expect(rowsToSend(rows).map((row) => row.key)).toEqual([1, 4]);
  });

  it("checks a row with the invitation's own texts", () => {
    expect(inviteRowProblem({ email: '', role: 'MEMBER' })).toBeNull();
    expect(inviteRowProblem({ email: 'not-an-email', role: 'MEMBER' })).toBe(AuthErrors.INVALID_EMAIL);
    expect(inviteRowProblem({ email: 'a@example.com', role: '' })).toBe(AccessErrors.INVALID_INVITATION_DATA);
    expect(inviteRowProblem({ email: 'a@example.com', role: 'ADMIN' })).toBeNull();
  });
});
