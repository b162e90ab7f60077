import type { Knex } from 'knex';
import {
  AccessErrors,
  AccountErrors,
  ForbiddenError,
  NotFoundError,
  ONBOARDING_STEPS,
  ONBOARDING_WINDOW_DAYS,
  ValidationError,
  isAdminLevel,
  normalizePlan,
  onboardingCompanyProblems,
  type AccountRole,
  type Persona,
} from '@suite/sdk';
import type { OnboardingCompanyBody, OnboardingCompanyView, OnboardingStatusView, OnboardingStep } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import { recordAudit } from '../audit/audit.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SETTINGS_FLAGS = ['onboardingWizardCompleted', 'onboardingWizardSkipped', 'onboardingCompleted'] as const;
const COMPANY_FIELDS = ['name', 'stage', 'founded', 'website'] as const;

/** Who asks, in which account, as the request sees them (dev tools may override role and persona). */
export interface OnboardingCaller {
  accountId: string;
  userId: string;
  sessionId: string | null;
  role: AccountRole;
  persona: Persona | null;
  /** May change account settings (account admins). */
  canManage: boolean;
  ip: string | null;
  userAgent: string | null;
}

interface AccountRow {
  id: string;
  plan: string;
  company: Record<string, unknown> | string | null;
  settings: Record<string, unknown> | string | null;
  created_at: Date;
}

const json = (value: unknown): Record<string, unknown> => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
};

async function loadAccount(db: Knex, accountId: string): Promise<AccountRow> {
  const row = (await db('core.accounts').where('id', accountId).first('id', 'plan', 'company', 'settings', 'created_at')) as AccountRow | undefined;
  if (!row) throw new NotFoundError(AccountErrors.ACCOUNT_NOT_FOUND);
  return row;
}

/**
 * The wizard opens by itself (platform.md section 4) when the account is under 7 days old,
 * neither wizard flag is set, and the user is a founder, or has no persona and is owner or admin.
 */
export function wizardShouldOpen(input: { accountCreatedAt: Date; now: Date; completed: boolean; skipped: boolean; persona: Persona | null; role: AccountRole }): boolean {
  const young = input.now.getTime() - input.accountCreatedAt.getTime() < ONBOARDING_WINDOW_DAYS * DAY_MS;
  const eligible = input.persona === 'FOUNDER' || (input.persona === null && (input.role === 'OWNER' || input.role === 'ADMIN'));
  return young && !input.completed && !input.skipped && eligible;
}

function companyOf(row: AccountRow): OnboardingCompanyView {
  const company = json(row.company);
  const view: OnboardingCompanyView = {};
  for (const field of COMPANY_FIELDS) if (typeof company[field] === 'string' && company[field] !== '') view[field] = company[field];
  return view;
}

async function statusOf(ctx: CoreContext, caller: OnboardingCaller, row: AccountRow): Promise<OnboardingStatusView> {
  const settings = json(row.settings);
  const flags = { onboardingWizardCompleted: settings.onboardingWizardCompleted === true, onboardingWizardSkipped: settings.onboardingWizardSkipped === true, onboardingCompleted: settings.onboardingCompleted === true };
  const createdAt = new Date(row.created_at);
  const company = companyOf(row);
  const [chosen, members, invitations] = await Promise.all([
    ctx.db('core.account_features').where('account_id', row.id).first('account_id'),
    ctx.db('core.memberships').where({ account_id: row.id, status: 'ACTIVE' }).count<{ count: string | number }[]>('* as count'),
    ctx.db('core.invitations').where({ account_id: row.id, status: 'pending' }).count<{ count: string | number }[]>('* as count'),
  ]);
  const steps: Record<OnboardingStep, boolean> = {
    company: Boolean(company.name),
    domains: chosen !== undefined,
    team: Number(members[0]?.count ?? 0) > 1 || Number(invitations[0]?.count ?? 0) > 0,
    plan: normalizePlan(row.plan) !== 'FREE',
  };
  const isComplete = flags.onboardingWizardCompleted || flags.onboardingWizardSkipped;
  return {
    accountId: row.id,
    isComplete,
    shouldOpen: wizardShouldOpen({ accountCreatedAt: createdAt, now: ctx.now(), completed: flags.onboardingWizardCompleted, skipped: flags.onboardingWizardSkipped, persona: caller.persona, role: caller.role }),
    showSetupBadge: !isComplete && isAdminLevel(caller.role),
    canManage: caller.canManage,
    settings: flags,
    steps,
    stepsDone: ONBOARDING_STEPS.filter((step) => steps[step]),
    company,
    accountCreatedAt: createdAt.toISOString(),
    windowEndsAt: new Date(createdAt.getTime() + ONBOARDING_WINDOW_DAYS * DAY_MS).toISOString(),
  };
}

