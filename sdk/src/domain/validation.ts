import { AuthErrors } from './errors.js';
import type { Persona } from './personas.js';

/** One validation failure: the field it belongs to and the spec's text. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Names are 1 to 50 characters after trimming; passwords at least 8 (platform.md section 5). */
export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
/** An email of the form {local}@{domain}.{tld} without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

export interface RegistrationInput {
  persona?: Persona | '' | null;
  email?: string;
  password?: string;
  confirmPassword?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  acceptTerms?: boolean;
}

const nameOk = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed.length >= 1 && trimmed.length <= NAME_MAX_LENGTH;
};

/**
 * Registration checks in the spec's order (platform.md section 5). The form and the API both call
 * this, so they always give the same first message.
 */
export function registrationProblems(input: RegistrationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.persona !== 'FOUNDER' && input.persona !== 'INVESTOR' && input.persona !== 'AFFILIATE') problems.push({ field: 'persona', message: AuthErrors.PERSONA_REQUIRED });
  if ((input.password ?? '') !== (input.confirmPassword ?? '')) problems.push({ field: 'confirmPassword', message: AuthErrors.PASSWORDS_DO_NOT_MATCH });
  if (!isValidEmail(input.email)) problems.push({ field: 'email', message: AuthErrors.INVALID_EMAIL });
  if ((input.password ?? '').length < PASSWORD_MIN_LENGTH) problems.push({ field: 'password', message: AuthErrors.PASSWORD_TOO_SHORT });
  if (!nameOk(input.firstName)) problems.push({ field: 'firstName', message: AuthErrors.FIRST_NAME_LENGTH });
  if (!nameOk(input.lastName)) problems.push({ field: 'lastName', message: AuthErrors.LAST_NAME_LENGTH });
  if (!(input.phone ?? '').trim()) problems.push({ field: 'phone', message: AuthErrors.PHONE_REQUIRED });
  if (input.acceptTerms !== true) problems.push({ field: 'acceptTerms', message: AuthErrors.TERMS_REQUIRED });
  return problems;
}

export interface ResetPasswordInput {
  token?: string | null;
  newPassword?: string;
  confirmPassword?: string;
}

/** Reset-password checks of platform.md section 5, in order. */
export function resetPasswordProblems(input: ResetPasswordInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.token) problems.push({ field: 'token', message: AuthErrors.RESET_TOKEN_MISSING });
  if ((input.newPassword ?? '').length < PASSWORD_MIN_LENGTH) problems.push({ field: 'newPassword', message: AuthErrors.RESET_PASSWORD_TOO_SHORT });
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) problems.push({ field: 'confirmPassword', message: AuthErrors.RESET_PASSWORDS_DO_NOT_MATCH });
  return problems;
}
