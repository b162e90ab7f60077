import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger, SeedContext, TenantScope } from '@suite/sdk';
import { createTenantScope, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type RetroAnalytics, type RetroSessionList, type RetroSnapshot, type RetroTemplate } from '../../shared/retro.js';
import { type Team, type TeamActivity, type TeamDetail } from '../../shared/teams.js';
import { TeamApi } from '../teams/test-paths.js';
import { RetroPaths } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
const users: Record<string, TestUser> = {};
const quiet: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The seed runs with the platform's tenant scope; this stands in for it (same contract). */
const scopeFor = (accountId: string, knex: SeedContext['db'] = platform.db): TenantScope => createTenantScope(knex, accountId);

const seedContext = (accounts: SeedContext['demo']['accounts']): SeedContext => ({ db: platform.db, scopeFor, demo: { accounts }, capabilities: platform.platform.host.capabilities, log: quiet, now: platform.clock.now });
const get = async <T>(path: string, user: TestUser = acme.owner) =>
  (await platform.http.get(`/api${path}`).set({ Authorization: `Bearer ${await platform.tokenFor(user, acme.id)}`, 'X-Tenant-ID': acme.id })).body.data as T;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
  for (const label of ['facilitator', 'teamLead', 'member', 'admin', 'observer']) {
    users[label] = await platform.createUser();
    await platform.addMember(acme, users[label]!, label === 'observer' ? 'OBSERVER' : label === 'admin' ? 'ADMIN' : 'MEMBER');
  }
});
afterAll(() => platform?.close());

describe('demo retrospectives and team', () => {
  it('does nothing without the PRO demo account', async () => {
    await agilePlugin.seed!(seedContext({}));
    expect(await platform.db('agile.retro_sessions').count('* as n')).toEqual([{ n: 0 }]);
    expect(await platform.db('agile.teams').count('* as n')).toEqual([{ n: 0 }]);
  });

  it('gives Acme Robotics a team, a completed retro with cards, votes and action items, and a waiting one that reviews them', async () => {
    const accounts = { pro: { id: acme.id, plan: 'PRO' as const, users: Object.fromEntries(Object.entries(users).map(([label, user]) => [label, user.id])) } };
    await agilePlugin.seed!(seedContext(accounts));
    await agilePlugin.seed!(seedContext(accounts));

    const [team] = await get<Team[]>(TeamApi.teams);
    expect(team).toMatchObject({ name: 'Robotics Core', memberCount: 4 });
    const detail = await get<TeamDetail>(TeamApi.team(team!.id));
    expect(detail.members.map((m) => [m.userId, m.role])).toEqual([
      [users.teamLead!.id, 'admin'],
      [users.facilitator!.id, 'facilitator'],
      [users.member!.id, 'participant'],
      [users.admin!.id, 'participant'],
    ]);
    expect((await get<TeamActivity[]>(TeamApi.activity(team!.id))).map((a) => a.type)).toContain('retro_completed');

    const list = await get<RetroSessionList>(RetroPaths.sessions);
    expect(list.sessions.map((s) => [s.name, s.status, s.currentPhase, s.teamId, s.participantCount])).toEqual([
      ['Sprint 15 retrospective', 'WAITING', 'SETUP', team!.id, 1],
      ['Sprint 14 retrospective', 'COMPLETED', 'COMPLETED', team!.id, 5],
    ]);
    const [waiting, done] = list.sessions;
    const completed = await get<RetroSnapshot>(RetroPaths.session(done!.id));
    expect(completed.cards).toHaveLength(7);
    expect(completed.groups).toEqual([expect.objectContaining({ title: 'Sprint scope', cardIds: [completed.cards[3]!.id, completed.cards[4]!.id] })]);
    expect(completed.actionItems.map((i) => i.status)).toEqual(['OPEN', 'IN_PROGRESS', 'DONE']);
    const analytics = await get<RetroAnalytics>(RetroPaths.analytics(done!.id));
    expect(analytics).toMatchObject({ cardCount: 7, voteCount: 14, durationMinutes: 55 });
    expect(analytics.participation).toMatchObject({ eligible: 4, contributors: 4, voters: 4, score: 1 });
    expect(analytics.generatedActionItems.map((i) => [i.votes, i.priority])).toEqual([
      [4, 'MEDIUM'],
      [4, 'MEDIUM'],
      [3, 'LOW'],
    ]);

    // The waiting retro opens with the open action items of the completed one, and can start.
    const next = await get<RetroSnapshot>(RetroPaths.session(waiting!.id), users.facilitator);
    expect(next.previousReview).toMatchObject({ sessionId: done!.id, name: 'Sprint 14 retrospective' });
    expect(next.previousReview!.actionItems.map((i) => i.status)).toEqual(['OPEN', 'IN_PROGRESS']);
    expect(next.me.role).toBe('FACILITATOR');
    const token = await platform.tokenFor(users.facilitator!, acme.id);
    const started = await platform.http.post(`/api${RetroPaths.advancePhase(waiting!.id)}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
    expect(started.body.data).toMatchObject({ status: 'ACTIVE', currentPhase: 'COLLECT' });
    expect((await get<RetroTemplate>(RetroPaths.template('start_stop_continue'))).usage.timesUsed).toBe(2);
  });
});
