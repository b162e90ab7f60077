import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLOG, type BacklogCapability } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { RETRO_FORMAT_COLUMNS, type RetroActionItem, type RetroAnalytics, type RetroCard, type RetroSessionView, type RetroSnapshot, type RetroTeamMetrics } from '../../shared/retro.js';
import { type TeamDetail } from '../../shared/teams.js';
import { TeamApi } from '../teams/test-paths.js';
import { generateActionItems, participationOf, priorityForVotes, sentimentOf } from './analytics.js';
import { RetroPaths } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
let team: TeamDetail;
const tokens: Record<'alice' | 'bob' | 'carol' | 'watcher' | 'owner', string> = {} as never;
const users: Record<string, TestUser> = {};
const boardItems: { accountId: string; item: Parameters<BacklogCapability['addItem']>[1] }[] = [];

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(token: string, method: Method, path: string, body?: object, accountId = acme.id) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': accountId });
  return body === undefined ? request : request.send(body);
}
const owner = () => tokens.owner;
/** Access tokens live an hour of the test clock: sign new ones after moving it by days. */
async function moveClock(to: string): Promise<void> {
  platform.clock.set(to);
  for (const [name, user] of Object.entries(users)) tokens[name as keyof typeof tokens] = await platform.tokenFor(user, acme.id);
}
const expectError = (response: { status: number; body: { error: string } }, status: number, text: string) => {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
};
const moveTo = async (id: string, phase: string) => expect((await call(owner(), 'post', RetroPaths.setPhase(id), { phase })).status).toBe(200);
async function card(id: string, token: string, columnId: string, content: string): Promise<RetroCard> {
  const response = await call(token, 'post', RetroPaths.cards(id), { columnId, content });
  expect(response.status).toBe(201);
  return response.body.data as RetroCard;
}
const vote = async (id: string, cardId: string, token: string) => expect((await call(token, 'post', RetroPaths.cardVotes(id, cardId))).status).toBe(201);
async function newRetro(body: object, joiners: string[]): Promise<RetroSessionView> {
  const retro = (await call(owner(), 'post', RetroPaths.sessions, { name: 'Retro', ...body })).body.data as RetroSessionView;
  for (const token of joiners) await call(token, 'post', RetroPaths.join(retro.id), {});
  await call(owner(), 'post', RetroPaths.advancePhase(retro.id));
  return retro;
}

const LONG = 'Flaky builds break the release train every sprint, again and again';
let worked: { retro: RetroSessionView; cards: RetroCard[] };

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-02T09:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const [name, role] of [
    ['alice', 'MEMBER'],
    ['bob', 'MEMBER'],
    ['carol', 'MEMBER'],
    ['watcher', 'OBSERVER'],
  ] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    tokens[name] = await platform.tokenFor(user, acme.id);
    users[name] = user;
  }
  users.owner = acme.owner;
  tokens.owner = acme.owner.token;
  team = (await call(owner(), 'post', TeamApi.teams, { name: 'Robotics' })).body.data as TeamDetail;
  // Until the kanban provides the backlog, a stand-in records what would become board cards.
  const capabilities = platform.platform.host.capabilities;
  if (!capabilities.has(BACKLOG.id)) {
    capabilities.provide(BACKLOG, {
      addItem: async (accountId, item) => {
        boardItems.push({ accountId, item });
        return { id: `board-item-${boardItems.length}` };
      },
      setStoryPoints: async () => undefined,
    });
  }

  // The worked example: four who may contribute (the observer does not count); alice, bob and
  // the facilitator write cards, carol only votes; two of four cards are in Stop.
  const retro = await newRetro({ teamId: team.id, settings: { votesPerParticipant: 5 } }, [tokens.alice, tokens.bob, tokens.carol, tokens.watcher]);
  const cards = [
    await card(retro.id, tokens.alice, 'stop', LONG),
    await card(retro.id, tokens.bob, 'stop', 'Late scope changes'),
    await card(retro.id, tokens.alice, 'start', 'Pair on reviews'),
    await card(retro.id, owner(), 'continue', 'Demo every Friday'),
  ];
  await moveTo(retro.id, 'VOTE');
  for (const token of [owner(), tokens.alice, tokens.bob, tokens.carol]) await vote(retro.id, cards[0]!.id, token);
  for (const token of [owner(), tokens.alice, tokens.bob]) await vote(retro.id, cards[1]!.id, token);
  await vote(retro.id, cards[3]!.id, owner());
  worked = { retro, cards };
});
afterAll(() => platform?.close());

