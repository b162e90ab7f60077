import { SupportErrors } from './errors.js';
import { isValidEmail, type FieldProblem } from './validation.js';

// The support form's checks live apart from the sign-in forms' (validation.ts), so the sign-in
// pages' chunk does not carry the support texts.

export const SUPPORT_CATEGORIES = ['general', 'technical', 'billing', 'feature', 'integration', 'account'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export interface SupportRequestInput {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
  category?: string;
}

/** Support form checks of platform.md section 5. */
export function supportRequestProblems(input: SupportRequestInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const letters = (input.name ?? '').replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) problems.push({ field: 'name', message: SupportErrors.NAME_TOO_SHORT });
  if (!isValidEmail(input.email)) problems.push({ field: 'email', message: SupportErrors.INVALID_EMAIL });
  if ((input.subject ?? '').trim().length < 5) problems.push({ field: 'subject', message: SupportErrors.SUBJECT_TOO_SHORT });
  if ((input.message ?? '').trim().length < 10) problems.push({ field: 'message', message: SupportErrors.MESSAGE_TOO_SHORT });
  return problems;
}
