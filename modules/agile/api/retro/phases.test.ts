import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, LimitErrors } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type RetroSessionView, type RetroSnapshot } from '../../shared/retro.js';
import { type TeamDetail } from '../../shared/teams.js';
import { TeamApi } from '../teams/test-paths.js';
import { RetroPaths } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
const tokens: Record<'alice' | 'bob' | 'watcher' | 'outsider', string> = {} as never;
const ids: Record<'alice' | 'bob', string> = {} as never;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(token: string, method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
const owner = () => acme.owner.token;

async function newRetro(body: object = {}): Promise<RetroSessionView> {
  const response = await call(owner(), 'post', RetroPaths.sessions, { name: 'Sprint retro', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as RetroSessionView;
}
const snapshot = async (id: string, token = owner()) => (await call(token, 'get', RetroPaths.session(id))).body.data as RetroSnapshot;
const advance = (id: string, token = owner()) => call(token, 'post', RetroPaths.advancePhase(id));
const setPhase = (id: string, phase: string, token = owner()) => call(token, 'post', RetroPaths.setPhase(id), { phase });
const expectError = (response: { status: number; body: { success: boolean; error: string } }, status: number, text: string) => {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const [name, role] of [
    ['alice', 'MEMBER'],
    ['bob', 'MEMBER'],
    ['watcher', 'OBSERVER'],
    ['outsider', 'MEMBER'],
  ] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    tokens[name] = await platform.tokenFor(user, acme.id);
    if (name === 'alice' || name === 'bob') ids[name] = user.id;
  }
});
afterAll(() => platform?.close());

describe('retrospective sessions', () => {
  it('start WAITING in SETUP with the columns of their format and their creator as facilitator', async () => {
    const expected: Record<string, string[]> = {
      START_STOP_CONTINUE: ['Start', 'Stop', 'Continue'],
      MAD_SAD_GLAD: ['Mad', 'Sad', 'Glad'],
      FOUR_LS: ['Liked', 'Learned', 'Lacked', 'Longed for'],
      SAILBOAT: ['Wind', 'Anchors', 'Rocks', 'Island'],
    };
    for (const [format, titles] of Object.entries(expected)) {
      const created = await newRetro({ format });
      expect(created).toMatchObject({ status: 'WAITING', currentPhase: 'SETUP', format, participantCount: 1, path: `/retro/sessions/${created.id}` });
      expect(created.columns.map((c) => c.title)).toEqual(titles);
    }
    const custom = await newRetro({ format: 'CUSTOM', columns: [{ title: 'Kudos', sentiment: 'positive' }, { title: 'Puzzles' }] });
    expect(custom.columns).toEqual([
      { id: 'c1', title: 'Kudos', description: null, color: null, sentiment: 'positive' },
      { id: 'c2', title: 'Puzzles', description: null, color: null, sentiment: 'neutral' },
    ]);
    const state = await snapshot(custom.id);
    expect(state.participants).toEqual([expect.objectContaining({ role: 'FACILITATOR', userId: acme.owner.id })]);
    expect(state.me).toMatchObject({ role: 'FACILITATOR', canModerate: true, votesRemaining: 5, cardsRemaining: null });
  });

  it('refuses custom columns outside 1 to 8 or with titles equal ignoring case', async () => {
    for (const columns of [undefined, [], Array.from({ length: 9 }, (_, i) => ({ title: `Column ${i}` })), [{ title: 'Ideas' }, { title: 'IDEAS ' }], [{ title: '  ' }]]) {
      expectError(await call(owner(), 'post', RetroPaths.sessions, { name: 'Custom', format: 'CUSTOM', columns }), 400, RetroErrors.CUSTOM_COLUMNS);
    }
  });

  it('checks the settings: votes at least 1, a card limit at least 1, no negative phase timer when the timer is on', async () => {
    expectError(await call(owner(), 'post', RetroPaths.sessions, { name: 'x', settings: { votesPerParticipant: 0 } }), 400, RetroErrors.VOTES_PER_PARTICIPANT_MIN);
    expectError(await call(owner(), 'post', RetroPaths.sessions, { name: 'x', settings: { maxCardsPerParticipant: 0 } }), 400, RetroErrors.MAX_CARDS_MIN);
    expectError(await call(owner(), 'post', RetroPaths.sessions, { name: 'x', settings: { timerEnabled: true, phaseTimers: { COLLECT: -5 } } }), 400, RetroErrors.PHASE_TIMER_NEGATIVE);
    const off = await newRetro({ settings: { timerEnabled: false, phaseTimers: { COLLECT: -5, VOTE: 120 }, maxCardsPerParticipant: 3 } });
    expect(off.settings).toMatchObject({ timerEnabled: false, phaseTimers: { VOTE: 120 }, maxCardsPerParticipant: 3, votesPerParticipant: 5 });
    expectError(await call(owner(), 'patch', RetroPaths.session(off.id), { settings: { votesPerParticipant: 0 } }), 400, RetroErrors.VOTES_PER_PARTICIPANT_MIN);
  });

  it('counts poker and retro sessions together against the FREE plan limit of 50 a month', async () => {
    const free = await platform.createAccount({ name: 'Free Co', plan: 'FREE' });
    const now = platform.clock.now();
    const rows = (n: number, table: string) =>
      Array.from({ length: n }, (_, i) => ({
        account_id: free.id,
        name: `s${i}`,
        ...(table === 'agile.poker_sessions'
          ? { status: 'DRAFT', voting_system_id: 'fibonacci', voting_system: '{}', settings: '{}' }
          : { status: 'COMPLETED', current_phase: 'COMPLETED', format: 'START_STOP_CONTINUE', settings: '{}', columns: '[]' }),
        created_at: now,
      }));
    await platform.db('agile.poker_sessions').insert(rows(30, 'agile.poker_sessions'));
    await platform.db('agile.retro_sessions').insert(rows(20, 'agile.retro_sessions'));
    const refused = await platform.http.post(`/api${RetroPaths.sessions}`).set({ Authorization: `Bearer ${free.owner.token}`, 'X-Tenant-ID': free.id }).send({ name: 'One too many' });
    expectError(refused, 422, LimitErrors.sessionsPerMonth(50));
  });

  it('lets only members create retros (observers are refused)', async () => {
    expectError(await call(tokens.watcher, 'post', RetroPaths.sessions, { name: 'Nope' }), 403, AccessErrors.ACCESS_DENIED_PAGE);
    expect((await call(tokens.alice, 'post', RetroPaths.sessions, { name: 'Mine' })).status).toBe(201);
  });

  it('lists the account retrospectives newest first, also under /accounts/{id}/retrospectives', async () => {
    const listed = (await call(owner(), 'get', `${RetroPaths.sessions}?status=WAITING&limit=200`)).body.data as { sessions: RetroSessionView[]; total: number };
    expect(listed.sessions.length).toBeGreaterThan(0);
    expect(listed.sessions.every((s) => s.status === 'WAITING')).toBe(true);
    const byAccount = (await call(owner(), 'get', `${RetroPaths.accountRetrospectives(acme.id)}?limit=200`)).body.data as { total: number };
    expect(byAccount.total).toBeGreaterThanOrEqual(listed.total);
  });
});

describe('the phase machine', () => {
  it('leaves SETUP only with a participant, and starting it makes the retro ACTIVE', async () => {
    const retro = await newRetro();
    expect((await call(owner(), 'post', RetroPaths.leave(retro.id))).status).toBe(200);
    expectError(await advance(retro.id), 409, RetroErrors.CANNOT_ADVANCE);
    expect((await call(tokens.alice, 'post', RetroPaths.join(retro.id), {})).status).toBe(200);
    const started = (await advance(retro.id)).body.data as RetroSessionView;
    expect(started).toMatchObject({ status: 'ACTIVE', currentPhase: 'COLLECT', startedAt: '2026-11-02T10:00:00.000Z', phaseStartedAt: '2026-11-02T10:00:00.000Z' });
  });

  it('leaves COLLECT only with a card, GROUP only with cards unless grouping is off, VOTE only with a vote', async () => {
    const retro = await newRetro();
    await call(tokens.alice, 'post', RetroPaths.join(retro.id), {});
    await advance(retro.id);
    expectError(await advance(retro.id), 409, RetroErrors.CANNOT_ADVANCE);
    // No cards in GROUP: refused while grouping is on, allowed once it is off.
    await setPhase(retro.id, 'GROUP');
    expectError(await advance(retro.id), 409, RetroErrors.CANNOT_ADVANCE);
    await call(owner(), 'patch', RetroPaths.session(retro.id), { settings: { enableCardGrouping: false } });
    expect((await advance(retro.id)).body.data.currentPhase).toBe('VOTE');

    await setPhase(retro.id, 'COLLECT');
    const card = (await call(tokens.alice, 'post', RetroPaths.cards(retro.id), { columnId: 'stop', content: 'Flaky builds' })).body.data as { id: string };
    expect((await advance(retro.id)).body.data.currentPhase).toBe('GROUP');
    await call(owner(), 'patch', RetroPaths.session(retro.id), { settings: { enableCardGrouping: true } });
    expect((await advance(retro.id)).body.data.currentPhase).toBe('VOTE');
    expectError(await advance(retro.id), 409, RetroErrors.CANNOT_ADVANCE);
    await call(tokens.alice, 'post', RetroPaths.cardVotes(retro.id, card.id));
    expect((await advance(retro.id)).body.data.currentPhase).toBe('DISCUSS');
  });

  it('advances from the phase the moderator saw: two "next" from DISCUSS at once move one phase, the second is told it already moved', async () => {
    const retro = await newRetro();
    await advance(retro.id);
    await setPhase(retro.id, 'DISCUSS');
    const [first, second] = await Promise.all([
      call(owner(), 'post', RetroPaths.advancePhase(retro.id), { fromPhase: 'DISCUSS' }),
      call(owner(), 'post', RetroPaths.advancePhase(retro.id), { fromPhase: 'DISCUSS' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.error).toBe(RetroErrors.PHASE_ALREADY_MOVED);
    expect((first.status === 200 ? first : second).body.data.currentPhase).toBe('ACTION_ITEMS');
    // A later "next" from the phase the retro is in still moves it.
    await call(owner(), 'post', RetroPaths.actionItems(retro.id), { title: 'Fix the build' });
    expect((await call(owner(), 'post', RetroPaths.advancePhase(retro.id), { fromPhase: 'ACTION_ITEMS' })).body.data.currentPhase).toBe('COMPLETED');
    // An unknown phase is a bad request.
    expect((await call(owner(), 'post', RetroPaths.advancePhase(retro.id), { fromPhase: 'NOPE' })).status).toBe(400);
  });

  it('always leaves DISCUSS, leaves ACTION_ITEMS with an action item (or with them off) and never leaves COMPLETED', async () => {
    const retro = await newRetro();
    await advance(retro.id);
    await setPhase(retro.id, 'DISCUSS');
    expect((await advance(retro.id)).body.data.currentPhase).toBe('ACTION_ITEMS');
    expectError(await advance(retro.id), 409, RetroErrors.CANNOT_ADVANCE);
    await call(owner(), 'post', RetroPaths.actionItems(retro.id), { title: 'Fix the build' });
    platform.clock.advance(45 * 60_000);
    const done = (await advance(retro.id)).body.data as RetroSessionView;
    expect(done).toMatchObject({ status: 'COMPLETED', currentPhase: 'COMPLETED', completedAt: platform.clock.now().toISOString() });
    expectError(await advance(retro.id), 409, RetroErrors.CANNOT_ADVANCE);

    const off = await newRetro({ settings: { enableActionItems: false } });
    await advance(off.id);
    await setPhase(off.id, 'ACTION_ITEMS');
    expect((await advance(off.id)).body.data.status).toBe('COMPLETED');
  });

  it('sets a phase directly only while the retro is in progress, except a reset to SETUP', async () => {
    const retro = await newRetro();
    expectError(await setPhase(retro.id, 'VOTE'), 409, RetroErrors.SET_PHASE_NOT_IN_PROGRESS);
    expect((await setPhase(retro.id, 'SETUP')).body.data).toMatchObject({ status: 'WAITING', currentPhase: 'SETUP' });
    await advance(retro.id);
    expect((await setPhase(retro.id, 'DISCUSS')).body.data).toMatchObject({ status: 'ACTIVE', currentPhase: 'DISCUSS' });
    expect((await setPhase(retro.id, 'SETUP')).body.data).toMatchObject({ status: 'WAITING', currentPhase: 'SETUP' });
    expectError(await setPhase(retro.id, 'COLLECT'), 409, RetroErrors.SET_PHASE_NOT_IN_PROGRESS);
    await advance(retro.id);
    expect((await setPhase(retro.id, 'COMPLETED')).body.data).toMatchObject({ status: 'COMPLETED', currentPhase: 'COMPLETED' });
    expectError(await setPhase(retro.id, 'SETUP'), 409, RetroErrors.COMPLETED_ONLY_ARCHIVED);
    expectError(await setPhase(retro.id, 'VOTE'), 409, RetroErrors.SET_PHASE_NOT_IN_PROGRESS);
  });

  it('lets only the facilitator or an account admin move the phases', async () => {
    const retro = await newRetro();
    await call(tokens.alice, 'post', RetroPaths.join(retro.id), {});
    expectError(await advance(retro.id, tokens.alice), 403, PokerErrors.FACILITATOR_ONLY);
    expectError(await setPhase(retro.id, 'SETUP', tokens.alice), 403, PokerErrors.FACILITATOR_ONLY);
    await call(owner(), 'patch', RetroPaths.session(retro.id), { facilitatorId: ids.alice });
    expect((await advance(retro.id, tokens.alice)).status).toBe(200);
    const state = await snapshot(retro.id, tokens.alice);
    expect(state.session.facilitatorId).toBe(ids.alice);
    expect(state.participants.find((p) => p.userId === ids.alice)?.role).toBe('FACILITATOR');
    expect(state.participants.find((p) => p.userId === acme.owner.id)?.role).toBe('PARTICIPANT');
  });

  it('starts the phase timer on entry when the timer is on, and expires it by the server clock', async () => {
    const retro = await newRetro({ settings: { timerEnabled: true, phaseTimers: { COLLECT: 300, GROUP: 0 } } });
    await advance(retro.id);
    const start = platform.clock.now().getTime();
    expect((await snapshot(retro.id)).timer).toEqual({ phase: 'COLLECT', endsAt: start + 300_000, durationSeconds: 300 });
    platform.clock.advance(301_000);
    expect((await snapshot(retro.id)).timer).toBeNull();
    // A manual timer for a phase without one; refused before the retro starts.
    await setPhase(retro.id, 'GROUP');
    expect((await snapshot(retro.id)).timer).toBeNull();
    expectError(await call(owner(), 'put', RetroPaths.timer(retro.id), {}), 400, RetroErrors.TIMER_DURATION_REQUIRED);
    expect((await call(owner(), 'put', RetroPaths.timer(retro.id), { duration: 90 })).body.data).toMatchObject({ phase: 'GROUP', durationSeconds: 90 });
    expect((await call(owner(), 'delete', RetroPaths.timer(retro.id))).body.data).toEqual({ timer: null });
    const waiting = await newRetro();
    expectError(await call(owner(), 'put', RetroPaths.timer(waiting.id), { duration: 60 }), 409, RetroErrors.TIMER_NOT_ACTIVE);
  });
});

describe('session status rules', () => {
  it('lets a completed retro only become ARCHIVED', async () => {
    const retro = await newRetro();
    expectError(await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'COMPLETED' }), 409, RetroErrors.sessionTransition('WAITING', 'COMPLETED'));
    expect((await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'ACTIVE' })).body.data).toMatchObject({ status: 'ACTIVE', currentPhase: 'SETUP' });
    expect((await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'COMPLETED' })).body.data).toMatchObject({ status: 'COMPLETED', currentPhase: 'COMPLETED' });
    expectError(await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'ACTIVE' }), 409, RetroErrors.COMPLETED_ONLY_ARCHIVED);
    expectError(await call(owner(), 'patch', RetroPaths.session(retro.id), { name: 'Renamed' }), 409, RetroErrors.COMPLETED_ONLY_ARCHIVED);
    const archived = (await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'ARCHIVED' })).body.data as RetroSessionView;
    expect(archived).toMatchObject({ status: 'ARCHIVED', archivedAt: platform.clock.now().toISOString() });
    expectError(await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'COMPLETED' }), 409, RetroErrors.COMPLETED_ONLY_ARCHIVED);
  });

  it('moves between DRAFT and WAITING', async () => {
    const retro = await newRetro();
    expect((await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'DRAFT' })).body.data.status).toBe('DRAFT');
    expect((await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'WAITING' })).body.data.status).toBe('WAITING');
  });

  it('refuses to delete an active retro', async () => {
    const retro = await newRetro();
    await advance(retro.id);
    expectError(await call(owner(), 'delete', RetroPaths.session(retro.id)), 409, PokerErrors.CANNOT_DELETE_ACTIVE);
    await setPhase(retro.id, 'COMPLETED');
    expect((await call(owner(), 'delete', RetroPaths.session(retro.id))).body.data).toEqual({ deleted: true });
    expectError(await call(owner(), 'get', RetroPaths.session(retro.id)), 404, RetroErrors.SESSION_NOT_FOUND);
  });
});

