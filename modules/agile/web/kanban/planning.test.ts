import { describe, expect, it } from 'vitest';
import { formatPercent } from '@suite/sdk';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { KanbanSprint, KanbanVelocity } from '../../shared/kanban.js';
import { formatDuration } from './format.js';
import { itemTitleProblem, pointsProblem, pointsValue, sprintDatesProblem, wipLimitProblem } from './forms.js';
import { capacityPoints, committedPoints, defaultSprint, nextSprintDefaults, parseDollars, personDays, pointsPerPersonDay, sprintCosts, sprintLoad, sumPoints } from './planning.js';
import { resolveScope } from './scope.js';

const sprint = (id: string, patch: Partial<KanbanSprint> = {}): KanbanSprint => ({
  id,
  teamId: 'team-1',
  boardId: 'board-1',
  name: `Sprint ${id}`,
  goal: null,
  status: 'planned',
  startDate: '2026-03-02',
  endDate: '2026-03-13',
  capacityPoints: null,
  committedPoints: 0,
  completedPoints: 0,
  totalPoints: 0,
  itemCount: 0,
  completedItemCount: 0,
  startedAt: null,
  completedAt: null,
  rolledOverTo: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...patch,
});

/** Three completed two-week sprints (10 working days each): 20, 26 and 30 points done. */
const velocity: Pick<KanbanVelocity, 'sprints'> = {
  sprints: [
    { sprintId: 's1', name: 'Sprint 1', startDate: '2026-01-05', endDate: '2026-01-16', committedPoints: 24, completedPoints: 20, completedCostCents: 0 },
    { sprintId: 's2', name: 'Sprint 2', startDate: '2026-01-19', endDate: '2026-01-30', committedPoints: 28, completedPoints: 26, completedCostCents: 0 },
    { sprintId: 's3', name: 'Sprint 3', startDate: '2026-02-02', endDate: '2026-02-13', committedPoints: 30, completedPoints: 30, completedCostCents: 0 },
  ],
};

describe('sprint load against capacity', () => {
  it('is over when more is committed than fits, with the points over', () => {
    expect(sprintLoad(34, 30)).toEqual({ state: 'over', percent: 113, remaining: -4 });
    expect(sprintLoad(30, 30)).toEqual({ state: 'full', percent: 100, remaining: 0 });
    expect(sprintLoad(21, 30)).toEqual({ state: 'under', percent: 70, remaining: 9 });
    expect(sprintLoad(21, null).state).toBe('unset');
  });

  it('counts a planned sprint’s live points and a started sprint’s frozen commitment', () => {
    expect(committedPoints(sprint('a', { status: 'planned', totalPoints: 13, committedPoints: 0 }))).toBe(13);
    expect(committedPoints(sprint('a', { status: 'active', totalPoints: 18, committedPoints: 13 }))).toBe(13);
  });

  it('opens on the active sprint, else the earliest planned one', () => {
    const planned = [sprint('late', { startDate: '2026-04-01' }), sprint('soon', { startDate: '2026-03-16' })];
    expect(defaultSprint(planned)?.id).toBe('soon');
    expect(defaultSprint([...planned, sprint('now', { status: 'active' })])?.id).toBe('now');
    expect(defaultSprint([sprint('old', { status: 'completed' })])).toBeNull();
  });

  it('adds up points, leaving unestimated items out', () => {
    expect(sumPoints([{ storyPoints: 3 }, { storyPoints: null }, { storyPoints: 5.5 }])).toBe(8.5);
  });
});

