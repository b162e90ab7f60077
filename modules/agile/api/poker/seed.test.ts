import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger, SeedContext } from '@suite/sdk';
import { createTenantScope, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type PokerSessionAnalytics, type PokerSessionList, type PokerSnapshot, type VotingSystem } from '../../shared/poker.js';
import { PokerApi } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
const users: Record<string, TestUser> = {};
const quiet: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The seed runs with the platform's own tenant scope. */
const scopeFor: SeedContext['scopeFor'] = (accountId, knex) => createTenantScope(knex ?? platform.db, accountId);

const seedContext = (accounts: SeedContext['demo']['accounts']): SeedContext => ({ db: platform.db, scopeFor, demo: { accounts }, capabilities: platform.platform.host.capabilities, log: quiet, now: platform.clock.now });
const auth = () => ({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
  for (const label of ['facilitator', 'teamLead', 'member', 'admin', 'observer']) {
    users[label] = await platform.createUser();
    await platform.addMember(acme, users[label]!, label === 'observer' ? 'OBSERVER' : label === 'admin' ? 'ADMIN' : 'MEMBER');
  }
});
afterAll(() => platform?.close());

describe('demo planning poker', () => {
  it('does nothing without the PRO demo account', async () => {
    await agilePlugin.seed!(seedContext({}));
    expect(await platform.db('agile.poker_sessions').count('* as n')).toEqual([{ n: 0 }]);
  });

  it('gives Acme Robotics a draft session to play and a completed one with estimates and history', async () => {
    const accounts = { pro: { id: acme.id, plan: 'PRO' as const, users: Object.fromEntries(Object.entries(users).map(([label, user]) => [label, user.id])) } };
    await agilePlugin.seed!(seedContext(accounts));
    await agilePlugin.seed!(seedContext(accounts));
    const list = (await platform.http.get(`/api${PokerApi.sessions}`).set(auth())).body.data as PokerSessionList;
    expect(list.sessions.map((s) => [s.name, s.status, s.storyCount, s.estimatedCount, s.participantCount])).toEqual([
      ['Sprint 15 planning', 'DRAFT', 5, 0, 5],
      ['Sprint 14 planning', 'COMPLETED', 4, 4, 5],
    ]);
    const completed = list.sessions[1]!;
    const state = (await platform.http.get(`/api${PokerApi.session(completed.id)}`).set(auth())).body.data as PokerSnapshot;
    expect(state.session.facilitatorId).toBe(users.facilitator!.id);
    expect(state.stories.map((s) => s.finalEstimate)).toEqual([8, 3, 13, 2]);
    const analytics = (await platform.http.get(`/api${PokerApi.sessionAnalytics(completed.id)}`).set(auth())).body.data as PokerSessionAnalytics;
    expect(analytics).toMatchObject({ roundCount: 5, estimatedCount: 4, totalPoints: 26, roundsPerStory: 1.25 });
    const systems = (await platform.http.get(`/api${PokerApi.votingSystems}`).set(auth())).body.data as VotingSystem[];
    expect(systems.map((s) => s.name)).toContain('Team hours');
    // The draft can be played as it is.
    const draft = list.sessions[0]!;
    const facilitatorToken = await platform.tokenFor(users.facilitator!, acme.id);
    const started = await platform.http.patch(`/api${PokerApi.session(draft.id)}`).set({ Authorization: `Bearer ${facilitatorToken}`, 'X-Tenant-ID': acme.id }).send({ status: 'ACTIVE' });
    expect(started.body.data.status).toBe('ACTIVE');
  });
});
