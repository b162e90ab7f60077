import { isValidEmail, type FieldProblem } from '../domain/validation.js';
import { AuthErrors, OnboardingErrors, SalesContactErrors } from '../domain/errors.js';

/**
 * Constants and checks of the onboarding, support and contact-sales APIs, without TypeBox (the
 * light '@suite/sdk' entry re-exports them for the shell). The schemas are in admin.ts.
 */

// ---------- onboarding ----------

/** The wizard opens by itself for accounts under this many days old... */
export const ONBOARDING_WINDOW_DAYS = 7;
/** ...after this delay. */
export const ONBOARDING_OPEN_DELAY_MS = 1000;
export const ONBOARDING_STEPS = ['company', 'domains', 'team', 'plan'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingCompanyInput {
  name?: string;
  stage?: string;
  founded?: string;
  website?: string;
}

/** The company details step's checks, shared by the form and the API. */
export function onboardingCompanyProblems(input: OnboardingCompanyInput, currentYear: number): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.name !== undefined && (input.name.trim().length < 1 || input.name.trim().length > 100)) problems.push({ field: 'name', message: OnboardingErrors.COMPANY_NAME_LENGTH });
  const founded = input.founded?.trim();
  if (founded && (!/^\d{4}$/.test(founded) || Number(founded) < 1800 || Number(founded) > currentYear)) problems.push({ field: 'founded', message: OnboardingErrors.INVALID_FOUNDED });
  const website = input.website?.trim();
  if (website && !/^https?:\/\/[^\s/$.?#][^\s.]*\.[^\s]+$/i.test(website)) problems.push({ field: 'website', message: OnboardingErrors.INVALID_WEBSITE });
  return problems;
}

// ---------- support ----------

export const SUPPORT_REPLY_HOURS = 24;
export const SUPPORT_TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** The ticket reference users see: its id's first 8 characters. */
export function supportTicketReference(ticketId: string): string {
  return ticketId.slice(0, 8);
}

// ---------- contact sales ----------

export const SALES_TEAM_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type SalesTeamSize = (typeof SALES_TEAM_SIZES)[number];

export interface SalesContactInput {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** Contact-sales checks, in form order (the submit button stays disabled until they pass). */
export function salesContactProblems(input: SalesContactInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!(input.firstName ?? '').trim()) problems.push({ field: 'firstName', message: SalesContactErrors.FIRST_NAME_REQUIRED });
  if (!(input.lastName ?? '').trim()) problems.push({ field: 'lastName', message: SalesContactErrors.LAST_NAME_REQUIRED });
  if (!isValidEmail(input.email)) problems.push({ field: 'email', message: AuthErrors.INVALID_EMAIL });
  return problems;
}