/** GET /onboarding/status. */
export async function onboardingStatus(ctx: CoreContext, caller: OnboardingCaller): Promise<OnboardingStatusView> {
  return statusOf(ctx, caller, await loadAccount(ctx.db, caller.accountId));
}

/** Completing or skipping: account admins, and the founder the wizard opens for. */
function requireWizardRights(caller: OnboardingCaller): void {
  if (caller.canManage || caller.persona === 'FOUNDER') return;
  throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
}

function requireManager(caller: OnboardingCaller): void {
  if (!caller.canManage) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
}

async function changeSettings(ctx: CoreContext, caller: OnboardingCaller, changes: Record<string, unknown>, action: string): Promise<OnboardingStatusView> {
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    await trx('core.accounts')
      .where('id', caller.accountId)
      .update({ settings: trx.raw('coalesce(settings, ?::jsonb) || ?::jsonb', ['{}', JSON.stringify(changes)]), updated_at: now });
    await recordAudit(trx, { action, accountId: caller.accountId, userId: caller.userId, sessionId: caller.sessionId, ipAddress: caller.ip, userAgent: caller.userAgent, details: changes });
  });
  return onboardingStatus(ctx, caller);
}

/** POST /onboarding/complete: both completion flags set (a skip before is forgotten). */
export async function completeOnboarding(ctx: CoreContext, caller: OnboardingCaller): Promise<OnboardingStatusView> {
  requireWizardRights(caller);
  return changeSettings(ctx, caller, { onboardingWizardCompleted: true, onboardingCompleted: true, onboardingWizardSkipped: false, onboardingCompletedAt: ctx.now().toISOString() }, 'onboarding.completed');
}

/** POST /onboarding/skip. */
export async function skipOnboarding(ctx: CoreContext, caller: OnboardingCaller): Promise<OnboardingStatusView> {
  requireWizardRights(caller);
  return changeSettings(ctx, caller, { onboardingWizardSkipped: true }, 'onboarding.skipped');
}

/** POST /onboarding/reset ('Reset Setup'): clears the configuration flags; account admins only. */
export async function resetOnboarding(ctx: CoreContext, caller: OnboardingCaller): Promise<OnboardingStatusView> {
  requireManager(caller);
  const cleared: Record<string, unknown> = Object.fromEntries(SETTINGS_FLAGS.map((flag) => [flag, false]));
  cleared.onboardingCompletedAt = null;
  return changeSettings(ctx, caller, cleared, 'onboarding.reset');
}

/** PATCH /onboarding/company: the company details step; only the fields sent change, '' clears one. */
export async function updateCompany(ctx: CoreContext, caller: OnboardingCaller, input: OnboardingCompanyBody): Promise<OnboardingStatusView> {
  requireManager(caller);
  const problems = onboardingCompanyProblems(input, ctx.now().getUTCFullYear());
  if (problems.length > 0) throw new ValidationError(problems[0]!.message, problems);
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    const row = await loadAccount(trx, caller.accountId);
    const company = json(row.company);
    const previousName = typeof company.name === 'string' ? company.name : null;
    for (const field of COMPANY_FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      if (value.trim() === '') delete company[field];
      else company[field] = value.trim();
    }
    // The account is named after the company: a name still the owner's own (as registration
    // makes it) or the previous company name follows the company name given here.
    const named = (await trx('core.accounts as a')
      .leftJoin('core.users as u', 'u.id', 'a.owner_id')
      .where('a.id', caller.accountId)
      .first('a.name', 'u.first_name', 'u.last_name')) as { name: string; first_name: string | null; last_name: string | null } | undefined;
    const newName = typeof company.name === 'string' ? company.name : '';
    const followsCompany = named && (named.name === `${named.first_name ?? ''} ${named.last_name ?? ''}` || named.name === previousName);
    const rename = Boolean(newName && followsCompany && named!.name !== newName);
    await trx('core.accounts')
      .where('id', caller.accountId)
      .update({ company: JSON.stringify(company), updated_at: now, ...(rename ? { name: newName } : {}) });
    await recordAudit(trx, { action: 'onboarding.company_updated', accountId: caller.accountId, userId: caller.userId, sessionId: caller.sessionId, ipAddress: caller.ip, userAgent: caller.userAgent, details: { fields: COMPANY_FIELDS.filter((field) => input[field] !== undefined) } });
  });
  // The switcher, billing header and e-mails read the account's name: sessions read it afresh.
  ctx.auth.invalidateAccount(caller.accountId);
  return onboardingStatus(ctx, caller);
}
