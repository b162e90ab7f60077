import { DIRECTORY, DomainEvents, MAILER, type MailTemplate, type PluginContext } from '@suite/sdk';
import { BI_MODULE_ID } from '../../shared/index.js';
import { tenantQuery } from '@suite/sdk/server';
import { burnAlertCrossing, burnAlertLevel, isoDay, snapshotAt } from '../../shared/runway-math.js';
import { TABLES, loadFinance } from '../finance/store.js';
import { BurnAlertStateModel } from '../finance/models.js';

/**
 * The burn alert mailed to an account's owners when runway crosses under 90 days (low) or under
 * 30 days (critical). The last level is kept per account: a mail goes only on a crossing into a
 * worse level, and climbing back above a threshold re-arms it. Checked after every change of the
 * numbers (a job per account, at most one waiting) and every morning (runway shortens by itself).
 */

export const BURN_ALERT_TEMPLATE = 'burn-alert';
export const BURN_ALERT_CHECK_JOB = 'burn-alert-check';
export const BURN_ALERT_SWEEP_JOB = 'burn-alert-sweep';
const SWEEP_CRON = '0 7 * * *';

export const biMailTemplates: Record<string, MailTemplate> = {
  [BURN_ALERT_TEMPLATE]: {
    en: { subject: '{{accountName}}: runway is down to {{days}} days', lines: ['Hello {{firstName}},', 'At the current net burn of {{burn}} a month, the cash of {{accountName}} lasts {{days}} days: it runs out on {{runOutDate}}.', 'Runway under 90 days is low; under 30 days it is critical.'], action: 'Open the runway tracker' },
    fr: { subject: '{{accountName}} : il reste {{days}} jours de runway', lines: ['Bonjour {{firstName}},', 'Au burn net actuel de {{burn}} par mois, la trésorerie de {{accountName}} tient {{days}} jours : elle sera épuisée le {{runOutDate}}.', 'Un runway de moins de 90 jours est faible ; sous 30 jours il est critique.'], action: 'Ouvrir le suivi du runway' },
    es: { subject: '{{accountName}}: quedan {{days}} días de runway', lines: ['Hola {{firstName}}:', 'Al burn neto actual de {{burn}} al mes, la caja de {{accountName}} dura {{days}} días: se agota el {{runOutDate}}.', 'Un runway de menos de 90 días es bajo; por debajo de 30 días es crítico.'], action: 'Abrir el seguimiento del runway' },
  },
};

const dollars = (cents: number, currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(cents / 100);
  } catch {
    return `${Math.round(cents / 100)} ${currency}`;
  }
};

/** Check one account: mail its owners when runway crossed into a worse level; answers the mails sent. */
export async function checkBurnAlert(ctx: PluginContext, accountId: string): Promise<number> {
  if (!(await ctx.features.isEnabled(accountId, 'business_intelligence'))) return 0;
  const scope = ctx.scopeFor(accountId);
  const { data } = await loadFinance(ctx, scope);
  const snapshot = snapshotAt(accountId, data, isoDay(ctx.now()));
  const level = burnAlertLevel(snapshot.runwayDays);
  const state = await tenantQuery(scope, BurnAlertStateModel).first().select('level');
  const crossing = burnAlertCrossing(state?.level ?? 'none', level);
  if (state?.level !== level) {
    await BurnAlertStateModel.query(scope.knex).insert({ accountId, level, runwayDays: snapshot.runwayDays, updatedAt: ctx.now() }).onConflict('account_id').merge();
  }
  if (!crossing) return 0;
  // Outgoing webhooks hear the crossing too (runway.alert), whoever gets the mail.
  await ctx.events
    .publish(DomainEvents.runwayAlert, accountId, { level: crossing, runwayDays: snapshot.runwayDays, runOutDate: snapshot.runOutDate ?? null })
    .catch((error: unknown) => ctx.log.warn({ err: error, accountId }, 'could not publish runway.alert'));
  const directory = await ctx.capabilities.get(DIRECTORY, accountId);
  const mailer = await ctx.capabilities.get(MAILER, accountId);
  if (!directory || !mailer) return 0;
  const account = await directory.account(accountId);
  const owners = (await directory.members(accountId)).filter((member) => member.role === 'OWNER' && member.active);
  for (const owner of owners) {
    await mailer.send({
      to: owner.email,
      template: `${BI_MODULE_ID}.${BURN_ALERT_TEMPLATE}`,
      language: owner.language,
      category: 'reminders',
      data: {
        firstName: owner.firstName || owner.name,
        accountName: account?.name ?? '',
        days: snapshot.runwayDays,
        level: crossing,
        burn: dollars(snapshot.monthlyNetBurnCents ?? 0, snapshot.currency),
        runOutDate: snapshot.runOutDate,
        link: `${ctx.config.appUrl}/runway-tracker`,
      },
    });
  }
  ctx.log.info({ accountId, level: crossing, runwayDays: snapshot.runwayDays, owners: owners.length }, 'bi: burn alert mailed');
  return owners.length;
}

export async function registerBurnAlerts(ctx: PluginContext): Promise<void> {
  ctx.jobs.define<{ accountId: string }>(BURN_ALERT_CHECK_JOB, async ({ accountId }) => {
    await checkBurnAlert(ctx, accountId);
  });
  // Every account with numbers, every morning: runway shortens as days pass without any entry (across accounts: plain SQL, no tenant scope).
  ctx.jobs.define(BURN_ALERT_SWEEP_JOB, async () => {
    const accounts = (await ctx.db(TABLES.cash).distinct('account_id')) as { account_id: string }[];
    for (const { account_id: accountId } of accounts) await checkBurnAlert(ctx, accountId);
  });
  await ctx.jobs.schedule(BURN_ALERT_SWEEP_JOB, SWEEP_CRON);
}

/** After the numbers change: check the account soon (one waiting check per account). */
export async function queueBurnAlertCheck(ctx: PluginContext, accountId: string): Promise<void> {
  await ctx.jobs.enqueue(BURN_ALERT_CHECK_JOB, { accountId }, { singletonKey: accountId, startAfterSeconds: 5 });
}
