import { useCallback, useState } from 'react';
import type { FieldProblem } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';

/** The first problem of a field, or null. */
export function problemFor(problems: readonly FieldProblem[], field: string): string | null {
  return problems.find((problem) => problem.field === field)?.message ?? null;
}

/**
 * Which fields show their problem: a field once the user typed into it (or chose a value), every
 * field once the form was submitted. Untouched fields stay quiet.
 */
export function useShownProblems(problems: readonly FieldProblem[]) {
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const touch = useCallback((field: string) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })), []);
  const shown = (field: string) => (submitted || touched[field] ? problemFor(problems, field) : null);
  return { shown, touch, submitted, markSubmitted: () => setSubmitted(true) };
}

/** Put the keyboard on the field of the first problem (by the input's name). */
export function focusField(form: HTMLFormElement | null, field: string | undefined): void {
  if (!form || !field) return;
  const element = form.querySelector<HTMLElement>(`[name="${field}"]:not([type="hidden"])`);
  element?.focus();
}

/**
 * A field's problem in the user's language, for Mantine's inputs. The kit's fields do the same,
 * but importing them pulls every kit field (number input, select, their popovers) into the
 * sign-in pages' first load.
 */
export function fieldError(message: string | null | undefined): string | undefined {
  return message ? translateError(message) : undefined;
}