describe('joining and leaving', () => {
  it('refuses to join a completed or archived retro, or twice', async () => {
    const retro = await newRetro();
    expect((await call(tokens.alice, 'post', RetroPaths.join(retro.id), {})).body.data.me.role).toBe('PARTICIPANT');
    expectError(await call(tokens.alice, 'post', RetroPaths.join(retro.id), {}), 409, PokerErrors.ALREADY_PARTICIPANT);
    await advance(retro.id);
    await setPhase(retro.id, 'COMPLETED');
    expectError(await call(tokens.bob, 'post', RetroPaths.join(retro.id), {}), 409, RetroErrors.SESSION_CLOSED);
    await call(owner(), 'patch', RetroPaths.session(retro.id), { status: 'ARCHIVED' });
    expectError(await call(tokens.bob, 'post', RetroPaths.join(retro.id), {}), 409, RetroErrors.SESSION_CLOSED);
  });

  it('makes account observers OBSERVER and team members MEMBER', async () => {
    const team = (await call(owner(), 'post', TeamApi.teams, { name: 'Platform' })).body.data as TeamDetail;
    await call(owner(), 'post', TeamApi.members(team.id), { userId: ids.bob, role: 'participant' });
    const retro = await newRetro({ teamId: team.id });
    expect((await call(tokens.watcher, 'post', RetroPaths.join(retro.id), { role: 'PARTICIPANT' })).body.data.me.role).toBe('OBSERVER');
    expect((await call(tokens.bob, 'post', RetroPaths.join(retro.id), {})).body.data.me.role).toBe('MEMBER');
    expect((await call(tokens.alice, 'post', RetroPaths.join(retro.id), { role: 'OBSERVER' })).body.data.me.role).toBe('OBSERVER');
  });

  it('keeps the facilitator in an active retro; others leave and come back', async () => {
    const retro = await newRetro();
    await call(tokens.alice, 'post', RetroPaths.join(retro.id), {});
    await advance(retro.id);
    expectError(await call(owner(), 'post', RetroPaths.leave(retro.id)), 409, PokerErrors.FACILITATOR_CANNOT_LEAVE);
    expect((await call(tokens.alice, 'post', RetroPaths.leave(retro.id))).body.data).toEqual({ left: true });
    expectError(await call(tokens.alice, 'post', RetroPaths.leave(retro.id)), 404, RetroErrors.NOT_PARTICIPANT);
    expect((await snapshot(retro.id)).participants).toHaveLength(1);
    expect((await call(tokens.alice, 'post', RetroPaths.join(retro.id), {})).status).toBe(200);
  });

  it('lets the facilitator change a role or remove a participant, never the facilitator', async () => {
    const retro = await newRetro();
    const joined = (await call(tokens.alice, 'post', RetroPaths.join(retro.id), {})).body.data as RetroSnapshot;
    const alice = joined.me.participantId!;
    const facilitator = joined.participants.find((p) => p.role === 'FACILITATOR')!.id;
    expect((await call(owner(), 'patch', RetroPaths.participant(retro.id, alice), { role: 'OBSERVER' })).body.data).toMatchObject({ id: alice, role: 'OBSERVER' });
    expectError(await call(tokens.alice, 'patch', RetroPaths.participant(retro.id, alice), { role: 'PARTICIPANT' }), 403, PokerErrors.FACILITATOR_ONLY);
    expectError(await call(owner(), 'patch', RetroPaths.participant(retro.id, facilitator), { role: 'OBSERVER' }), 422, PokerErrors.CANNOT_REMOVE_FACILITATOR);
    expectError(await call(owner(), 'delete', RetroPaths.participant(retro.id, facilitator)), 422, PokerErrors.CANNOT_REMOVE_FACILITATOR);
    expect((await call(owner(), 'delete', RetroPaths.participant(retro.id, alice))).body.data).toEqual({ removed: true });
    expect((await snapshot(retro.id)).participants.map((p) => p.id)).toEqual([facilitator]);
    expectError(await call(owner(), 'delete', RetroPaths.participant(retro.id, alice)), 404, PokerErrors.PARTICIPANT_NOT_FOUND);
  });
});