describe('the analysis rules', () => {
  it('score participation as the mean of the share who wrote cards and the share who voted, observers aside', () => {
    const people = [
      { id: 'a', role: 'FACILITATOR' as const },
      { id: 'b', role: 'PARTICIPANT' as const },
      { id: 'c', role: 'MEMBER' as const },
      { id: 'd', role: 'PARTICIPANT' as const },
      { id: 'e', role: 'PARTICIPANT' as const },
      { id: 'o', role: 'OBSERVER' as const },
    ];
    // 3 of 5 wrote (0.6), 2 of 5 voted (0.4): (0.6 + 0.4) / 2 = 0.5.
    expect(participationOf(people, ['a', 'a', 'b', 'c', 'o'], ['a', 'd', 'd', 'o'])).toEqual({ eligible: 5, contributors: 3, voters: 2, cardShare: 0.6, voteShare: 0.4, score: 0.5 });
    expect(participationOf([], [], [])).toEqual({ eligible: 0, contributors: 0, voters: 0, cardShare: 0, voteShare: 0, score: 0 });
  });

  it('recommend a follow-up only when the negative share is above 0.3', () => {
    const columns = [...RETRO_FORMAT_COLUMNS.MAD_SAD_GLAD];
    const cards = (mad: number, sad: number, glad: number) => [...Array(mad).fill({ columnId: 'mad' }), ...Array(sad).fill({ columnId: 'sad' }), ...Array(glad).fill({ columnId: 'glad' })];
    expect(sentimentOf(columns, cards(2, 1, 7))).toMatchObject({ negative: 3, positive: 7, negativeShare: 0.3, followUpRecommended: false });
    expect(sentimentOf(columns, cards(2, 2, 6))).toMatchObject({ negative: 4, negativeShare: 0.4, positiveShare: 0.6, followUpRecommended: true });
    expect(sentimentOf(columns, [])).toMatchObject({ negativeShare: 0, followUpRecommended: false });
    // Sailboat: anchors are negative, rocks and the island neutral, the wind positive.
    expect(sentimentOf([...RETRO_FORMAT_COLUMNS.SAILBOAT], [{ columnId: 'anchors' }, { columnId: 'rocks' }, { columnId: 'island' }, { columnId: 'wind' }])).toMatchObject({ negative: 1, neutral: 2, positive: 1, negativeShare: 0.25 });
    expect(RETRO_FORMAT_COLUMNS.START_STOP_CONTINUE.map((c) => c.sentiment)).toEqual(['neutral', 'negative', 'positive']);
    expect(RETRO_FORMAT_COLUMNS.FOUR_LS.map((c) => c.sentiment)).toEqual(['positive', 'positive', 'negative', 'neutral']);
  });

  it('generate action items from the cards with 3 votes or more, top 5: HIGH at 5+, MEDIUM at 4, else LOW', () => {
    expect([7, 5, 4, 3, 2].map(priorityForVotes)).toEqual(['HIGH', 'HIGH', 'MEDIUM', 'LOW', 'LOW']);
    const at = (n: number) => `2026-11-02T10:0${n}:00.000Z`;
    const cards = [6, 2, 5, 3, 4, 3, 3, 7].map((votes, i) => ({ id: `card${i}`, content: `Card number ${i}`, votes, createdAt: at(i) }));
    expect(generateActionItems(cards)).toEqual([
      { cardId: 'card7', title: 'Address: Card number 7', priority: 'HIGH', votes: 7 },
      { cardId: 'card0', title: 'Address: Card number 0', priority: 'HIGH', votes: 6 },
      { cardId: 'card2', title: 'Address: Card number 2', priority: 'HIGH', votes: 5 },
      { cardId: 'card4', title: 'Address: Card number 4', priority: 'MEDIUM', votes: 4 },
      { cardId: 'card3', title: 'Address: Card number 3', priority: 'LOW', votes: 3 },
    ]);
    expect(generateActionItems([{ id: 'x', content: 'y'.repeat(80), votes: 3, createdAt: at(0) }])[0]!.title).toBe(`Address: ${'y'.repeat(50)}`);
  });
});

