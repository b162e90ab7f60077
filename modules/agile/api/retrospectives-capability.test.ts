import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETROSPECTIVES, type RetrospectivesCapability } from '@suite/sdk';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from './index.js';
import { positivity, sentimentCounts } from './retrospectives-capability.js';
import { KanbanApi, TeamApi } from './kanban/test-paths.js';
import { RetroPaths } from './retro/test-paths.js';
import { RT } from './retro/models.js';
import { RETRO_FORMAT_COLUMNS, type RetroSessionView } from '../shared/retro.js';
import type { TeamDetail } from '../shared/teams.js';

describe('retro positivity (worked numbers)', () => {
  it('counts positive and negative cards and their votes; neutral columns count for neither', () => {
    const columns = RETRO_FORMAT_COLUMNS.START_STOP_CONTINUE; // start neutral, stop negative, continue positive
    const cards = [
      { id: 'a', columnId: 'continue' },
      { id: 'b', columnId: 'continue' },
      { id: 'c', columnId: 'stop' },
      { id: 'd', columnId: 'start' },
    ];
    const counts = sentimentCounts(columns, cards, new Map([['a', 3], ['c', 2], ['d', 5]]));
    expect(counts).toEqual({ positiveCards: 2, negativeCards: 1, positiveVotes: 3, negativeVotes: 2 });
    // (2 + 3) / (2 + 3 + 1 + 2) = 5 / 8 = 62.5 %
    expect(positivity(counts)).toBe(62.5);
    expect(positivity({ positiveCards: 0, negativeCards: 0, positiveVotes: 0, negativeVotes: 0 })).toBeNull();
    // 1 / 3 = 33.3 %
    expect(positivity({ positiveCards: 1, negativeCards: 2, positiveVotes: 0, negativeVotes: 0 })).toBe(33.3);
  });
});

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let retros: RetrospectivesCapability;

const call = (account: TestAccount, method: 'get' | 'post', path: string, body?: object) => {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-02T09:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  retros = (await platform.platform.host.capabilities.get(RETROSPECTIVES, acme.id))!;
});
afterAll(() => platform?.close());

describe('the RETROSPECTIVES capability', () => {
  it("gives a team's retros with their positivity and its sprints with their dates, never another account's", async () => {
    const team = (await call(acme, 'post', TeamApi.teams, { name: 'Core' }).expect(201)).body.data as TeamDetail;
    const retro = (await call(acme, 'post', RetroPaths.sessions, { name: 'Sprint 7 retro', teamId: team.id, format: 'MAD_SAD_GLAD' }).expect(201)).body.data as RetroSessionView;
    // Three people: two glad cards (4 and 1 votes), one mad card (2 votes), one sad card (0 votes).
    const people = [acme.owner, await platform.createUser(), await platform.createUser()];
    const participants: string[] = [];
    for (const [index, person] of people.entries()) {
      const existing = (await platform.db(RT.participants).where({ session_id: retro.id, user_id: person.id }).first()) as { id: string } | undefined;
      if (existing) participants.push(existing.id);
      else participants.push(((await platform.db(RT.participants).insert({ account_id: acme.id, session_id: retro.id, user_id: person.id, display_name: `P${index}` }).returning('id')) as { id: string }[])[0]!.id);
    }
    const card = async (columnId: string) => ((await platform.db(RT.cards).insert({ account_id: acme.id, session_id: retro.id, participant_id: participants[0], author_name: 'P0', column_id: columnId, content: columnId }).returning('id')) as { id: string }[])[0]!.id;
    const vote = (cardId: string, voters: number) => Promise.all(participants.slice(0, voters).map((participantId) => platform.db(RT.votes).insert({ account_id: acme.id, session_id: retro.id, card_id: cardId, participant_id: participantId })));
    const glad1 = await card('glad');
    const glad2 = await card('glad');
    const mad = await card('mad');
    await card('sad');
    await vote(glad1, 3);
    await vote(glad2, 1);
    await vote(mad, 2);

    const [view] = await retros.retrospectives(acme.id, { teamIds: [team.id] });
    // positive: 2 cards + 4 votes = 6; negative: 2 cards + 2 votes = 4; 6 / 10 = 60 %
    expect(view).toMatchObject({ id: retro.id, teamId: team.id, cards: 4, positiveCards: 2, negativeCards: 2, positiveVotes: 4, negativeVotes: 2, positivityPct: 60 });
    expect(await retros.retrospectives(acme.id, { teamIds: ['00000000-0000-4000-8000-000000000000'] })).toEqual([]);

    await call(acme, 'post', KanbanApi.sprints, { teamId: team.id, name: 'Sprint 8', startDate: '2026-11-09', endDate: '2026-11-20' }).expect(201);
    expect(await retros.sprints(acme.id, { teamIds: [team.id] })).toEqual([expect.objectContaining({ name: 'Sprint 8', teamId: team.id, startDate: '2026-11-09', endDate: '2026-11-20', status: 'planned' })]);

    // Asked for another account, nothing of Acme's comes back.
    expect(await retros.retrospectives(globex.id)).toEqual([]);
    expect(await retros.sprints(globex.id)).toEqual([]);
  });
});
