import type { Knex } from 'knex';
import { ConflictError, FINANCE, ForbiddenError, INVESTOR_ACCESS_REQUESTS, NotFoundError, PublicSiteErrors, ValidationError, type AuthUser, type CapabilityRegistry } from '@suite/sdk';
import {
  DIRECTORY_PAGE_SIZE,
  type AccessRequestResult,
  type BusinessProfileView,
  type DirectoryEntryView,
  type DirectoryPageView,
  type ProfileMetric,
  type PublicProfileBodyInput,
  type PublicProfileView,
} from '@suite/sdk/schemas';

/**
 * The startup directory (finance-and-growth.md sections 2 and 9): only accounts whose OWNER or ADMIN
 * listed them in the account settings appear, with only what they filled in; metrics are off until
 * chosen one by one, and their values come from the account's own finance data (FINANCE) when shown.
 */

interface ProfileRow {
  account_id: string;
  listed: boolean;
  slug: string;
  name: string;
  logo_url: string | null;
  one_liner: string;
  description: string;
  industry: string | null;
  stage: string | null;
  seeking: string[] | string;
  metrics: string[] | string;
  website: string | null;
}

const list = (value: string[] | string): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : value);

function entryView(row: ProfileRow): DirectoryEntryView {
  return { slug: row.slug, name: row.name, logoUrl: row.logo_url, oneLiner: row.one_liner, industry: row.industry, stage: row.stage, seeking: list(row.seeking) };
}

/** Escapes LIKE's wildcards so a search for "50%" means the text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function directoryPage(db: Knex, query: { q?: string; industry?: string; stage?: string; seeking?: string; page?: number }): Promise<DirectoryPageView> {
  const base = db('core.public_profiles as p').join('core.accounts as a', 'a.id', 'p.account_id').where('p.listed', true);
  const q = query.q?.trim();
  if (q) base.where((w) => w.whereILike('p.name', likeText(q)).orWhereILike('p.one_liner', likeText(q)).orWhereILike('p.description', likeText(q)));
  if (query.industry) base.where('p.industry', query.industry);
  if (query.stage) base.where('p.stage', query.stage);
  if (query.seeking) base.whereRaw('p.seeking @> ?::jsonb', [JSON.stringify([query.seeking])]);
  const [{ count }] = (await base.clone().count({ count: '*' })) as [{ count: string | number }];
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const rows = (await base
    .clone()
    .orderBy([{ column: 'p.updated_at', order: 'desc' }, { column: 'p.slug' }])
    .limit(DIRECTORY_PAGE_SIZE)
    .offset((page - 1) * DIRECTORY_PAGE_SIZE)
    .select('p.*')) as ProfileRow[];
  return { items: rows.map(entryView), total, page, pageSize: DIRECTORY_PAGE_SIZE, pages };
}

async function listedBySlug(db: Knex, slug: string): Promise<ProfileRow> {
  const row = (await db('core.public_profiles').where({ slug: slug.toLowerCase(), listed: true }).first()) as ProfileRow | undefined;
  if (!row) throw new NotFoundError(PublicSiteErrors.BUSINESS_NOT_FOUND);
  return row;
}

async function metricValues(capabilities: CapabilityRegistry, db: Knex, accountId: string, chosen: ProfileMetric[]): Promise<BusinessProfileView['metrics']> {
  if (chosen.length === 0) return [];
  const finance = chosen.some((key) => key !== 'teamSize') ? await capabilities.get(FINANCE, accountId) : undefined;
  const snapshot = finance ? await finance.snapshot(accountId).catch(() => null) : null;
  const members = chosen.includes('teamSize')
    ? Number(((await db('core.memberships').where({ account_id: accountId, status: 'ACTIVE' }).count({ count: '*' })) as [{ count: string | number }])[0].count)
    : null;
  const value = (key: ProfileMetric): number | null => {
    if (key === 'teamSize') return members;
    if (key === 'mrr') return snapshot?.mrrCents ?? null;
    if (key === 'growth') return snapshot?.revenueGrowthPct ?? null;
    return snapshot?.runwayDays ?? null;
  };
  return chosen.map((key) => ({ key, value: value(key) }));
}

export async function businessProfile(db: Knex, capabilities: CapabilityRegistry, slug: string): Promise<BusinessProfileView> {
  const row = await listedBySlug(db, slug);
  const accepts = (await capabilities.get(INVESTOR_ACCESS_REQUESTS, row.account_id)) !== undefined;
  return {
    ...entryView(row),
    description: row.description,
    website: row.website,
    metrics: await metricValues(capabilities, db, row.account_id, list(row.metrics) as ProfileMetric[]),
    acceptsAccessRequests: accepts,
  };
}

/** A signed-in investor asks a listed company for access: the investor area's own request, through its capability. */
export async function requestAccess(db: Knex, capabilities: CapabilityRegistry, user: AuthUser, slug: string, message: string | null): Promise<AccessRequestResult> {
  const row = await listedBySlug(db, slug);
  const person = (await db('core.users').where('id', user.id).first('primary_persona')) as { primary_persona: string | null } | undefined;
  if (person?.primary_persona !== 'INVESTOR') throw new ForbiddenError(PublicSiteErrors.INVESTORS_ONLY);
  const requests = await capabilities.get(INVESTOR_ACCESS_REQUESTS, row.account_id);
  if (!requests) throw new ConflictError(PublicSiteErrors.ACCESS_REQUESTS_UNAVAILABLE);
  return { status: await requests.request({ companyAccountId: row.account_id, investorUserId: user.id, message: message?.trim() || null }) };
}

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

