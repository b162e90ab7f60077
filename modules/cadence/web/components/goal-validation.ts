import { CadenceErrors as E } from '../../shared/errors.js';

/**
 * What the edit forms check before sending (the server checks the same and answers these texts):
 * an English error text (translated on screen through the area's error texts), or null when fine.
 */

export function objectiveProblem(values: { title: string; periodStart: string; periodEnd: string }): string | null {
  if (!values.title.trim()) return E.TITLE_REQUIRED;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.periodStart) || !/^\d{4}-\d{2}-\d{2}$/.test(values.periodEnd) || values.periodEnd <= values.periodStart) return E.PERIOD_ORDER;
  return null;
}

export function keyResultProblem(values: { title: string; startValue: number; targetValue: number }): string | null {
  if (!values.title.trim()) return E.TITLE_REQUIRED;
  if (values.startValue === values.targetValue) return E.TARGET_EQUALS_START;
  return null;
}

export function measurableProblem(values: { name: string }): string | null {
  return values.name.trim() ? null : E.TITLE_REQUIRED;
}
