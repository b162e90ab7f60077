import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountErrors, defineAbilityFor, subject, type Logger, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { TestClock, createTenantScope, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type RetroActionItem, type RetroCard, type RetroGroup, type RetroSessionView, type RetroSnapshot } from '../../shared/retro.js';
import type { RetroActor } from './actor.js';
import { createRetroService } from './index.js';
import { createRetroTemplates } from './templates.js';
import { RetroPaths } from './test-paths.js';
import { agilePermissions } from '../../shared/permissions.js';
import { RETRO_CARD_SUBJECT } from '../../shared/retro-permissions.js';

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
const expectError = (response: { status: number; body: { error: string } }, status: number, text: string) => {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
};

/** A retro with alice and bob as participants and the watcher as observer, moved to `phase`. */
async function retroIn(phase: string, settings: object = {}): Promise<RetroSessionView> {
  const retro = (await call(owner(), 'post', RetroPaths.sessions, { name: 'Board', settings })).body.data as RetroSessionView;
  for (const token of [tokens.alice, tokens.bob, tokens.watcher]) expect((await call(token, 'post', RetroPaths.join(retro.id), {})).status).toBe(200);
  if (phase !== 'SETUP') await call(owner(), 'post', RetroPaths.advancePhase(retro.id));
  if (phase !== 'COLLECT' && phase !== 'SETUP') await moveTo(retro.id, phase);
  return retro;
}
const moveTo = async (id: string, phase: string) => expect((await call(owner(), 'post', RetroPaths.setPhase(id), { phase })).status).toBe(200);
const addCard = (id: string, token: string, content: string, columnId = 'start') => call(token, 'post', RetroPaths.cards(id), { columnId, content });
async function card(id: string, token: string, content: string, columnId = 'start'): Promise<RetroCard> {
  const response = await addCard(id, token, content, columnId);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as RetroCard;
}
/** A tenant scope like the platform's (same contract), for calling the service directly. */
const scopeFor = (accountId: string, knex: TestPlatform['db'] = platform.db): TenantScope => createTenantScope(knex, accountId);
const snapshot = async (id: string, token = owner()) => (await call(token, 'get', RetroPaths.session(id))).body.data as RetroSnapshot;

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