function profileView(row: ProfileRow, saved: boolean): PublicProfileView {
  return {
    listed: row.listed,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logo_url,
    oneLiner: row.one_liner,
    description: row.description,
    industry: row.industry,
    stage: row.stage,
    seeking: list(row.seeking),
    metrics: list(row.metrics),
    website: row.website,
    saved,
  };
}

/** The account's profile; before the first save, an unlisted draft from the account's name. */
export async function ownProfile(db: Knex, accountId: string): Promise<PublicProfileView> {
  const row = (await db('core.public_profiles').where('account_id', accountId).first()) as ProfileRow | undefined;
  if (row) return profileView(row, true);
  const account = (await db('core.accounts').where('id', accountId).first('name', 'slug')) as { name: string; slug: string | null };
  const slug = slugify(account.slug ?? account.name);
  return profileView({ account_id: accountId, listed: false, slug: slug.length >= 3 ? slug : `company-${accountId.slice(0, 8)}`, name: account.name, logo_url: null, one_liner: '', description: '', industry: null, stage: null, seeking: [], metrics: [], website: null }, false);
}

export async function saveProfile(db: Knex, accountId: string, body: PublicProfileBodyInput, now: Date): Promise<PublicProfileView> {
  const slug = body.slug.toLowerCase();
  const taken = (await db('core.public_profiles').where('slug', slug).whereNot('account_id', accountId).first('account_id')) as object | undefined;
  if (taken) throw new ConflictError(PublicSiteErrors.SLUG_TAKEN, [{ field: 'slug', message: PublicSiteErrors.SLUG_TAKEN }]);
  const name = body.name.trim();
  if (!name) throw new ValidationError(PublicSiteErrors.NAME_REQUIRED, [{ field: 'name', message: PublicSiteErrors.NAME_REQUIRED }]);
  const values = {
    listed: body.listed,
    slug,
    name,
    logo_url: body.logoUrl ?? null,
    one_liner: body.oneLiner?.trim() ?? '',
    description: body.description?.trim() ?? '',
    industry: body.industry ?? null,
    stage: body.stage ?? null,
    seeking: JSON.stringify(body.seeking ?? []),
    metrics: JSON.stringify(body.metrics ?? []),
    website: body.website ?? null,
    updated_at: now,
  };
  try {
    await db('core.public_profiles').insert({ account_id: accountId, ...values, created_at: now }).onConflict('account_id').merge(values);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new ConflictError(PublicSiteErrors.SLUG_TAKEN, [{ field: 'slug', message: PublicSiteErrors.SLUG_TAKEN }]);
    throw error;
  }
  return ownProfile(db, accountId);
}
