import type { Knex } from 'knex';
import { DEMO_ACCOUNTS, type DemoDirectory, type Logger } from '@suite/sdk';
import { recordPaidInvoice } from './affiliate.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo affiliate's code (shown in the README's demo section). */
export const DEMO_AFFILIATE_CODE = 'DEMOPART';

/**
 * Listed startups of the demo directory besides Acme and Northwind: accounts with no users, only a
 * public profile, so the landing's directory has two pages to search and filter.
 */
const DIRECTORY_STARTUPS: { name: string; oneLiner: string; industry: string; stage: string; seeking: string[] }[] = [
  { name: 'Lumen Health', oneLiner: 'Remote monitoring for post-operative care, reviewed by nurses.', industry: 'health', stage: 'seed', seeking: ['investment', 'partners'] },
  { name: 'Ledgerly', oneLiner: 'Bookkeeping that closes the month for small agencies in two days.', industry: 'fintech', stage: 'pre-seed', seeking: ['investment', 'customers'] },
  { name: 'Tutorloop', oneLiner: 'Peer tutoring marketplace for university maths courses.', industry: 'education', stage: 'seed', seeking: ['customers', 'talent'] },
  { name: 'GreenGrid Analytics', oneLiner: 'Forecasts rooftop solar output for grid operators.', industry: 'climate', stage: 'series-a', seeking: ['investment', 'partners'] },
  { name: 'Shelfwise', oneLiner: 'Stock forecasting for independent grocers from their till data.', industry: 'saas', stage: 'seed', seeking: ['investment'] },
  { name: 'Parcel Pilot', oneLiner: 'Route planning for same-day couriers in dense cities.', industry: 'marketplace', stage: 'pre-seed', seeking: ['investment', 'advisors'] },
  { name: 'Quill AI', oneLiner: 'Drafts first answers to support tickets from your own help centre.', industry: 'ai', stage: 'seed', seeking: ['customers', 'investment'] },
  { name: 'Forge Robotics', oneLiner: 'Welding cobots that small workshops can program by hand.', industry: 'hardware', stage: 'series-a', seeking: ['investment', 'talent'] },
  { name: 'Kindred Pets', oneLiner: 'Subscription vet care with video consultations.', industry: 'consumer', stage: 'seed', seeking: ['investment'] },
  { name: 'Crewplan', oneLiner: 'Shift scheduling for restaurants that respects labour rules.', industry: 'saas', stage: 'idea', seeking: ['advisors', 'customers'] },
  { name: 'Aqua Sense', oneLiner: 'Leak detection sensors for apartment buildings.', industry: 'climate', stage: 'pre-seed', seeking: ['investment', 'partners'] },
  { name: 'Tallyhive', oneLiner: 'Expense approvals in chat for teams of 10 to 200.', industry: 'fintech', stage: 'seed', seeking: ['customers'] },
];

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Demo data of the public site (issue 21): the demo affiliate with clicks and two referred demo
 * companies whose seeded invoices earned real commissions, and a startup directory where Acme and
 * Northwind chose to be listed (Globex and Blue Harbor did not).
 */
export async function seedPublicSite(db: Knex, demo: DemoDirectory, log: Logger, now: () => Date = () => new Date()): Promise<void> {
  const today = now();
  const ago = (days: number) => new Date(today.getTime() - days * DAY_MS);
  const affiliateEmail = DEMO_ACCOUNTS.find((person) => person.persona === 'AFFILIATE')?.email;
  const affiliateUser = affiliateEmail ? ((await db('core.users').where('email', affiliateEmail).first('id')) as { id: string } | undefined) : undefined;

  await db.transaction(async (trx) => {
    if (affiliateUser && !(await trx('core.affiliates').where('user_id', affiliateUser.id).first('id'))) {
      const [affiliate] = (await trx('core.affiliates').insert({ user_id: affiliateUser.id, code: DEMO_AFFILIATE_CODE, created_at: ago(120) }).returning('id')) as { id: string }[];
      // Clicks over the last 90 days, a few a week.
      const clicks: { affiliate_id: string; landing_path: string; referrer: string; created_at: Date }[] = [];
      for (let day = 90; day >= 1; day -= 2) clicks.push({ affiliate_id: affiliate!.id, landing_path: '/', referrer: day % 3 ? 'https://newsletter.example' : 'https://blog.example/startup-tools', created_at: ago(day) });
      const clickRows = (await trx('core.affiliate_clicks').insert(clicks).returning(['id', 'created_at'])) as { id: string; created_at: Date }[];
      // Acme registered 75 days ago (before its first invoice), Northwind 20 days ago (free, not paying yet).
      for (const [key, days] of [['pro', 75], ['free', 20]] as const) {
        const account = demo.accounts[key];
        if (!account) continue;
        const click = clickRows.find((row) => new Date(row.created_at).getTime() <= ago(days).getTime());
        const [referral] = (await trx('core.affiliate_referrals').insert({ affiliate_id: affiliate!.id, account_id: account.id, click_id: click?.id ?? null, registered_at: ago(days) }).returning('id')) as { id: string }[];
        if (!referral) continue;
        const invoices = (await trx('core.invoices').where('account_id', account.id).orderBy('issued_at').select('id', 'amount_paid_cents', 'paid_at', 'issued_at')) as { id: string; amount_paid_cents: number; paid_at: Date | null; issued_at: Date }[];
        for (const invoice of invoices) await recordPaidInvoice(trx, { id: invoice.id, accountId: account.id, totalCents: Number(invoice.amount_paid_cents), paidAt: new Date(invoice.paid_at ?? invoice.issued_at) });
      }
    }

    // The directory: Acme and Northwind opted in; the twelve directory-only startups.
    const listed: { accountId: string; name: string; oneLiner: string; description: string; industry: string; stage: string; seeking: string[]; metrics: string[]; website: string | null; days: number }[] = [];
    if (demo.accounts.pro) {
      listed.push({ accountId: demo.accounts.pro.id, name: 'Acme Robotics', oneLiner: 'Warehouse picking robots that pay for themselves in a year.', description: 'Acme Robotics builds autonomous picking arms for mid-size warehouses. Seed-funded, shipping to 14 customers, raising a Series A to open a second assembly line.', industry: 'hardware', stage: 'seed', seeking: ['investment', 'customers'], metrics: ['mrr', 'runway', 'teamSize'], website: 'https://acme-robotics.example', days: 1 });
    }
    if (demo.accounts.free) {
      listed.push({ accountId: demo.accounts.free.id, name: 'Northwind Studio', oneLiner: 'A design studio turning product research into shippable prototypes.', description: 'Northwind Studio helps early teams test ideas with clickable prototypes in two weeks. Looking for advisors in B2B sales.', industry: 'saas', stage: 'pre-seed', seeking: ['advisors'], metrics: [], website: 'https://northwind.example', days: 3 });
    }
    let index = 0;
    for (const startup of DIRECTORY_STARTUPS) {
      index += 1;
      const slug = slugOf(startup.name);
      if (await trx('core.public_profiles').where('slug', slug).first('slug')) continue;
      const [account] = (await trx('core.accounts')
        .insert({ name: startup.name, slug: `directory-${slug}`, type: 'TEAM', plan: 'FREE', company: JSON.stringify({ name: startup.name }), settings: JSON.stringify({ onboardingWizardCompleted: true, onboardingCompleted: true }), created_at: ago(200), updated_at: ago(200) })
        .returning('id')) as { id: string }[];
      listed.push({ accountId: account!.id, ...startup, description: `${startup.oneLiner} A demo listing of the startup directory.`, metrics: [], website: null, days: 3 + index });
    }
    for (const entry of listed) {
      await trx('core.public_profiles')
        .insert({
          account_id: entry.accountId,
          listed: true,
          slug: slugOf(entry.name),
          name: entry.name,
          one_liner: entry.oneLiner,
          description: entry.description,
          industry: entry.industry,
          stage: entry.stage,
          seeking: JSON.stringify(entry.seeking),
          metrics: JSON.stringify(entry.metrics),
          website: entry.website,
          created_at: ago(entry.days),
          updated_at: ago(entry.days),
        })
        .onConflict('account_id')
        .ignore();
    }
  });
  log.info({ affiliate: Boolean(affiliateUser) }, 'seeded demo public site');
}
