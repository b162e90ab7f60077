import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type RetroSessionView, type RetroTemplate, type TemplateSuggestions } from '../../shared/retro.js';
import { difficultyFor, suggestTemplates, templateScore } from './templates.js';
import { RetroPaths } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const tokens: Record<'alice' | 'watcher', string> = {} as never;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(token: string, method: Method, path: string, body?: object, account: TestAccount = acme) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}
const owner = () => acme.owner.token;
const expectError = (response: { status: number; body: { error: string } }, status: number, text: string) => {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
};
const valid = (overrides: object = {}) => ({
  name: 'Team radar',
  description: 'Rate the team on five axes, then talk about the lowest.',
  columns: [{ title: 'Strengths', sentiment: 'positive' }, { title: 'Worries', sentiment: 'negative' }, { title: 'Ideas' }],
  category: 'team-health',
  tags: ['Radar', 'health'],
  estimatedDuration: 45,
  participantRange: { min: 3, max: 9 },
  difficulty: 'INTERMEDIATE',
  settings: { votesPerParticipant: 4 },
  ...overrides,
});

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  for (const [name, role] of [
    ['alice', 'MEMBER'],
    ['watcher', 'OBSERVER'],
  ] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    tokens[name] = await platform.tokenFor(user, acme.id);
  }
});
afterAll(() => platform?.close());

const template = (id: string, difficulty: RetroTemplate['difficulty'], rating: number, timesUsed: number, range = { min: 1, max: 50 }): RetroTemplate => ({
  id,
  name: id,
  description: '',
  format: 'CUSTOM',
  columns: [],
  accountId: null,
  builtIn: false,
  category: 'x',
  tags: [],
  estimatedDuration: 30,
  participantRange: range,
  difficulty,
  settings: {},
  usage: { rating, ratingCount: 1, timesUsed },
  createdAt: null,
});

describe('template suggestions (rules)', () => {
  it('call for BEGINNER under 5 participants, ADVANCED above 10, INTERMEDIATE from 5 to 10', () => {
    expect([1, 4, 5, 10, 11, 50].map(difficultyFor)).toEqual(['BEGINNER', 'BEGINNER', 'INTERMEDIATE', 'INTERMEDIATE', 'ADVANCED', 'ADVANCED']);
  });

  it('rank by rating x ln(uses + 1) and keep the top 3 of the difficulty whose range fits', () => {
    // 4.0 x ln(8) = 8.3178; 5.0 x ln(3) = 5.4931; 3.0 x ln(21) = 9.1336; 4.8 x ln(1) = 0; 5 x ln(101) = 23.07 but ADVANCED.
    expect(templateScore(template('a', 'INTERMEDIATE', 4, 7))).toBeCloseTo(8.3178, 4);
    const pool = [
      template('seven-uses', 'INTERMEDIATE', 4, 7),
      template('two-uses', 'INTERMEDIATE', 5, 2),
      template('twenty-uses', 'INTERMEDIATE', 3, 20),
      template('never-used', 'INTERMEDIATE', 4.8, 0),
      template('too-small', 'INTERMEDIATE', 5, 100, { min: 1, max: 4 }),
      template('advanced', 'ADVANCED', 5, 100),
    ];
    const suggested = suggestTemplates(pool, 6);
    expect(suggested.difficulty).toBe('INTERMEDIATE');
    expect(suggested.templates.map((t) => [t.id, t.score])).toEqual([
      ['twenty-uses', 9.1336],
      ['seven-uses', 8.3178],
      ['two-uses', 5.4931],
    ]);
  });
});