describe('cards', () => {
  it('are added only in COLLECT, by participants who are not observers, in a column of the retro', async () => {
    const retro = await retroIn('SETUP');
    expectError(await addCard(retro.id, tokens.alice, 'Too early'), 409, RetroErrors.CARD_ADD_PHASE);
    await call(owner(), 'post', RetroPaths.advancePhase(retro.id));
    const added = await card(retro.id, tokens.alice, '  Ship smaller changes  ');
    expect(added).toMatchObject({ content: 'Ship smaller changes', columnId: 'start', votes: 0, blurred: false, groupId: null, authorName: expect.stringMatching(/Test$/) });
    expectError(await addCard(retro.id, tokens.outsider, 'Not in it'), 403, RetroErrors.NOT_PARTICIPANT);
    expectError(await addCard(retro.id, tokens.watcher, 'Just watching'), 403, RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
    expectError(await addCard(retro.id, tokens.alice, 'Nowhere', 'mad'), 400, RetroErrors.COLUMN_NOT_FOUND);
    await moveTo(retro.id, 'GROUP');
    expectError(await addCard(retro.id, tokens.alice, 'Too late'), 409, RetroErrors.CARD_ADD_PHASE);
  });

  it('are non-empty and at most 500 characters', async () => {
    const retro = await retroIn('COLLECT');
    expectError(await addCard(retro.id, tokens.alice, ''), 400, RetroErrors.CARD_EMPTY);
    expectError(await addCard(retro.id, tokens.alice, '   '), 400, RetroErrors.CARD_EMPTY);
    expectError(await addCard(retro.id, tokens.alice, 'x'.repeat(501)), 400, RetroErrors.CARD_TOO_LONG);
    expect((await card(retro.id, tokens.alice, 'x'.repeat(500))).content).toHaveLength(500);
  });

  it('stop at maxCardsPerParticipant for each participant', async () => {
    const retro = await retroIn('COLLECT', { maxCardsPerParticipant: 2 });
    await card(retro.id, tokens.alice, 'One');
    await card(retro.id, tokens.alice, 'Two');
    expectError(await addCard(retro.id, tokens.alice, 'Three'), 422, RetroErrors.maxCards(2));
    await card(retro.id, tokens.bob, 'Bob one');
    expect((await snapshot(retro.id, tokens.alice)).me).toMatchObject({ cardCount: 2, cardsRemaining: 0 });
  });

  it('are changed or deleted in COLLECT or GROUP, by their author or the facilitator', async () => {
    const retro = await retroIn('COLLECT');
    const mine = await card(retro.id, tokens.alice, 'Draft');
    expect((await call(tokens.alice, 'patch', RetroPaths.card(retro.id, mine.id), { content: 'Edited', columnId: 'stop' })).body.data).toMatchObject({ content: 'Edited', columnId: 'stop' });
    expectError(await call(tokens.bob, 'patch', RetroPaths.card(retro.id, mine.id), { content: 'Hijack' }), 403, RetroErrors.CARD_AUTHOR_ONLY);
    expectError(await call(tokens.bob, 'delete', RetroPaths.card(retro.id, mine.id)), 403, RetroErrors.CARD_AUTHOR_ONLY);
    // The API and the UI judge with the same rule: the card names its author's user.
    expect(mine.authorUserId).toBe(ids.alice);
    const abilityOf = (userId: string) => defineAbilityFor({ id: userId }, { role: 'MEMBER' }, { plan: 'PRO' }, [agilePermissions]);
    expect(abilityOf(ids.bob).can('update', subject(RETRO_CARD_SUBJECT, { ...mine }))).toBe(false);
    expect(abilityOf(ids.alice).can('update', subject(RETRO_CARD_SUBJECT, { ...mine }))).toBe(true);
    expectError(await call(tokens.alice, 'patch', RetroPaths.card(retro.id, mine.id), { content: ' ' }), 400, RetroErrors.CARD_EMPTY);
    expectError(await call(tokens.alice, 'patch', RetroPaths.card(retro.id, mine.id), { columnId: 'glad' }), 400, RetroErrors.COLUMN_NOT_FOUND);
    await moveTo(retro.id, 'GROUP');
    expect((await call(owner(), 'patch', RetroPaths.card(retro.id, mine.id), { content: 'Moderated' })).body.data.content).toBe('Moderated');
    const other = await (async () => {
      await moveTo(retro.id, 'COLLECT');
      const created = await card(retro.id, tokens.bob, 'To delete');
      await moveTo(retro.id, 'VOTE');
      return created;
    })();
    expectError(await call(tokens.alice, 'patch', RetroPaths.card(retro.id, mine.id), { content: 'Late' }), 409, RetroErrors.CARD_EDIT_PHASE);
    expectError(await call(tokens.bob, 'delete', RetroPaths.card(retro.id, other.id)), 409, RetroErrors.CARD_EDIT_PHASE);
    await moveTo(retro.id, 'GROUP');
    expect((await call(tokens.bob, 'delete', RetroPaths.card(retro.id, other.id))).body.data).toEqual({ deleted: true });
    expectError(await call(tokens.bob, 'delete', RetroPaths.card(retro.id, other.id)), 404, RetroErrors.CARD_NOT_FOUND);
  });

  it('are blurred for everyone but their author during COLLECT when the facilitator chose so', async () => {
    const retro = await retroIn('COLLECT', { blurCards: true });
    const secret = await card(retro.id, tokens.alice, 'Only I see this for now');
    expect(secret.content).toBe('Only I see this for now');
    const bobView = (await snapshot(retro.id, tokens.bob)).cards.find((c) => c.id === secret.id)!;
    expect(bobView).toMatchObject({ content: null, blurred: true, authorId: secret.authorId });
    expect((await snapshot(retro.id)).cards[0]).toMatchObject({ content: null, blurred: true });
    expect((await snapshot(retro.id, tokens.alice)).cards[0]).toMatchObject({ content: 'Only I see this for now', blurred: false });
    await moveTo(retro.id, 'GROUP');
    expect((await snapshot(retro.id, tokens.bob)).cards[0]).toMatchObject({ content: 'Only I see this for now', blurred: false });
  });
});

describe('votes', () => {
  async function votingRetro(settings: object = {}) {
    const retro = await retroIn('COLLECT', { votesPerParticipant: 3, ...settings });
    const cards = [await card(retro.id, tokens.alice, 'A'), await card(retro.id, tokens.bob, 'B'), await card(retro.id, tokens.bob, 'C'), await card(retro.id, tokens.alice, 'D')];
    return { retro, cards };
  }
  const vote = (id: string, cardId: string, token: string) => call(token, 'post', RetroPaths.cardVotes(id, cardId));
  const unvote = (id: string, cardId: string, token: string) => call(token, 'delete', RetroPaths.cardVotes(id, cardId));

  it('are cast only in VOTE, by participants, never by observers', async () => {
    const { retro, cards } = await votingRetro();
    expectError(await vote(retro.id, cards[0]!.id, tokens.alice), 409, RetroErrors.VOTE_PHASE);
    await moveTo(retro.id, 'VOTE');
    expectError(await vote(retro.id, cards[0]!.id, tokens.outsider), 403, RetroErrors.NOT_PARTICIPANT);
    expectError(await vote(retro.id, cards[0]!.id, tokens.watcher), 403, RetroErrors.OBSERVERS_CANNOT_VOTE);
    // A participant made observer by the facilitator cannot vote either.
    const bob = (await snapshot(retro.id, tokens.bob)).me.participantId!;
    await call(owner(), 'patch', RetroPaths.participant(retro.id, bob), { role: 'OBSERVER' });
    expectError(await vote(retro.id, cards[0]!.id, tokens.bob), 403, RetroErrors.OBSERVERS_CANNOT_VOTE);
    const cast = await vote(retro.id, cards[0]!.id, tokens.alice);
    expect(cast.status).toBe(201);
    expect(cast.body.data).toEqual({ cardId: cards[0]!.id, votes: 1, votedCardIds: [cards[0]!.id], votesRemaining: 2 });
  });

  it("are also cast the spec's way, POST /retrospectives/sessions/{id}/votes with {cardId} (agile.md section 7), with the same rules", async () => {
    const { retro, cards } = await votingRetro();
    await moveTo(retro.id, 'VOTE');
    const cast = await call(tokens.alice, 'post', RetroPaths.sessionVotes(retro.id), { cardId: cards[1]!.id });
    expect(cast.status).toBe(201);
    expect(cast.body.data).toEqual({ cardId: cards[1]!.id, votes: 1, votedCardIds: [cards[1]!.id], votesRemaining: 2 });
    expectError(await call(tokens.alice, 'post', RetroPaths.sessionVotes(retro.id), { cardId: cards[1]!.id }), 409, RetroErrors.ALREADY_VOTED);
    expectError(await call(tokens.watcher, 'post', RetroPaths.sessionVotes(retro.id), { cardId: cards[0]!.id }), 403, RetroErrors.OBSERVERS_CANNOT_VOTE);
    expect((await call(tokens.alice, 'post', RetroPaths.sessionVotes(retro.id), {})).status).toBe(400);
  });

  it("allow one vote per card and at most votesPerParticipant: 'Maximum 3 votes per participant allowed'", async () => {
    const { retro, cards } = await votingRetro();
    await moveTo(retro.id, 'VOTE');
    await vote(retro.id, cards[0]!.id, tokens.alice);
    expectError(await vote(retro.id, cards[0]!.id, tokens.alice), 409, RetroErrors.ALREADY_VOTED);
    await vote(retro.id, cards[1]!.id, tokens.alice);
    await vote(retro.id, cards[2]!.id, tokens.alice);
    const refused = await vote(retro.id, cards[3]!.id, tokens.alice);
    expectError(refused, 422, RetroErrors.maxVotes(3));
    expect(refused.body.error).toBe('Maximum 3 votes per participant allowed');
    await vote(retro.id, cards[0]!.id, tokens.bob);
    const state = await snapshot(retro.id, tokens.alice);
    expect(state.cards.map((c) => c.votes)).toEqual([2, 1, 1, 0]);
    expect(state).toMatchObject({ voteCount: 4, voterCount: 2, me: { votesRemaining: 0, votedCardIds: expect.arrayContaining([cards[0]!.id, cards[1]!.id, cards[2]!.id]) } });
  });

  it('are taken back only in VOTE', async () => {
    const { retro, cards } = await votingRetro();
    await moveTo(retro.id, 'VOTE');
    await vote(retro.id, cards[1]!.id, tokens.alice);
    expect((await unvote(retro.id, cards[1]!.id, tokens.alice)).body.data).toEqual({ cardId: cards[1]!.id, votes: 0, votedCardIds: [], votesRemaining: 3 });
    expectError(await unvote(retro.id, cards[1]!.id, tokens.alice), 404, RetroErrors.NOT_VOTED);
    await vote(retro.id, cards[1]!.id, tokens.alice);
    await moveTo(retro.id, 'DISCUSS');
    expectError(await unvote(retro.id, cards[1]!.id, tokens.alice), 409, RetroErrors.VOTE_REMOVAL_PHASE);
    expectError(await unvote(retro.id, cards[1]!.id, tokens.outsider), 403, RetroErrors.NOT_PARTICIPANT);
  });
});

describe('groups', () => {
  it('are created only in GROUP and only when grouping is enabled', async () => {
    const retro = await retroIn('COLLECT');
    const a = await card(retro.id, tokens.alice, 'Slow CI');
    expectError(await call(tokens.alice, 'post', RetroPaths.groups(retro.id), { title: 'CI', cardIds: [a.id] }), 409, RetroErrors.GROUPING_PHASE);
    const off = await retroIn('COLLECT', { enableCardGrouping: false });
    await card(off.id, tokens.alice, 'x');
    await moveTo(off.id, 'GROUP');
    expectError(await call(tokens.alice, 'post', RetroPaths.groups(off.id), { title: 'CI' }), 422, RetroErrors.GROUPING_DISABLED);
    await moveTo(retro.id, 'GROUP');
    expectError(await call(tokens.watcher, 'post', RetroPaths.groups(retro.id), { title: 'CI' }), 403, RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
  });

  it('gather cards in GROUP: a card moves between groups, a group left empty goes, deleting one ungroups its cards', async () => {
    const retro = await retroIn('COLLECT');
    const [a, b, c] = [await card(retro.id, tokens.alice, 'Slow CI'), await card(retro.id, tokens.bob, 'Flaky tests', 'stop'), await card(retro.id, tokens.bob, 'Long reviews', 'stop')];
    await moveTo(retro.id, 'GROUP');
    const ci = (await call(tokens.alice, 'post', RetroPaths.groups(retro.id), { cardIds: [a.id, b.id] })).body.data as RetroGroup;
    expect(ci).toMatchObject({ title: 'Slow CI', cardIds: [a.id, b.id], votes: 0 });
    const reviews = (await call(tokens.bob, 'post', RetroPaths.groups(retro.id), { title: 'Reviews', cardIds: [c.id] })).body.data as RetroGroup;
    expect((await call(tokens.bob, 'patch', RetroPaths.group(retro.id, ci.id), { title: 'Build pipeline' })).body.data.title).toBe('Build pipeline');
    // Moving the only card of Reviews into the pipeline group removes Reviews.
    expect((await call(tokens.alice, 'post', RetroPaths.groupCards(retro.id, ci.id), { cardId: c.id })).body.data.cardIds).toEqual([a.id, b.id, c.id]);
    expectError(await call(tokens.alice, 'patch', RetroPaths.group(retro.id, reviews.id), { title: 'Gone' }), 404, RetroErrors.GROUP_NOT_FOUND);
    expect((await call(tokens.alice, 'delete', RetroPaths.groupCard(retro.id, ci.id, c.id))).body.data).toEqual({ groupId: ci.id, deleted: false });
    expectError(await call(tokens.alice, 'delete', RetroPaths.groupCard(retro.id, ci.id, c.id)), 404, RetroErrors.CARD_NOT_IN_GROUP);
    expect((await call(owner(), 'delete', RetroPaths.group(retro.id, ci.id))).body.data).toEqual({ deleted: true });
    const state = await snapshot(retro.id);
    expect(state.groups).toEqual([]);
    expect(state.cards.every((x) => x.groupId === null)).toBe(true);
  });

  it("answer each phase refusal with its own text outside GROUP", async () => {
    const retro = await retroIn('COLLECT');
    const [a, b] = [await card(retro.id, tokens.alice, 'One'), await card(retro.id, tokens.alice, 'Two')];
    await moveTo(retro.id, 'GROUP');
    const group = (await call(tokens.alice, 'post', RetroPaths.groups(retro.id), { title: 'Pair', cardIds: [a.id] })).body.data as RetroGroup;
    await moveTo(retro.id, 'VOTE');
    expectError(await call(tokens.alice, 'post', RetroPaths.groups(retro.id), { title: 'Late' }), 409, RetroErrors.GROUPING_PHASE);
    expectError(await call(tokens.alice, 'patch', RetroPaths.group(retro.id, group.id), { title: 'Late' }), 409, RetroErrors.GROUP_UPDATE_PHASE);
    expectError(await call(tokens.alice, 'delete', RetroPaths.group(retro.id, group.id)), 409, RetroErrors.GROUP_DELETE_PHASE);
    expectError(await call(tokens.alice, 'post', RetroPaths.groupCards(retro.id, group.id), { cardId: b.id }), 409, RetroErrors.CARD_GROUPING_PHASE);
    expectError(await call(tokens.alice, 'delete', RetroPaths.groupCard(retro.id, group.id, a.id)), 409, RetroErrors.CARD_UNGROUPING_PHASE);
  });
});

describe('action items', () => {
  it('are created only in ACTION_ITEMS and only when enabled', async () => {
    const retro = await retroIn('DISCUSS');
    expectError(await call(owner(), 'post', RetroPaths.actionItems(retro.id), { title: 'Too early' }), 409, RetroErrors.ACTION_ITEMS_PHASE);
    const off = await retroIn('ACTION_ITEMS', { enableActionItems: false });
    expectError(await call(owner(), 'post', RetroPaths.actionItems(off.id), { title: 'Off' }), 422, RetroErrors.ACTION_ITEMS_DISABLED);
  });

  it('need a title after trimming and a due date not in the past, on create and on update', async () => {
    const retro = await retroIn('ACTION_ITEMS');
    expectError(await call(tokens.alice, 'post', RetroPaths.actionItems(retro.id), { title: '   ' }), 400, RetroErrors.ACTION_ITEM_TITLE_EMPTY);
    expectError(await call(tokens.alice, 'post', RetroPaths.actionItems(retro.id), { title: 'Fix CI', dueDate: '2026-11-01' }), 400, RetroErrors.DUE_DATE_PAST);
    const created = await call(tokens.alice, 'post', RetroPaths.actionItems(retro.id), { title: '  Fix CI  ', dueDate: '2026-11-02', priority: 'HIGH', assigneeId: ids.bob });
    expect(created.status).toBe(201);
    const item = created.body.data as RetroActionItem;
    expect(item).toMatchObject({ title: 'Fix CI', dueDate: '2026-11-02', priority: 'HIGH', status: 'OPEN', assigneeId: ids.bob, assigneeName: expect.stringMatching(/Test$/), sessionId: retro.id });
    expectError(await call(tokens.alice, 'patch', RetroPaths.actionItem(item.id), { title: ' ' }), 400, RetroErrors.ACTION_ITEM_TITLE_EMPTY);
    expectError(await call(tokens.alice, 'patch', RetroPaths.actionItem(item.id), { dueDate: '2026-10-30T12:00:00Z' }), 400, RetroErrors.DUE_DATE_PAST);
    // Later, in another phase, the item is still tracked.
    await moveTo(retro.id, 'COMPLETED');
    const updated = (await call(tokens.alice, 'patch', RetroPaths.actionItem(item.id), { status: 'DONE', dueDate: '2026-12-01', description: 'Pin the runner image' })).body.data;
    expect(updated).toMatchObject({ status: 'DONE', dueDate: '2026-12-01', description: 'Pin the runner image' });
    expect((await call(owner(), 'get', RetroPaths.actionItems(retro.id))).body.data).toEqual([expect.objectContaining({ id: item.id, status: 'DONE' })]);
  });

  it('are written by participants (not observers) and assigned to account members only', async () => {
    const retro = await retroIn('ACTION_ITEMS');
    expectError(await call(tokens.watcher, 'post', RetroPaths.actionItems(retro.id), { title: 'Watchers do not' }), 403, RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
    expectError(await call(tokens.outsider, 'post', RetroPaths.actionItems(retro.id), { title: 'Not in it' }), 403, RetroErrors.NOT_PARTICIPANT);
    const stranger = await platform.createUser();
    expectError(await call(tokens.alice, 'post', RetroPaths.actionItems(retro.id), { title: 'Someone else', assigneeId: stranger.id }), 404, AccountErrors.NOT_A_MEMBER);
    const item = (await call(tokens.alice, 'post', RetroPaths.actionItems(retro.id), { title: 'Ours' })).body.data as RetroActionItem;
    expectError(await call(tokens.watcher, 'patch', RetroPaths.actionItem(item.id), { status: 'DONE' }), 403, RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
    expectError(await call(tokens.alice, 'patch', RetroPaths.actionItem('00000000-0000-4000-8000-000000000000'), { status: 'DONE' }), 404, RetroErrors.ACTION_ITEM_NOT_FOUND);
  });

  it('become a card on a team board only when the kanban capability is there', async () => {
    const retro = await retroIn('ACTION_ITEMS');
    const item = (await call(owner(), 'post', RetroPaths.actionItems(retro.id), { title: 'Board me' })).body.data as RetroActionItem;
    // The same service with no kanban behind it (the capability is absent when kanban is off).
    const quiet: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    const noKanban = createRetroService({
      db: platform.db,
      scopeFor,
      now: platform.clock.now,
      broadcast: async () => undefined,
      evict: async () => undefined,
      capabilities: { provide: () => undefined, get: async () => undefined },
      templates: createRetroTemplates({ now: platform.clock.now }),
      log: quiet,
    });
    const actor: RetroActor = { accountId: acme.id, userId: acme.owner.id, isAdmin: true, canCreate: true, canContribute: true, canCreateActionItems: true, canUpdateActionItems: true, analytics: true, mayChangeCard: () => true };
    await expect(noKanban.actionItemToBoard(actor, scopeFor(acme.id), item.id, {})).rejects.toMatchObject({ message: RetroErrors.BOARD_UNAVAILABLE, status: 422 });
  });

  it('are generated from the most voted cards by the facilitator only', async () => {
    const retro = await retroIn('ACTION_ITEMS');
    expectError(await call(tokens.alice, 'post', RetroPaths.generateActionItems(retro.id)), 403, PokerErrors.FACILITATOR_ONLY);
  });
});
