import { MAILER, directoryFor, type MailTemplate, type PluginContext } from '@suite/sdk';
import { CADENCE_ROUTES } from '../shared/routes.js';
import { tenantQuery } from '@suite/sdk/server';
import { T } from './common.js';
import { MeetingModel } from './models.js';

/** Hours before a 1:1 that both sides get a reminder with the agenda link. */
export const REMINDER_HOURS = 24;
export const ONE_ON_ONE_REMINDER_MAIL = 'cadence.one-on-one-reminder';

/** The cadence mails (the plugin's mailTemplates, sent as 'cadence.<name>'). */
export const cadenceMailTemplates: Record<string, MailTemplate> = {
  'one-on-one-reminder': {
    en: { subject: 'Your one-on-one with {{otherName}} is coming up', lines: ['Hello {{name}},', 'Your one-on-one with {{otherName}} is on {{when}} (UTC).', 'Open action items: {{openItems}}. Add what you want to talk about to the shared agenda.'], action: 'Open the agenda' },
    fr: { subject: 'Votre entretien individuel avec {{otherName}} approche', lines: ['Bonjour {{name}},', 'Votre entretien individuel avec {{otherName}} a lieu le {{when}} (UTC).', 'Actions ouvertes : {{openItems}}. Ajoutez vos sujets à l’ordre du jour partagé.'], action: 'Ouvrir l’ordre du jour' },
    es: { subject: 'Su reunión uno a uno con {{otherName}} se acerca', lines: ['Hola {{name}}:', 'Su reunión uno a uno con {{otherName}} es el {{when}} (UTC).', 'Acciones abiertas: {{openItems}}. Añada sus temas a la agenda compartida.'], action: 'Abrir la agenda' },
  },
};

interface DueMeeting {
  id: string;
  account_id: string;
  one_on_one_id: string;
  scheduled_at: Date | string;
  manager_user_id: string;
  report_user_id: string;
}

/**
 * Reminders are a job, not a timer: an hourly pass mails both sides of every 1:1 meeting due in the
 * next REMINDER_HOURS that has not been reminded yet, then marks it (once across instances).
 */
export function registerReminders(ctx: PluginContext): void {
  ctx.jobs.define<Record<string, never>>('one-on-one-reminders', async () => {
    const now = ctx.now();
    const due = (await ctx
      .db(`${T.meetings} as m`)
      .join(`${T.oneOnOnes} as o`, 'o.id', 'm.one_on_one_id')
      .whereNull('m.held_at')
      .whereNull('m.reminded_at')
      .where('m.scheduled_at', '>', now)
      .where('m.scheduled_at', '<=', new Date(now.getTime() + REMINDER_HOURS * 3_600_000))
      .select('m.id', 'm.account_id', 'm.one_on_one_id', 'm.scheduled_at', 'o.manager_user_id', 'o.report_user_id')) as DueMeeting[];
    for (const meeting of due) {
      const scope = ctx.scopeFor(meeting.account_id);
      const mailer = await ctx.capabilities.get(MAILER, meeting.account_id);
      if (!mailer) continue;
      const directory = await directoryFor(ctx.capabilities, meeting.account_id);
      const people = await directory.people(meeting.account_id, [meeting.manager_user_id, meeting.report_user_id]);
      const [{ count }] = (await scope.table(T.actionItems).where('one_on_one_id', meeting.one_on_one_id).whereNull('done_in').count('* as count')) as { count: string | number }[];
      const when = new Date(meeting.scheduled_at).toISOString().slice(0, 16).replace('T', ' ');
      for (const [me, other] of [
        [meeting.manager_user_id, meeting.report_user_id],
        [meeting.report_user_id, meeting.manager_user_id],
      ] as const) {
        const person = people.get(me);
        if (!person) continue;
        await mailer.send({
          to: person.email,
          template: ONE_ON_ONE_REMINDER_MAIL,
          language: person.language,
          category: 'reminders',
          data: { name: person.firstName || person.name, otherName: people.get(other)?.name ?? '', when, openItems: Number(count), link: `${ctx.config.appUrl}${CADENCE_ROUTES.oneOnOnes.path}?id=${meeting.one_on_one_id}` },
        });
      }
      await tenantQuery(scope, MeetingModel).findById(meeting.id).patch({ remindedAt: now });
    }
  });
}
