import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import {
  BUILT_IN_RETRO_TEMPLATES,
  RETRO_TEMPLATE_LIMITS,
  TEMPLATE_SUGGESTION,
  type RetroTemplate,
  type TemplateBody,
  type TemplateDifficulty,
  type TemplateSearchBody,
  type TemplateSuggestions,
  type UpdateTemplateBody,
} from '../../shared/retro.js';
import { RT, RetroTemplateModel, iso } from './models.js';
import { checkSettings, customColumns } from './rules.js';
import { recordTemplateVersion } from '../governance.js';

const BUILT_IN_IDS = new Set(BUILT_IN_RETRO_TEMPLATES.map((t) => t.id));
export const isBuiltInTemplate = (id: string) => BUILT_IN_IDS.has(id);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** BEGINNER under 5 participants, ADVANCED above 10, otherwise INTERMEDIATE (agile.md section 9). */
export function difficultyFor(participants: number): TemplateDifficulty {
  if (participants < TEMPLATE_SUGGESTION.beginnerBelow) return 'BEGINNER';
  if (participants > TEMPLATE_SUGGESTION.advancedAbove) return 'ADVANCED';
  return 'INTERMEDIATE';
}

/** rating x ln(timesUsed + 1): a template never used scores 0 whatever its rating. */
export const templateScore = (template: Pick<RetroTemplate, 'usage'>) => template.usage.rating * Math.log(template.usage.timesUsed + 1);

/** Up to 3 templates of the difficulty the group size calls for, whose range fits it, best first. */
export function suggestTemplates(templates: readonly RetroTemplate[], participants: number): TemplateSuggestions {
  const difficulty = difficultyFor(participants);
  const ranked = templates
    .filter((t) => t.difficulty === difficulty && t.participantRange.min <= participants && participants <= t.participantRange.max)
    .map((t) => ({ ...t, score: Math.round(templateScore(t) * 10_000) / 10_000 }))
    .sort((a, b) => b.score - a.score || b.usage.rating - a.usage.rating || a.name.localeCompare(b.name));
  return { participantCount: participants, difficulty, templates: ranked.slice(0, TEMPLATE_SUGGESTION.count) };
}

type TemplateFields = Omit<RetroTemplate, 'id' | 'accountId' | 'builtIn' | 'usage' | 'createdAt' | 'format'>;

/**
 * The template rules of agile.md section 5: name and description required, 1 to 8 columns with
 * titles unique ignoring case, participants min at least 1 and max between min and 50, a
 * duration of 15 to 300 minutes. Anything else broken: 'Invalid template structure'.
 */
export function checkTemplate(input: TemplateBody): TemplateFields {
  const invalid = () => new ValidationError(RetroErrors.INVALID_TEMPLATE);
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if (!name || !description) throw invalid();
  const columns = customColumns(input.columns);
  if (!columns) throw invalid();
  const range = input.participantRange ?? { min: 2, max: 12 };
  const { minParticipants, maxParticipants, minDuration, maxDuration } = RETRO_TEMPLATE_LIMITS;
  if (!Number.isInteger(range.min) || !Number.isInteger(range.max) || range.min < minParticipants || range.max < range.min || range.max > maxParticipants) throw invalid();
  const duration = input.estimatedDuration ?? 60;
  if (!Number.isInteger(duration) || duration < minDuration || duration > maxDuration) throw invalid();
  const settings = input.settings ? checkSettings(input.settings) : {};
  return {
    name,
    description,
    columns,
    category: input.category?.trim() || 'custom',
    tags: [...new Set((input.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean))],
    estimatedDuration: duration,
    participantRange: { min: range.min, max: range.max },
    difficulty: input.difficulty ?? 'INTERMEDIATE',
    settings: input.settings ? pickGiven(settings, input.settings) : {},
  };
}

/** Only the settings a template names (checked), so a session fills the rest from the defaults. */
function pickGiven<T extends object>(checked: T, given: object): Partial<T> {
  return Object.fromEntries(Object.keys(given).map((key) => [key, checked[key as keyof T]])) as Partial<T>;
}

/**
 * Retrospective templates: the four built-ins (in code) and each account's custom ones, with the
 * account's usage (sessions made from them) and ratings (one per user, 1 to 5).
 */
