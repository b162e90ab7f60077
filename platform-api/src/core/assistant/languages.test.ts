import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS, defineApiPlugin } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { GRAMMAR, examplesIn, parseQuestion } from './grammar.js';

/**
 * The assistant in French and Spanish (issue 22): every documented example exists in en, fr and es
 * and parses to its rule with its parameters; the examples a screen shows, and this month's insight
 * titles, come in the reader's language (asked, else their profile's).
 */
describe('the grammar in three languages', () => {
  for (const rule of GRAMMAR) {
    for (const language of ['en', 'fr', 'es'] as const) {
      it(`${rule.intent} in ${language}`, () => {
        const examples = examplesIn(rule, language);
        expect(examples.length).toBe(rule.examples.length);
        for (const example of examples) expect(parseQuestion(example)?.intent, example).toBe(rule.intent);
      });
    }
  }

  it('reads the team, "my team" and the sprint count in each language', () => {
    for (const question of ['Velocity of team Apollo last 3 sprints', 'Vélocité de l’équipe Apollo sur les 3 derniers sprints', 'Velocidad del equipo Apollo en los últimos 3 sprints']) {
      expect(parseQuestion(question), question).toEqual({ intent: 'VELOCITY', team: 'apollo', myTeam: false, count: 3 });
    }
    for (const question of ['Will team Apollo finish the sprint?', 'L’équipe Apollo va-t-elle terminer le sprint ?', '¿Terminará el equipo Apollo el sprint?']) {
      expect(parseQuestion(question), question).toMatchObject({ intent: 'SPRINT_FORECAST', team: 'apollo' });
    }
    for (const question of ['What is my team velocity?', 'Quelle est la vélocité de mon équipe ?', '¿Cuál es la velocidad de mi equipo?']) expect(parseQuestion(question)).toMatchObject({ intent: 'VELOCITY', myTeam: true });
    // "de rétro" is not a team.
    for (const question of ['Quelles actions de rétro sont en retard ?', '¿Qué acciones de retro están vencidas?']) expect(parseQuestion(question)).toMatchObject({ intent: 'OVERDUE_ACTION_ITEMS', team: null });
    expect(parseQuestion('Quand allons-nous manquer de trésorerie ?')?.intent).toBe('RUNWAY');
    expect(parseQuestion('¿Cuándo nos quedamos sin caja?')?.intent).toBe('RUNWAY');
  });
});

/** A stand-in for bi's INSIGHTS: the title says which language it was asked in. */
const standInBi = defineApiPlugin({
  id: 'bi',
  feature: 'business_intelligence',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(INSIGHTS, {
      insights: async (_accountId, language) => ({ current: [{ id: null, rule: 'RUNWAY_DOWN', severity: 'WARNING', title: `title:${language ?? 'none'}`, body: '', numbers: {}, link: null, createdAt: null }], saved: [] }),
    });
  },
});

let platform: TestPlatform;
let acme: TestAccount;
const headers = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id, ...extra });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInBi] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
});
afterAll(() => platform?.close());

describe("the assistant's screens in the reader's language", () => {
  it('lists the examples it understands in the language asked', async () => {
    const fr = await platform.http.get('/api/assistant/grammar?language=fr').set(headers(acme.owner.token));
    expect(fr.body.data.intents.find((rule: { intent: string }) => rule.intent === 'RUNWAY').examples).toEqual(['Quelle est notre autonomie financière ?', 'Quand allons-nous manquer de trésorerie ?']);
    const es = await platform.http.get('/api/assistant/grammar?language=es').set(headers(acme.owner.token));
    expect(es.body.data.intents.find((rule: { intent: string }) => rule.intent === 'CASH').examples).toEqual(['¿Cuánta caja tenemos?']);
  });

  it('answers a French question with the rule it understood', async () => {
    const answer = (await platform.http.post('/api/assistant/query').set(headers(acme.owner.token)).send({ question: 'Quelle est notre autonomie financière ?', language: 'fr' })).body.data;
    expect(answer.understood).toMatchObject({ intent: 'RUNWAY', query: 'RUNWAY' });
  });

  it("words this month's insights in the language asked, else the profile's", async () => {
    expect((await platform.http.get('/api/assistant/insights?language=fr').set(headers(acme.owner.token))).body.data.current[0].title).toBe('title:fr');
    await platform.db('core.users').where('id', acme.owner.id).update({ language: 'es' });
    expect((await platform.http.get('/api/assistant/insights').set(headers(acme.owner.token, { 'Accept-Language': 'en' }))).body.data.current[0].title).toBe('title:es');
    await platform.db('core.users').where('id', acme.owner.id).update({ language: 'fr' });
    expect((await platform.http.get('/api/assistant/grammar').set(headers(acme.owner.token))).body.data.intents[0].examples[0]).toBe('Quelle est notre autonomie financière ?');
  });
});
