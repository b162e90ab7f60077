import { MAILER, directoryFor, type MailTemplate, type PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { ENGAGEMENT_ROUTES, isNpsDetractor, RATING_MAX, SATISFACTION_MAX, type Answer, type Question, type WidgetIntegrations } from '../../shared/index.js';
import { ResponseModel, WidgetModel } from '../models.js';

/** The alert job ('engagement.feedback-alert') and its mail template (sent as 'engagement.feedback-alert'). */
export const FEEDBACK_ALERT_JOB = 'feedback-alert';
export const FEEDBACK_ALERT_MAIL = 'engagement.feedback-alert';

/** The engagement mails (the plugin's mailTemplates). Spanish says 'tú'. */
export const engagementMailTemplates: Record<string, MailTemplate> = {
  'feedback-alert': {
    en: {
      subject: 'New feedback on {{widgetName}}: score {{score}}',
      lines: ['A visitor answered your widget {{widgetName}}.', 'Score: {{score}}', '{{comment}}', 'Every answer is in Customer feedback, where you can tag it, triage it or send it to the backlog.'],
      action: 'Open the answer',
    },
    fr: {
      subject: 'Nouveau retour sur {{widgetName}} : note {{score}}',
      lines: ['Un visiteur a répondu à votre widget {{widgetName}}.', 'Note : {{score}}', '{{comment}}', 'Toutes les réponses sont dans Retours clients, où vous pouvez les étiqueter, les traiter ou les envoyer au backlog.'],
      action: 'Ouvrir la réponse',
    },
    es: {
      subject: 'Nueva opinión sobre {{widgetName}}: puntuación {{score}}',
      lines: ['Un visitante respondió a tu widget {{widgetName}}.', 'Puntuación: {{score}}', '{{comment}}', 'Todas las respuestas están en Opiniones de clientes, donde puedes etiquetarlas, gestionarlas o enviarlas al backlog.'],
      action: 'Abrir la respuesta',
    },
  },
};

export interface FeedbackAlert {
  accountId: string;
  responseId: string;
  /** The widget's recipients when the answer came (a later edit does not change who hears of it). */
  recipients: string[];
}

/** Who gets the alert for an answer with this NPS score (null: no NPS answer): none when detractors only and it is not one. */
export function alertRecipients(integrations: WidgetIntegrations, nps: number | null): string[] {
  const { recipients, onlyDetractors } = integrations.email;
  if (onlyDetractors && (nps === null || !isNpsDetractor(nps))) return [];
  return recipients;
}

/** The answer's score as the mail shows it: the NPS answer, else the first rating or satisfaction one, on its scale. */
function scoreOf(questions: readonly Question[], answers: readonly Answer[], nps: number | null): string {
  if (nps !== null) return `${nps}/${RATING_MAX}`;
  for (const question of questions) {
    const answer = answers.find((a) => a.questionId === question.id)?.answer;
    if (typeof answer !== 'number') continue;
    if (question.type === 'RATING') return `${answer}/${RATING_MAX}`;
    if (question.type === 'SATISFACTION') return `${answer}/${SATISFACTION_MAX}`;
  }
  return '—';
}

/**
 * E-mail alerts are a job, not part of the answer: the public submission only enqueues (one
 * insert), so a slow directory or mailer never slows a visitor's answer nor fails it. The job mails
 * each recipient once: who was mailed is kept on the answer (metadata.alertedTo), so a retry after
 * a partial failure skips them.
 */
export function registerFeedbackAlerts(ctx: PluginContext): { queue(alert: FeedbackAlert): Promise<void> } {
  ctx.jobs.define<FeedbackAlert>(
    FEEDBACK_ALERT_JOB,
    async ({ accountId, responseId, recipients }) => {
      const scope = ctx.scopeFor(accountId);
      const response = await tenantQuery(scope, ResponseModel).findById(responseId);
      const widget = response ? await tenantQuery(scope, WidgetModel).findById(response.widgetId) : undefined;
      if (!response || !widget) return; // deleted since the answer came
      const mailer = await ctx.capabilities.get(MAILER, accountId);
      if (!mailer) {
        ctx.log.warn({ responseId }, 'no mailer: feedback alert not sent');
        return;
      }
      // A member gets the alert in their language; any other address in the widget creator's.
      const directory = await directoryFor(ctx.capabilities, accountId);
      const members = await directory.members(accountId, { includeInactive: true });
      const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.language]));
      const creatorLanguage = members.find((m) => m.id === widget.createdBy)?.language ?? 'en';
      const data = {
        widgetName: widget.name,
        score: scoreOf(widget.configuration.content.questions, response.answers, response.nps),
        comment: response.comment ?? '',
        link: `${ctx.config.appUrl}${ENGAGEMENT_ROUTES.customerFeedback.path}?response=${response.id}`,
      };
      const alerted = new Set(Array.isArray(response.metadata?.alertedTo) ? (response.metadata.alertedTo as string[]) : []);
      for (const to of recipients) {
        if (alerted.has(to)) continue;
        await mailer.send({ to, template: FEEDBACK_ALERT_MAIL, language: byEmail.get(to.toLowerCase()) ?? creatorLanguage, data });
        alerted.add(to);
        await tenantQuery(scope, ResponseModel)
          .findById(response.id)
          .patch({ metadata: { ...response.metadata, alertedTo: [...alerted] } });
      }
    },
    { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true },
  );
  return {
    async queue(alert) {
      if (alert.recipients.length === 0) return;
      await ctx.jobs.enqueue(FEEDBACK_ALERT_JOB, alert, { singletonKey: `feedback-alert:${alert.responseId}` });
    },
  };
}