describe('retrospective analytics', () => {
  it('give participation, sentiment, top cards and generated action items of a retro (worked example)', async () => {
    const analytics = (await call(owner(), 'get', RetroPaths.analytics(worked.retro.id))).body.data as RetroAnalytics;
    // 3 of 4 wrote (0.75), 4 of 4 voted (1): 0.875. Two Stop cards of four: 0.5 > 0.3.
    expect(analytics.participation).toEqual({ eligible: 4, contributors: 3, voters: 4, cardShare: 0.75, voteShare: 1, score: 0.875 });
    expect(analytics.sentiment).toMatchObject({ positive: 1, negative: 2, neutral: 1, positiveShare: 0.25, negativeShare: 0.5, followUpRecommended: true });
    expect(analytics).toMatchObject({ cardCount: 4, voteCount: 8, groupCount: 0, actionItemCount: 0, durationMinutes: null });
    expect(analytics.topCards.map((c) => c.votes)).toEqual([4, 3, 1, 0]);
    expect(analytics.generatedActionItems).toEqual([
      { cardId: worked.cards[0]!.id, title: `Address: ${LONG.slice(0, 50)}`, priority: 'MEDIUM', votes: 4 },
      { cardId: worked.cards[1]!.id, title: 'Address: Late scope changes', priority: 'LOW', votes: 3 },
    ]);
  });

  it('turn the generated action items into action items once, in the action items phase', async () => {
    await moveTo(worked.retro.id, 'ACTION_ITEMS');
    const created = (await call(owner(), 'post', RetroPaths.generateActionItems(worked.retro.id))).body.data as RetroActionItem[];
    expect(created.map((i) => [i.title, i.priority, i.cardId, i.teamId])).toEqual([
      [`Address: ${LONG.slice(0, 50)}`, 'MEDIUM', worked.cards[0]!.id, team.id],
      ['Address: Late scope changes', 'LOW', worked.cards[1]!.id, team.id],
    ]);
    expect((await call(owner(), 'post', RetroPaths.generateActionItems(worked.retro.id))).body.data).toEqual([]);
  });

  it('make an action item a card on the team board through the backlog capability, once', async () => {
    const [item] = (await call(owner(), 'get', RetroPaths.actionItems(worked.retro.id))).body.data as RetroActionItem[];
    const onBoard = (await call(tokens.alice, 'post', RetroPaths.actionItemToBoard(item!.id), { boardId: 'board-1' })).body.data as RetroActionItem;
    expect(onBoard.boardItemId).toBeTruthy();
    if (boardItems.length) expect(boardItems.at(-1)).toEqual({ accountId: acme.id, item: { boardId: 'board-1', teamId: team.id, title: item!.title, source: `retrospective:${worked.retro.id}` } });
    const again = (await call(tokens.alice, 'post', RetroPaths.actionItemToBoard(item!.id), {})).body.data as RetroActionItem;
    expect(again.boardItemId).toBe(onBoard.boardItemId);
    expectError(await call(tokens.watcher, 'post', RetroPaths.actionItemToBoard(item!.id), {}), 403, RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
  });

  it('need the Pro or Enterprise plan', async () => {
    const free = await platform.createAccount({ name: 'Free', plan: 'FREE' });
    const retro = (await call(free.owner.token, 'post', RetroPaths.sessions, { name: 'Free retro' }, free.id)).body.data as RetroSessionView;
    expectError(await call(free.owner.token, 'get', RetroPaths.analytics(retro.id), undefined, free.id), 403, RetroErrors.ANALYTICS_PLAN);
  });

  it("measure a team's retros over a date range", async () => {
    // Close the worked example (its two generated items: one done, one still open).
    const items = (await call(owner(), 'get', RetroPaths.actionItems(worked.retro.id))).body.data as RetroActionItem[];
    await call(owner(), 'patch', RetroPaths.actionItem(items[0]!.id), { status: 'DONE' });
    await call(owner(), 'patch', RetroPaths.actionItem(items[1]!.id), { dueDate: '2026-11-05' });
    await moveTo(worked.retro.id, 'COMPLETED');
    // A second retro of the team: only the facilitator wrote, one Mad card, nobody voted: 0.5 and 1.0.
    await moveClock('2026-11-06T09:00:00Z');
    const second = await newRetro({ teamId: team.id, format: 'MAD_SAD_GLAD' }, []);
    await card(second.id, owner(), 'mad', 'Too many meetings');
    await moveTo(second.id, 'ACTION_ITEMS');
    const cancelled = (await call(owner(), 'post', RetroPaths.actionItems(second.id), { title: 'Cut a meeting' })).body.data as RetroActionItem;
    await call(owner(), 'patch', RetroPaths.actionItem(cancelled.id), { status: 'CANCELLED' });
    await call(owner(), 'post', RetroPaths.advancePhase(second.id));
    // Outside the range.
    await moveClock('2026-11-15T09:00:00Z');
    await newRetro({ teamId: team.id }, []);
    await moveClock('2026-11-20T09:00:00Z');

    const metrics = (await call(owner(), 'get', RetroPaths.teamMetrics(team.id, { startDate: '2026-11-01', endDate: '2026-11-10' }))).body.data as RetroTeamMetrics;
    expect(metrics).toMatchObject({
      teamId: team.id,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-10T23:59:59.999Z',
      sessionCount: 2,
      completedSessionCount: 2,
      averageParticipationScore: 0.6875,
      averageNegativeShare: 0.75,
      cardCount: 5,
      voteCount: 8,
      actionItems: { total: 3, open: 1, done: 1, cancelled: 1, overdue: 1, completionRate: 0.5 },
    });
    expect(metrics.sessions.map((s) => [s.participationScore, s.negativeShare, s.followUpRecommended, s.actionItemCount])).toEqual([
      [0.875, 0.5, true, 2],
      [0.5, 1, true, 1],
    ]);
    const everything = (await call(owner(), 'get', RetroPaths.teamMetrics(team.id))).body.data as RetroTeamMetrics;
    expect(everything.sessionCount).toBe(3);
  });

  it("open a team's next retro with the previous retro's open action items", async () => {
    const next = (await call(owner(), 'post', RetroPaths.sessions, { name: 'Sprint 16', teamId: team.id })).body.data as RetroSessionView;
    const state = (await call(owner(), 'get', RetroPaths.session(next.id))).body.data as RetroSnapshot;
    // The latest closed retro of the team is the second one: its only item was cancelled.
    expect(state.previousReview).toMatchObject({ name: 'Retro', actionItems: [] });
    expect(state.previousReview!.sessionId).not.toBe(worked.retro.id);

    const other = (await call(owner(), 'post', TeamApi.teams, { name: 'Firmware' })).body.data as TeamDetail;
    const first = await newRetro({ name: 'Firmware 1', teamId: other.id }, []);
    await card(first.id, owner(), 'stop', 'Untested flashing');
    await moveTo(first.id, 'ACTION_ITEMS');
    const titles = ['Keep the build green', 'Write the flashing test', 'Archive old branches'];
    const created: RetroActionItem[] = [];
    for (const title of titles) created.push((await call(owner(), 'post', RetroPaths.actionItems(first.id), { title })).body.data as RetroActionItem);
    await call(owner(), 'patch', RetroPaths.actionItem(created[1]!.id), { status: 'IN_PROGRESS' });
    await call(owner(), 'patch', RetroPaths.actionItem(created[2]!.id), { status: 'DONE' });
    await call(owner(), 'post', RetroPaths.advancePhase(first.id));
    platform.clock.advance(60_000);
    const second = (await call(owner(), 'post', RetroPaths.sessions, { name: 'Firmware 2', teamId: other.id })).body.data as RetroSessionView;
    const review = ((await call(owner(), 'get', RetroPaths.session(second.id))).body.data as RetroSnapshot).previousReview!;
    expect(review).toMatchObject({ sessionId: first.id, name: 'Firmware 1' });
    expect(review.actionItems.map((i) => [i.title, i.status])).toEqual([
      ['Keep the build green', 'OPEN'],
      ['Write the flashing test', 'IN_PROGRESS'],
    ]);
    const solo = (await call(owner(), 'post', RetroPaths.sessions, { name: 'No team' })).body.data as RetroSessionView;
    expect(((await call(owner(), 'get', RetroPaths.session(solo.id))).body.data as RetroSnapshot).previousReview).toBeNull();
  });
});

describe('export', () => {
  it('writes the retro as CSV, JSON and Markdown', async () => {
    const csv = await call(owner(), 'get', RetroPaths.export(worked.retro.id, 'csv'));
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="retro-retro-2026-11-\d\d\.csv"/);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('Column,Card,Author,Votes,Group');
    expect(lines[1]).toMatch(/^Start,Pair on reviews,User\d+ Test,0,$/);
    expect(lines).toContain(`Stop,"${LONG}",${lines.find((l) => l.includes(LONG))!.split(',').at(-3)},4,`);
    expect(lines).toContain('Action item,Priority,Status,Due date,Assignee');

    const json = await call(owner(), 'get', RetroPaths.export(worked.retro.id, 'json'));
    const body = JSON.parse(json.text) as { session: { name: string; status: string }; cards: { content: string; votes: number }[]; actionItems: { status: string }[] };
    expect(body.session).toMatchObject({ name: 'Retro', status: 'COMPLETED' });
    expect(body.cards.map((c) => c.votes)).toEqual([0, 4, 3, 1]);
    expect(body.actionItems.map((i) => i.status)).toEqual(['DONE', 'OPEN']);

    const markdown = (await call(owner(), 'get', RetroPaths.export(worked.retro.id, 'markdown'))).text;
    expect(markdown).toContain('# Retro\n');
    expect(markdown).toContain('## Stop\n');
    expect(markdown).toContain(`- ${LONG} (4 votes) by `);
    expect(markdown).toContain(`- [x] Address: ${LONG.slice(0, 50)} (MEDIUM)`);
    expect(markdown).toContain('- [ ] Address: Late scope changes (LOW, due 2026-11-05)');
  });
});
