import { RetroErrors } from '../../shared/errors/retro-errors.js';
import type { ActionItemBody, ActionItemPriority } from '../../shared/retro.js';

/** The action-item form: title, owner, due date, priority (agile.md sections 3 and 5). */
export interface ActionItemFormValues {
  title: string;
  description: string;
  /** A participant's user id, or ''. */
  assigneeId: string;
  /** YYYY-MM-DD or ''. */
  dueDate: string;
  priority: ActionItemPriority;
}

export const emptyActionItemForm = (): ActionItemFormValues => ({ title: '', description: '', assigneeId: '', dueDate: '', priority: 'MEDIUM' });

/** Today as the server counts it (UTC), YYYY-MM-DD. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export function actionItemProblems(values: ActionItemFormValues, today: string): { title?: string; dueDate?: string } {
  const problems: { title?: string; dueDate?: string } = {};
  if (!values.title.trim()) problems.title = RetroErrors.ACTION_ITEM_TITLE_EMPTY;
  if (values.dueDate && values.dueDate < today) problems.dueDate = RetroErrors.DUE_DATE_PAST;
  return problems;
}

export function actionItemBody(values: ActionItemFormValues): ActionItemBody {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description || null,
    priority: values.priority,
    dueDate: values.dueDate || null,
    assigneeId: values.assigneeId || null,
  };
}