describe('retrospective templates', () => {
  it('offer the four built-ins to every account', async () => {
    const list = (await call(owner(), 'get', `${RetroPaths.templates}?accountId=${acme.id}`)).body.data as RetroTemplate[];
    expect(list.filter((t) => t.builtIn).map((t) => [t.id, t.format, t.difficulty])).toEqual([
      ['start_stop_continue', 'START_STOP_CONTINUE', 'BEGINNER'],
      ['mad_sad_glad', 'MAD_SAD_GLAD', 'BEGINNER'],
      ['four_ls', 'FOUR_LS', 'INTERMEDIATE'],
      ['sailboat', 'SAILBOAT', 'ADVANCED'],
    ]);
    expect(list.find((t) => t.id === 'sailboat')).toMatchObject({ accountId: null, usage: { rating: 4.4, ratingCount: 0, timesUsed: 0 }, participantRange: { min: 3, max: 50 } });
  });

  it('create a custom template with its columns, tags and settings', async () => {
    const created = await call(tokens.alice, 'post', RetroPaths.templates, valid());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Team radar',
      format: 'CUSTOM',
      builtIn: false,
      accountId: acme.id,
      columns: [
        { id: 'c1', title: 'Strengths', sentiment: 'positive' },
        { id: 'c2', title: 'Worries', sentiment: 'negative' },
        { id: 'c3', title: 'Ideas', sentiment: 'neutral' },
      ],
      tags: ['radar', 'health'],
      settings: { votesPerParticipant: 4 },
      usage: { rating: 0, ratingCount: 0, timesUsed: 0 },
    });
    expectError(await call(tokens.watcher, 'post', RetroPaths.templates, valid({ name: 'Observer template' })), 403, AccessErrors.ACCESS_DENIED_PAGE);
  });

  it("refuse every broken structure with 'Invalid template structure'", async () => {
    const broken = [
      valid({ name: '' }),
      valid({ name: '   ' }),
      valid({ description: '' }),
      { name: 'No description', columns: [{ title: 'A' }] },
      valid({ columns: [] }),
      valid({ columns: Array.from({ length: 9 }, (_, i) => ({ title: `C${i}` })) }),
      valid({ columns: [{ title: 'Same' }, { title: 'SAME' }] }),
      valid({ columns: [{ title: '' }] }),
      valid({ participantRange: { min: 0, max: 5 } }),
      valid({ participantRange: { min: 6, max: 5 } }),
      valid({ participantRange: { min: 2, max: 51 } }),
      valid({ estimatedDuration: 14 }),
      valid({ estimatedDuration: 301 }),
      valid({ columns: 'Start, Stop' }),
      valid({ unexpected: true }),
    ];
    for (const body of broken) expectError(await call(owner(), 'post', RetroPaths.templates, body), 400, RetroErrors.INVALID_TEMPLATE);
    // The limits themselves are fine.
    const edges = await call(owner(), 'post', RetroPaths.templates, valid({ name: 'Edges', columns: Array.from({ length: 8 }, (_, i) => ({ title: `C${i}` })), participantRange: { min: 1, max: 50 }, estimatedDuration: 300 }));
    expect(edges.status).toBe(201);
    expect((await call(owner(), 'post', RetroPaths.templates, valid({ name: 'Quick', estimatedDuration: 15, columns: [{ title: 'Only' }] }))).status).toBe(201);
  });

  it('keep names unique per account ignoring case (the built-ins included), not across accounts', async () => {
    expectError(await call(owner(), 'post', RetroPaths.templates, valid({ name: 'TEAM RADAR' })), 409, RetroErrors.TEMPLATE_NAME_TAKEN);
    expectError(await call(owner(), 'post', RetroPaths.templates, valid({ name: 'sailboat' })), 409, RetroErrors.TEMPLATE_NAME_TAKEN);
    expect((await call(globex.owner.token, 'post', RetroPaths.templates, valid(), globex)).status).toBe(201);
    const other = (await call(owner(), 'post', RetroPaths.templates, valid({ name: 'Other radar' }))).body.data as RetroTemplate;
    expectError(await call(owner(), 'patch', RetroPaths.template(other.id), { name: 'team Radar' }), 409, RetroErrors.TEMPLATE_NAME_TAKEN);
    expectError(await call(owner(), 'patch', RetroPaths.template(other.id), { columns: [] }), 400, RetroErrors.INVALID_TEMPLATE);
    expect((await call(owner(), 'patch', RetroPaths.template(other.id), { name: 'Renamed radar', estimatedDuration: 90 })).body.data).toMatchObject({ name: 'Renamed radar', estimatedDuration: 90, description: valid().description });
  });

  it('never change or delete a built-in', async () => {
    expectError(await call(owner(), 'patch', RetroPaths.template('sailboat'), { name: 'My boat' }), 403, RetroErrors.BUILT_IN_TEMPLATE);
    expectError(await call(owner(), 'delete', RetroPaths.template('sailboat')), 403, RetroErrors.BUILT_IN_TEMPLATE);
    expectError(await call(owner(), 'get', RetroPaths.template('no_such_template')), 404, RetroErrors.TEMPLATE_NOT_FOUND);
  });

  it('cannot be deleted while a custom-format session made from it is active or waiting', async () => {
    const made = (await call(owner(), 'post', RetroPaths.templates, valid({ name: 'In use' }))).body.data as RetroTemplate;
    const retro = (await call(owner(), 'post', RetroPaths.sessions, { name: 'From template', templateId: made.id })).body.data as RetroSessionView;
    expect(retro).toMatchObject({ format: 'CUSTOM', templateId: made.id, settings: { votesPerParticipant: 4 } });
    expect(retro.columns.map((c) => c.title)).toEqual(['Strengths', 'Worries', 'Ideas']);
    expectError(await call(owner(), 'delete', RetroPaths.template(made.id)), 409, RetroErrors.TEMPLATE_IN_USE);
    await call(owner(), 'post', RetroPaths.advancePhase(retro.id));
    expectError(await call(owner(), 'delete', RetroPaths.template(made.id)), 409, RetroErrors.TEMPLATE_IN_USE);
    await call(owner(), 'post', RetroPaths.setPhase(retro.id), { phase: 'COMPLETED' });
    expect((await call(owner(), 'delete', RetroPaths.template(made.id))).body.data).toEqual({ deleted: true });
    // The finished retro still reads.
    expect((await call(owner(), 'get', RetroPaths.session(retro.id))).body.data.session.columns).toHaveLength(3);
  });

  it('count each use and average the ratings, one per user', async () => {
    for (let i = 0; i < 3; i += 1) await call(owner(), 'post', RetroPaths.sessions, { name: `Boat ${i}`, templateId: 'sailboat' });
    await call(owner(), 'post', RetroPaths.sessions, { name: 'By format', format: 'SAILBOAT' });
    await call(owner(), 'post', RetroPaths.templateRating('sailboat'), { rating: 5 });
    await call(owner(), 'post', RetroPaths.templateRating('sailboat'), { rating: 2 });
    const rated = (await call(tokens.alice, 'post', RetroPaths.templateRating('sailboat'), { rating: 3 })).body.data as RetroTemplate;
    expect(rated.usage).toEqual({ rating: 2.5, ratingCount: 2, timesUsed: 4 });
    // Another account counts its own.
    expect(((await call(globex.owner.token, 'get', RetroPaths.template('sailboat'), undefined, globex)).body.data as RetroTemplate).usage).toEqual({ rating: 4.4, ratingCount: 0, timesUsed: 0 });
  });

  it('search with filters combined', async () => {
    const search = async (filters: object) => ((await call(owner(), 'post', `${RetroPaths.templateSearch}?accountId=${acme.id}`, filters)).body.data as RetroTemplate[]).map((t) => t.name);
    // The query matches names, descriptions and tags (every custom template here is tagged radar).
    expect(await search({ query: 'RADAR' })).toEqual(['Edges', 'Quick', 'Renamed radar', 'Team radar']);
    expect(await search({ query: 'renamed' })).toEqual(['Renamed radar']);
    expect(await search({ format: 'SAILBOAT' })).toEqual(['Sailboat']);
    // The spec's form: POST search {filters} (agile.md section 7).
    expect(await search({ filters: { format: 'SAILBOAT' } })).toEqual(['Sailboat']);
    expect(await search({ difficulty: 'BEGINNER' })).toEqual(['Mad, Sad, Glad', 'Start, Stop, Continue']);
    expect(await search({ tags: ['classic', 'quick'] })).toEqual(['Start, Stop, Continue']);
    expect(await search({ participantCount: 11, builtIn: true })).toEqual(['4Ls: Liked, Learned, Lacked, Longed for', 'Sailboat', 'Start, Stop, Continue']);
    expect(await search({ maxDuration: 45, category: 'GENERAL' })).toEqual(['Start, Stop, Continue']);
    expect((await search({ sortBy: 'usage', builtIn: true }))[0]).toBe('Sailboat');
    expect(await search({ query: 'nothing like this' })).toEqual([]);
  });

  it('suggest by participant count, best first', async () => {
    const small = (await call(owner(), 'get', RetroPaths.templateSuggestions(3))).body.data as TemplateSuggestions;
    expect(small.difficulty).toBe('BEGINNER');
    expect(small.templates.map((t) => t.id)).toEqual(['start_stop_continue', 'mad_sad_glad']);
    const large = (await call(owner(), 'get', RetroPaths.templateSuggestions(12))).body.data as TemplateSuggestions;
    // Sailboat: rated 2.5 in this account, used 4 times: 2.5 x ln(5) = 4.0236.
    expect(large).toMatchObject({ participantCount: 12, difficulty: 'ADVANCED', templates: [{ id: 'sailboat', score: 4.0236 }] });
    const medium = (await call(owner(), 'get', RetroPaths.templateSuggestions(6))).body.data as TemplateSuggestions;
    expect(medium.difficulty).toBe('INTERMEDIATE');
    expect(medium.templates.length).toBeLessThanOrEqual(3);
    expect(medium.templates.every((t) => t.difficulty === 'INTERMEDIATE' && t.participantRange.min <= 6 && t.participantRange.max >= 6)).toBe(true);
  });
});
