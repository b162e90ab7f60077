import { AuthErrors, isValidEmail, isWithinLimit, PLAN_CATALOGUE, normalizePlan } from '@suite/sdk';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import type { TeamBody } from '../../shared/teams.js';

/** A team's name and description (the server's limits: 80 and 1000 characters). */
export const TEAM_NAME_MAX = 80;
export const TEAM_DESCRIPTION_MAX = 1000;

export interface TeamFormValues {
  name: string;
  description: string;
}

/** A form key of the agile namespace, or a server text of the sdk. */
export function teamFormProblems(values: TeamFormValues): { name?: string; description?: string } {
  const problems: { name?: string; description?: string } = {};
  const name = values.name.trim();
  if (!name) problems.name = TeamErrors.NAME_REQUIRED;
  else if (name.length > TEAM_NAME_MAX) problems.name = 'teams.form.nameTooLong';
  if (values.description.length > TEAM_DESCRIPTION_MAX) problems.description = 'teams.form.descriptionTooLong';
  return problems;
}

export function teamBody(values: TeamFormValues): TeamBody {
  const description = values.description.trim();
  return { name: values.name.trim(), description: description || null };
}

/** The invitation form's email rule, with the sign-up form's text. */
export function invitationEmailProblem(email: string): string | null {
  return isValidEmail(email.trim()) ? null : AuthErrors.INVALID_EMAIL;
}

/** The plan's team limit: how many teams the account may have (null: unlimited), and whether another fits. */
export function teamAllowance(plan: string | null | undefined, teams: number): { limit: number | null; canAdd: boolean } {
  const limit = PLAN_CATALOGUE[normalizePlan(plan)].limits.maxTeams;
  return { limit: limit < 0 ? null : limit, canAdd: isWithinLimit(teams, limit) };
}