describe('the cost of points', () => {
  it('multiplies each sprint’s points by the cost of a point, with the totals and the average', () => {
    const costs = sprintCosts(velocity, 45_000);
    expect(costs.rows.map((row) => [row.committedCents, row.completedCents])).toEqual([
      [1_080_000, 900_000],
      [1_260_000, 1_170_000],
      [1_350_000, 1_350_000],
    ]);
    expect(costs.totalCompletedCents).toBe(3_420_000);
    expect(costs.totalPoints).toBe(76);
    expect(costs.averagePerSprintCents).toBe(1_140_000);
  });

  it('reads dollars as typed, and refuses what is not an amount', () => {
    expect(parseDollars('450')).toBe(45_000);
    expect(parseDollars('$1,250.5')).toBe(125_050);
    expect(parseDollars('0')).toBe(0);
    expect(parseDollars('12.345')).toBeNull();
    expect(parseDollars('-5')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });

  it('writes shares as percentages in the user’s language', () => {
    expect(formatPercent(8 / 13, 'en')).toBe('62%');
    expect(formatPercent(0.74, 'fr')).toBe('74\u00a0%');
    expect(formatPercent(null, 'en')).toBe('–');
  });
});

describe('capacity from availability', () => {
  it('turns people, availability and days off into person-days', () => {
    const people = [
      { userId: 'a', name: 'Dana', availability: 100, daysOff: 0 },
      { userId: 'b', name: 'Elliot', availability: 50, daysOff: 0 },
      { userId: 'c', name: 'Chris', availability: 100, daysOff: 3 },
    ];
    // 10 + 5 + 7 = 22 person-days in a 10-day sprint.
    expect(personDays(people, 10)).toBe(22);
    // The pace of three people over three 10-day sprints: 76 points / 90 person-days = 0.84.
    expect(pointsPerPersonDay(velocity, 3)).toBe(0.84);
    expect(capacityPoints(people, 10, 0.84)).toBe(18.5);
  });

  it('has no pace without completed sprints or people', () => {
    expect(pointsPerPersonDay({ sprints: [] }, 3)).toBeNull();
    expect(pointsPerPersonDay(velocity, 0)).toBeNull();
  });
});

describe('the kanban forms', () => {
  it('asks for titles and bounds points and WIP limits with the server’s texts', () => {
    expect(itemTitleProblem('   ')).toBe(KanbanErrors.ITEM_TITLE_REQUIRED);
    expect(itemTitleProblem('Fix it')).toBeUndefined();
    expect(pointsProblem('')).toBeUndefined();
    expect(pointsProblem(1001)).toBe(KanbanErrors.STORY_POINTS_RANGE);
    expect(pointsProblem(-1)).toBe(KanbanErrors.STORY_POINTS_RANGE);
    expect(pointsValue('')).toBeNull();
    expect(pointsValue(3)).toBe(3);
    expect(wipLimitProblem(0)).toBe(KanbanErrors.WIP_LIMIT_MIN);
    expect(wipLimitProblem(2.5)).toBe(KanbanErrors.WIP_LIMIT_MIN);
    expect(wipLimitProblem(3)).toBeUndefined();
    expect(wipLimitProblem('')).toBeUndefined();
    expect(sprintDatesProblem('2026-03-13', '2026-03-02')).toBe(KanbanErrors.SPRINT_DATES);
    expect(sprintDatesProblem('2026-03-02', '2026-03-02')).toBeUndefined();
  });

  it('names and dates the next sprint after the last one', () => {
    const defaults = nextSprintDefaults([sprint('1', { endDate: '2026-03-13' }), sprint('2', { endDate: '2026-03-27' })], '2026-03-10', (n) => `Sprint ${n}`);
    expect(defaults).toEqual({ name: 'Sprint 3', startDate: '2026-03-28', endDate: '2026-04-10' });
    expect(nextSprintDefaults([], '2026-03-10', (n) => `Sprint ${n}`)).toEqual({ name: 'Sprint 1', startDate: '2026-03-10', endDate: '2026-03-23' });
  });

  it('writes cycle times in hours under two days, then in days', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}:${String(values?.value)}`;
    expect(formatDuration(36, 'en', t)).toBe('kanban.item.hours:36');
    expect(formatDuration(72, 'en', t)).toBe('kanban.flow.days:3');
    expect(formatDuration(null, 'en', t)).toBe('–');
  });
});

describe('which team and board a planning screen shows', () => {
  const teams = [{ id: 't1' }, { id: 't2' }, { id: 't3' }] as Parameters<typeof resolveScope>[0];
  const boards = [
    { id: 'b1', teamId: 't2' },
    { id: 'b2', teamId: 't2' },
    { id: 'b3', teamId: 't3' },
  ] as Parameters<typeof resolveScope>[1];

  it('starts on the first team that has a board, and its first board', () => {
    expect(resolveScope(teams, boards, { team: null, board: null })).toMatchObject({ teamId: 't2', boardId: 'b1' });
  });

  it('follows the board named in the address to its team', () => {
    expect(resolveScope(teams, boards, { team: null, board: 'b3' })).toMatchObject({ teamId: 't3', boardId: 'b3' });
  });

  it('keeps a chosen team without boards, and ignores an unknown team', () => {
    expect(resolveScope(teams, boards, { team: 't1', board: null })).toMatchObject({ teamId: 't1', boardId: null });
    expect(resolveScope(teams, boards, { team: 'nope', board: 'b2' })).toMatchObject({ teamId: 't2', boardId: 'b2' });
  });
});
