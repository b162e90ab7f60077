import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type RetroActionItem, type RetroCard, type RetroGroup, type RetroSessionView, type RetroSnapshot, type RetroTemplate } from '../../shared/retro.js';
import { type TeamDetail } from '../../shared/teams.js';
import { TeamApi } from '../teams/test-paths.js';
import { RetroPaths } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const theirs: { session: string; participant: string; card: string; group: string; actionItem: string; team: string; template: string; user: string } = {} as never;
const ours: { session: string; grouping: string } = {} as never;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(account: TestAccount, method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'ENTERPRISE' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'ENTERPRISE' });
  theirs.user = globex.owner.id;
  theirs.team = ((await call(globex, 'post', TeamApi.teams, { name: 'Globex team' })).body.data as TeamDetail).id;
  theirs.template = ((await call(globex, 'post', RetroPaths.templates, { name: 'Globex template', description: 'Secret', columns: [{ title: 'One' }] })).body.data as RetroTemplate).id;
  const session = (await call(globex, 'post', RetroPaths.sessions, { name: 'Globex secret retro', teamId: theirs.team })).body.data as RetroSessionView;
  theirs.session = session.id;
  await call(globex, 'post', RetroPaths.advancePhase(session.id));
  theirs.card = ((await call(globex, 'post', RetroPaths.cards(session.id), { columnId: 'stop', content: 'Globex only' })).body.data as RetroCard).id;
  await call(globex, 'post', RetroPaths.setPhase(session.id), { phase: 'GROUP' });
  theirs.group = ((await call(globex, 'post', RetroPaths.groups(session.id), { title: 'Theirs', cardIds: [theirs.card] })).body.data as RetroGroup).id;
  await call(globex, 'post', RetroPaths.setPhase(session.id), { phase: 'ACTION_ITEMS' });
  theirs.actionItem = ((await call(globex, 'post', RetroPaths.actionItems(session.id), { title: 'Globex plan' })).body.data as RetroActionItem).id;
  theirs.participant = ((await call(globex, 'get', RetroPaths.session(session.id))).body.data as RetroSnapshot).me.participantId!;

  // Our own retros, to name their ids inside our routes.
  ours.session = ((await call(acme, 'post', RetroPaths.sessions, { name: 'Ours' })).body.data as RetroSessionView).id;
  await call(acme, 'post', RetroPaths.advancePhase(ours.session));
  await call(acme, 'post', RetroPaths.setPhase(ours.session), { phase: 'ACTION_ITEMS' });
  ours.grouping = ((await call(acme, 'post', RetroPaths.sessions, { name: 'Grouping' })).body.data as RetroSessionView).id;
  await call(acme, 'post', RetroPaths.advancePhase(ours.grouping));
  await call(acme, 'post', RetroPaths.setPhase(ours.grouping), { phase: 'GROUP' });
});
afterAll(() => platform?.close());