export function createRetroTemplates(deps: { now(): Date; /** Versions are recorded when given (a restore passes none: the platform records it). */ capabilities?: CapabilityRegistry }) {
  const recordVersion = async (scope: TenantScope, template: RetroTemplate, userId: string | null, options?: { baseline?: boolean }) => {
    if (deps.capabilities) await recordTemplateVersion(deps.capabilities, scope, template, userId, options);
  };

  async function usageOf(scope: TenantScope): Promise<{ used: Map<string, number>; rated: Map<string, { mean: number; count: number }> }> {
    const used = (await scope.table(RT.templateUsage).select('template_id', 'times_used')) as { template_id: string; times_used: number }[];
    const rated = (await scope
      .table(RT.templateRatings)
      .groupBy('template_id')
      .select('template_id', scope.knex.raw('avg(rating)::float as mean'), scope.knex.raw('count(*)::int as n'))) as unknown as { template_id: string; mean: number; n: number }[];
    return {
      used: new Map(used.map((row) => [row.template_id, Number(row.times_used)])),
      rated: new Map(rated.map((row) => [row.template_id, { mean: Number(row.mean), count: Number(row.n) }])),
    };
  }

  async function listAll(scope: TenantScope): Promise<RetroTemplate[]> {
    const { used, rated } = await usageOf(scope);
    const usage = (id: string, fallback: number) => {
      const rating = rated.get(id);
      return { rating: rating ? Math.round(rating.mean * 100) / 100 : fallback, ratingCount: rating?.count ?? 0, timesUsed: used.get(id) ?? 0 };
    };
    const builtIns: RetroTemplate[] = BUILT_IN_RETRO_TEMPLATES.map(({ defaultRating, ...t }) => ({
      ...t,
      columns: t.columns.map((c) => ({ ...c })),
      accountId: null,
      builtIn: true,
      usage: usage(t.id, defaultRating),
      createdAt: null,
    }));
    const rows = await tenantQuery(scope, RetroTemplateModel).orderByRaw('lower(name)');
    const custom = rows.map(
      (row): RetroTemplate => ({
        id: row.id,
        name: row.name,
        description: row.description,
        format: 'CUSTOM',
        columns: row.columns,
        accountId: row.accountId,
        builtIn: false,
        category: row.category,
        tags: row.tags,
        estimatedDuration: Number(row.estimatedDuration),
        participantRange: { min: Number(row.participantMin), max: Number(row.participantMax) },
        difficulty: row.difficulty,
        settings: row.settings,
        usage: usage(row.id, 0),
        createdAt: iso(row.createdAt),
      }),
    );
    return [...builtIns, ...custom];
  }

  async function get(scope: TenantScope, id: string): Promise<RetroTemplate> {
    if (!isBuiltInTemplate(id) && !UUID.test(id)) throw new NotFoundError(RetroErrors.TEMPLATE_NOT_FOUND);
    const found = (await listAll(scope)).find((t) => t.id === id);
    if (!found) throw new NotFoundError(RetroErrors.TEMPLATE_NOT_FOUND);
    return found;
  }

  async function assertNameFree(scope: TenantScope, name: string, exceptId?: string): Promise<void> {
    const lower = name.toLowerCase();
    if (BUILT_IN_RETRO_TEMPLATES.some((t) => t.name.toLowerCase() === lower)) throw new ConflictError(RetroErrors.TEMPLATE_NAME_TAKEN);
    const query = tenantQuery(scope, RetroTemplateModel).whereRaw('lower(name) = ?', [lower]);
    if (exceptId) query.whereNot('id', exceptId);
    if (await query.first()) throw new ConflictError(RetroErrors.TEMPLATE_NAME_TAKEN);
  }

  const rowOf = (fields: TemplateFields) => ({
    name: fields.name,
    description: fields.description,
    format: 'CUSTOM' as const,
    columns: fields.columns,
    category: fields.category,
    tags: fields.tags,
    estimatedDuration: fields.estimatedDuration,
    participantMin: fields.participantRange.min,
    participantMax: fields.participantRange.max,
    difficulty: fields.difficulty,
    settings: fields.settings,
  });

  async function create(userId: string, scope: TenantScope, input: TemplateBody): Promise<RetroTemplate> {
    const fields = checkTemplate(input);
    await assertNameFree(scope, fields.name);
    const at = deps.now();
    const row = await RetroTemplateModel.query(scope.knex).insert({ ...rowOf(fields), accountId: scope.accountId, createdBy: userId, createdAt: at, updatedAt: at });
    const created = await get(scope, row.id);
    await recordVersion(scope, created, userId);
    return created;
  }

  async function findCustom(scope: TenantScope, id: string): Promise<RetroTemplate> {
    const template = await get(scope, id);
    if (template.builtIn) throw new ForbiddenError(RetroErrors.BUILT_IN_TEMPLATE);
    return template;
  }

  async function update(scope: TenantScope, id: string, input: UpdateTemplateBody, userId: string | null = null): Promise<RetroTemplate> {
    const current = await findCustom(scope, id);
    const fields = checkTemplate({
      name: input.name ?? current.name,
      description: input.description ?? current.description,
      columns: input.columns ?? current.columns,
      category: input.category ?? current.category,
      tags: input.tags ?? current.tags,
      estimatedDuration: input.estimatedDuration ?? current.estimatedDuration,
      participantRange: input.participantRange ?? current.participantRange,
      difficulty: input.difficulty ?? current.difficulty,
      settings: input.settings ?? current.settings,
    });
    await assertNameFree(scope, fields.name, id);
    // A template made before versions existed keeps its original as the first version.
    await recordVersion(scope, current, null, { baseline: true });
    await tenantQuery(scope, RetroTemplateModel).findById(id).patch({ ...rowOf(fields), updatedAt: deps.now() });
    const updated = await get(scope, id);
    await recordVersion(scope, updated, userId);
    return updated;
  }

  /** Refused while a custom-format session made from it is active or waiting. */
  async function remove(scope: TenantScope, id: string): Promise<{ deleted: true }> {
    await findCustom(scope, id);
    const inUse = await scope.table(RT.sessions).where({ template_id: id, format: 'CUSTOM' }).whereIn('status', ['ACTIVE', 'WAITING']).first('id');
    if (inUse) throw new ConflictError(RetroErrors.TEMPLATE_IN_USE);
    await scope.transaction(async (trx) => {
      await tenantQuery(trx, RetroTemplateModel).deleteById(id);
      await trx.table(RT.templateUsage).where('template_id', id).delete();
      await trx.table(RT.templateRatings).where('template_id', id).delete();
    });
    return { deleted: true };
  }

  async function search(scope: TenantScope, filters: TemplateSearchBody): Promise<RetroTemplate[]> {
    const query = filters.query?.trim().toLowerCase();
    const category = filters.category?.trim().toLowerCase();
    const tags = (filters.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean);
    const found = (await listAll(scope)).filter(
      (t) =>
        (!query || t.name.toLowerCase().includes(query) || t.description.toLowerCase().includes(query) || t.tags.some((tag) => tag.toLowerCase().includes(query))) &&
        (!filters.format || t.format === filters.format) &&
        (!category || t.category.toLowerCase() === category) &&
        (!filters.difficulty || t.difficulty === filters.difficulty) &&
        tags.every((tag) => t.tags.map((x) => x.toLowerCase()).includes(tag)) &&
        (filters.participantCount === undefined || (t.participantRange.min <= filters.participantCount && filters.participantCount <= t.participantRange.max)) &&
        (filters.maxDuration === undefined || t.estimatedDuration <= filters.maxDuration) &&
        (filters.builtIn === undefined || t.builtIn === filters.builtIn),
    );
    const sortBy = filters.sortBy ?? 'name';
    const byName = (a: RetroTemplate, b: RetroTemplate) => a.name.localeCompare(b.name);
    const order: Record<typeof sortBy, (a: RetroTemplate, b: RetroTemplate) => number> = {
      name: byName,
      rating: (a, b) => b.usage.rating - a.usage.rating || byName(a, b),
      usage: (a, b) => b.usage.timesUsed - a.usage.timesUsed || byName(a, b),
      duration: (a, b) => a.estimatedDuration - b.estimatedDuration || byName(a, b),
    };
    return found.sort(order[sortBy]);
  }

  async function suggestions(scope: TenantScope, participants: number): Promise<TemplateSuggestions> {
    return suggestTemplates(await listAll(scope), participants);
  }

  /** One rating per user and template (a new one replaces theirs). */
  async function rate(userId: string, scope: TenantScope, id: string, rating: number): Promise<RetroTemplate> {
    await get(scope, id);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new ValidationError(RetroErrors.INVALID_TEMPLATE);
    await scope.knex
      .table(RT.templateRatings)
      .insert({ account_id: scope.accountId, template_id: id, user_id: userId, rating, rated_at: deps.now() })
      .onConflict(['account_id', 'template_id', 'user_id'])
      .merge(['rating', 'rated_at']);
    return get(scope, id);
  }

  /** A session was made from the template. */
  async function recordUse(scope: TenantScope, id: string): Promise<void> {
    await scope.knex
      .table(RT.templateUsage)
      .insert({ account_id: scope.accountId, template_id: id, times_used: 1 })
      .onConflict(['account_id', 'template_id'])
      .merge({ times_used: scope.knex.raw('retro_template_usage.times_used + 1') });
  }

  return { list: listAll, get, create, update, remove, search, suggestions, rate, recordUse };
}

export type RetroTemplates = ReturnType<typeof createRetroTemplates>;
