import { FEEDBACK_QUESTIONS, type FeedbackQuestionRef, type PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { ResponseModel, WidgetModel } from '../models.js';

/**
 * FEEDBACK_QUESTIONS for the other domains (product's validation lab takes a hypothesis' metric
 * from a question): the account's widgets' questions, and each question's answers so far (count
 * and the average of the numeric ones).
 */
export function provideFeedbackQuestions(ctx: PluginContext): void {
  ctx.capabilities.provide(FEEDBACK_QUESTIONS, {
    async listQuestions(accountId) {
      const widgets = await tenantQuery(ctx.scopeFor(accountId), WidgetModel).select('id', 'name', 'configuration').orderBy('name');
      return widgets.flatMap((widget): FeedbackQuestionRef[] =>
        (widget.configuration.content?.questions ?? []).map((question) => ({ widgetId: widget.id, widgetName: widget.name, questionId: question.id, text: question.text ?? '', type: question.type })),
      );
    },
    async questionResult(accountId, widgetId, questionId) {
      const scope = ctx.scopeFor(accountId);
      const widget = await tenantQuery(scope, WidgetModel).findById(widgetId).select('configuration');
      if (!widget || !(widget.configuration.content?.questions ?? []).some((question) => question.id === questionId)) return null;
      const rows = await tenantQuery(scope, ResponseModel).where('widget_id', widgetId).select('answers');
      const answers = rows.flatMap((row) => (Array.isArray(row.answers) ? row.answers : [])).filter((entry) => entry.questionId === questionId);
      const numbers = answers.map((entry) => entry.answer).filter((answer): answer is number => typeof answer === 'number' && Number.isFinite(answer));
      return { responses: answers.length, average: numbers.length > 0 ? numbers.reduce((sum, value) => sum + value, 0) / numbers.length : null };
    },
  });
}