describe('tenant isolation of retrospectives', () => {
  it("refuses every route naming another account's retro, card, group, action item, participant, team, template or user", async () => {
    const { session, participant, card, group, actionItem, team, template, user } = theirs;
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${RetroPaths.session(session)}` },
      { method: 'PATCH', path: `/api${RetroPaths.session(session)}`, body: { name: 'Hijacked' } },
      { method: 'DELETE', path: `/api${RetroPaths.session(session)}` },
      { method: 'POST', path: `/api${RetroPaths.join(session)}`, body: {} },
      { method: 'POST', path: `/api${RetroPaths.leave(session)}` },
      { method: 'POST', path: `/api${RetroPaths.advancePhase(session)}` },
      { method: 'POST', path: `/api${RetroPaths.setPhase(session)}`, body: { phase: 'SETUP' } },
      { method: 'PUT', path: `/api${RetroPaths.timer(session)}`, body: { duration: 60 } },
      { method: 'DELETE', path: `/api${RetroPaths.timer(session)}` },
      { method: 'PATCH', path: `/api${RetroPaths.participant(session, participant)}`, body: { role: 'OBSERVER' } },
      { method: 'DELETE', path: `/api${RetroPaths.participant(session, participant)}` },
      { method: 'GET', path: `/api${RetroPaths.analytics(session)}` },
      { method: 'GET', path: `/api${RetroPaths.export(session, 'csv')}` },
      { method: 'GET', path: `/api${RetroPaths.export(session, 'json')}` },
      { method: 'GET', path: `/api${RetroPaths.export(session, 'markdown')}` },
      { method: 'POST', path: `/api${RetroPaths.cards(session)}`, body: { columnId: 'start', content: 'Injected' } },
      { method: 'PATCH', path: `/api${RetroPaths.card(session, card)}`, body: { content: 'Changed' } },
      { method: 'DELETE', path: `/api${RetroPaths.card(session, card)}` },
      { method: 'POST', path: `/api${RetroPaths.cardVotes(session, card)}` },
      { method: 'DELETE', path: `/api${RetroPaths.cardVotes(session, card)}` },
      { method: 'POST', path: `/api${RetroPaths.groups(session)}`, body: { title: 'Injected' } },
      { method: 'PATCH', path: `/api${RetroPaths.group(session, group)}`, body: { title: 'Renamed' } },
      { method: 'DELETE', path: `/api${RetroPaths.group(session, group)}` },
      { method: 'POST', path: `/api${RetroPaths.groupCards(session, group)}`, body: { cardId: card } },
      { method: 'DELETE', path: `/api${RetroPaths.groupCard(session, group, card)}` },
      { method: 'GET', path: `/api${RetroPaths.actionItems(session)}` },
      { method: 'POST', path: `/api${RetroPaths.actionItems(session)}`, body: { title: 'Injected' } },
      { method: 'POST', path: `/api${RetroPaths.generateActionItems(session)}` },
      { method: 'PATCH', path: `/api${RetroPaths.actionItem(actionItem)}`, body: { status: 'DONE' } },
      { method: 'POST', path: `/api${RetroPaths.actionItemToBoard(actionItem)}`, body: {} },
      { method: 'GET', path: `/api${RetroPaths.accountRetrospectives(globex.id)}` },
      { method: 'GET', path: `/api${RetroPaths.sessions}?accountId=${globex.id}` },
      { method: 'GET', path: `/api${RetroPaths.teamMetrics(team)}` },
      { method: 'GET', path: `/api${RetroPaths.templates}?accountId=${globex.id}` },
      { method: 'POST', path: `/api${RetroPaths.templateSearch}?accountId=${globex.id}`, body: {} },
      { method: 'GET', path: `/api${RetroPaths.template(template)}` },
      { method: 'PATCH', path: `/api${RetroPaths.template(template)}`, body: { name: 'Stolen' } },
      { method: 'DELETE', path: `/api${RetroPaths.template(template)}` },
      { method: 'POST', path: `/api${RetroPaths.templateRating(template)}`, body: { rating: 1 } },
      // Their ids inside our own retros.
      { method: 'POST', path: `/api${RetroPaths.sessions}`, body: { name: 'On their team', teamId: team } },
      { method: 'POST', path: `/api${RetroPaths.sessions}`, body: { name: 'From their template', templateId: template } },
      { method: 'PATCH', path: `/api${RetroPaths.session(ours.session)}`, body: { teamId: team } },
      { method: 'PATCH', path: `/api${RetroPaths.session(ours.session)}`, body: { facilitatorId: user } },
      { method: 'POST', path: `/api${RetroPaths.actionItems(ours.session)}`, body: { title: 'Theirs', assigneeId: user } },
      { method: 'POST', path: `/api${RetroPaths.actionItems(ours.session)}`, body: { title: 'Theirs', cardId: card } },
      { method: 'POST', path: `/api${RetroPaths.groups(ours.grouping)}`, body: { title: 'Theirs', cardIds: [card] } },
      { method: 'PATCH', path: `/api${RetroPaths.participant(ours.session, participant)}`, body: { role: 'OBSERVER' } },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);

    // Nothing of theirs changed.
    const state = (await call(globex, 'get', RetroPaths.session(session))).body.data as RetroSnapshot;
    expect(state.session).toMatchObject({ name: 'Globex secret retro', currentPhase: 'ACTION_ITEMS', status: 'ACTIVE' });
    expect(state.cards).toEqual([expect.objectContaining({ id: card, content: 'Globex only', groupId: group, votes: 0 })]);
    expect(state.actionItems).toEqual([expect.objectContaining({ id: actionItem, title: 'Globex plan', status: 'OPEN' })]);
    expect(state.participants).toHaveLength(1);
    expect(((await call(globex, 'get', RetroPaths.template(template))).body.data as RetroTemplate).name).toBe('Globex template');
    // And our lists show none of it.
    const ourList = (await call(acme, 'get', `${RetroPaths.sessions}?limit=200`)).body.data as { sessions: RetroSessionView[] };
    expect(ourList.sessions.map((s) => s.name).sort()).toEqual(['Grouping', 'Ours']);
    expect(((await call(acme, 'get', RetroPaths.templates)).body.data as RetroTemplate[]).every((t) => t.builtIn)).toBe(true);
  });
});
