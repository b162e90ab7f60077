import { registrationProblems, resetPasswordProblems, type FieldProblem } from '@suite/sdk';

/** Profile names: the registration rules and texts (1 to 50 characters after trimming). */
export function profileNameProblems(input: { firstName: string; lastName: string }): FieldProblem[] {
  return registrationProblems(input).filter((problem) => problem.field === 'firstName' || problem.field === 'lastName');
}

/** A new password: the reset-password rules and texts (at least 8 characters, confirmation matches). */
export function newPasswordProblems(input: { newPassword: string; confirmPassword: string }): FieldProblem[] {
  return resetPasswordProblems({ token: 'present', ...input }).filter((problem) => problem.field !== 'token');
}

export function problemFor(problems: FieldProblem[], field: string): string | null {
  return problems.find((problem) => problem.field === field)?.message ?? null;
}
