/**
 * The cadence module's rules as pure functions: both halves use them (the server decides, the
 * screens explain). Every figure a person sees is computed here once.
 */

/** Pulse results are hidden below this many responses (DECISIONS.md "Operational cadence"). */
export const PULSE_MIN_RESPONSES = 5;
/** Weeks a scorecard shows. */
export const SCORECARD_WEEKS = 13;
/** Pulse scores go from 1 to this. */
export const PULSE_SCALE = 5;
/** A 1:1 is "regular" when its last meeting was held within this many times its cadence. */
export const REGULARITY_SLACK = 1.5;

const DAY_MS = 86_400_000;

/** A whole percent from 0 to 100. */
const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

/**
 * Progress of a key result in percent: how far the current value has gone from the start value
 * towards the target (either direction: churn from 10 to 5 counts down), held between 0 and 100.
 * start 0, target 40, current 30 -> 75; start 10, target 5, current 7 -> 60.
 */
export function keyResultProgress(kr: { startValue: number; targetValue: number; currentValue: number }): number {
  const span = kr.targetValue - kr.startValue;
  if (span === 0) return kr.currentValue === kr.targetValue ? 100 : 0;
  return percent((kr.currentValue - kr.startValue) / span);
}

/**
 * Progress of an objective: the mean of its key results' progress; without key results, the mean
 * of its aligned children's progress (so a company objective rolls up its teams'); 0 when neither.
 */
export function objectiveProgress(keyResults: readonly { progress: number }[], children: readonly { progress: number }[] = []): number {
  const parts = keyResults.length > 0 ? keyResults : children;
  if (parts.length === 0) return 0;
  return Math.round(parts.reduce((sum, part) => sum + part.progress, 0) / parts.length);
}

export type GoalStatus = 'done' | 'on_track' | 'at_risk' | 'off_track';

/** Share of a period gone by at `now` (0 before it starts, 1 after it ends). */
export function elapsedShare(periodStart: string, periodEnd: string, now: Date): number {
  const start = Date.parse(`${periodStart}T00:00:00Z`);
  const end = Date.parse(`${periodEnd}T23:59:59Z`);
  if (end <= start) return 1;
  return Math.min(1, Math.max(0, (now.getTime() - start) / (end - start)));
}

/**
 * Where a goal stands: done at 100 %; off track when progress trails the time gone by more than 25
 * points or confidence is below 40; at risk when it trails by more than 10 points or confidence is
 * below 70; on track otherwise.
 */
export function goalStatus(progress: number, confidence: number | null, elapsed: number): GoalStatus {
  if (progress >= 100) return 'done';
  const expected = elapsed * 100;
  if (progress < expected - 25 || (confidence !== null && confidence < 40)) return 'off_track';
  if (progress < expected - 10 || (confidence !== null && confidence < 70)) return 'at_risk';
  return 'on_track';
}

export type GoalLevel = 'company' | 'team' | 'person';
const LEVEL_RANK: Record<GoalLevel, number> = { company: 0, team: 1, person: 2 };

/** An objective aligns to a parent of a broader or equal level (company > team > person). */
export function canAlign(childLevel: GoalLevel, parentLevel: GoalLevel): boolean {
  return LEVEL_RANK[parentLevel] <= LEVEL_RANK[childLevel];
}

export type ScorecardDirection = 'at_least' | 'at_most';
export type ScorecardStatus = 'green' | 'red' | 'missing';

/** A measurable's week against its target: green when met (>= or <= as it says), red when not, missing without a value. */
export function scorecardStatus(value: number | null | undefined, target: number, direction: ScorecardDirection): ScorecardStatus {
  if (value === null || value === undefined) return 'missing';
  const met = direction === 'at_least' ? value >= target : value <= target;
  return met ? 'green' : 'red';
}

/** Share of weeks on target among the weeks with a value, in percent (null without any). */
export function onTargetShare(statuses: readonly ScorecardStatus[]): number | null {
  const known = statuses.filter((status) => status !== 'missing');
  if (known.length === 0) return null;
  return percent(known.filter((status) => status === 'green').length / known.length);
}

/** A date as YYYY-MM-DD (UTC). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday (YYYY-MM-DD, UTC) of the week holding `date`. */
export function weekOf(date: Date): string {
  const day = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day)));
}

/** Whether a YYYY-MM-DD names a Monday. */
export function isMonday(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === day && date.getUTCDay() === 1;
}

/** The Mondays of the last `count` weeks up to the week of `now`, oldest first. */
export function lastWeeks(now: Date, count: number = SCORECARD_WEEKS): string[] {
  const current = Date.parse(`${weekOf(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => isoDay(new Date(current - (count - 1 - index) * 7 * DAY_MS)));
}

/** The first day of the pulse round holding `now` (rounds of `cadenceDays` from the survey's first day). */
export function pulseRound(firstDay: string, cadenceDays: number, now: Date): string {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  const rounds = Math.max(0, Math.floor((now.getTime() - start) / (cadenceDays * DAY_MS)));
  return isoDay(new Date(start + rounds * cadenceDays * DAY_MS));
}

/** Whether pulse results for a group of this many responses may be shown. */
export const pulseVisible = (responses: number) => responses >= PULSE_MIN_RESPONSES;

/**
 * Whether a filter (a team) may be applied to a round's responses: the filtered group must be
 * large enough, and so must the rest of the round when there is a rest, or the difference between
 * "everyone" and "everyone but this team" would single out the few left.
 */
export function pulseFilterAllowed(filtered: number, total: number): boolean {
  const rest = total - filtered;
  return pulseVisible(filtered) && (rest === 0 || pulseVisible(rest));
}

/** The mean of numbers to one decimal (null when empty). */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

/**
 * Whether an action item shows in the 1:1 meeting numbered `meeting`: it was raised in that meeting
 * or an earlier one, and is still open or was closed in that meeting or a later one. Open items
 * thus carry over to every next meeting until done.
 */
export function actionItemShownIn(item: { raisedIn: number; doneIn: number | null }, meeting: number): boolean {
  return item.raisedIn <= meeting && (item.doneIn === null || item.doneIn >= meeting);
}

/** The next 1:1's date: `cadenceDays` after the one just held. */
export function nextMeetingAt(previous: Date, cadenceDays: number): Date {
  return new Date(previous.getTime() + cadenceDays * DAY_MS);
}

/**
 * 1:1 regularity in percent: the share of 1:1s whose last meeting was held within
 * REGULARITY_SLACK times their cadence (a 14-day 1:1 last held 20 days ago is regular, 22 is not).
 * Null without any 1:1.
 */
export function oneOnOneRegularity(series: readonly { cadenceDays: number; lastHeldAt: Date | null }[], now: Date): number | null {
  if (series.length === 0) return null;
  const regular = series.filter((one) => one.lastHeldAt !== null && now.getTime() - one.lastHeldAt.getTime() <= one.cadenceDays * REGULARITY_SLACK * DAY_MS);
  return percent(regular.length / series.length);
}

/** Sprint completion in percent: points completed over points committed across the sprints (null without commitment). */
export function sprintCompletion(sprints: readonly { committedPoints: number; completedPoints: number }[]): number | null {
  const committed = sprints.reduce((sum, sprint) => sum + sprint.committedPoints, 0);
  if (committed === 0) return null;
  return Math.round((sprints.reduce((sum, sprint) => sum + sprint.completedPoints, 0) / committed) * 100);
}

/** How many of a team's latest retrospectives (with something positive or negative) its retro sentiment reads. */
export const RETRO_SENTIMENT_RETROS = 3;

/**
 * Retro sentiment in percent: over the team's latest retrospectives that have positive or negative
 * cards (newest first, at most RETRO_SENTIMENT_RETROS), positive cards and votes over all positive
 * and negative cards and votes, rounded; null without any.
 */
export function retroSentiment(retros: readonly { positiveCards: number; negativeCards: number; positiveVotes: number; negativeVotes: number }[]): { value: number | null; retros: number; positive: number; negative: number } {
  const counted = retros.filter((r) => r.positiveCards + r.negativeCards + r.positiveVotes + r.negativeVotes > 0).slice(0, RETRO_SENTIMENT_RETROS);
  const positive = counted.reduce((sum, r) => sum + r.positiveCards + r.positiveVotes, 0);
  const negative = counted.reduce((sum, r) => sum + r.negativeCards + r.negativeVotes, 0);
  return { value: positive + negative === 0 ? null : Math.round((positive / (positive + negative)) * 100), retros: counted.length, positive, negative };
}

export type ReviewKind = 'self' | 'manager' | 'peer';
export type PeerVisibility = 'manager_only' | 'reviewee';
export type CycleStatus = 'draft' | 'running' | 'calibrating' | 'released';

const CYCLE_MOVES: Record<CycleStatus, CycleStatus[]> = { draft: ['running'], running: ['calibrating'], calibrating: ['released', 'running'], released: [] };

/** A review cycle goes draft -> running -> calibrating -> released (calibration may reopen it). */
export const canMoveCycle = (from: CycleStatus, to: CycleStatus) => CYCLE_MOVES[from].includes(to);

/**
 * Who may read a review (strict): its reviewer; the cycle's owner (calibration); the reviewee's
 * manager; the reviewee once the cycle is released, for the self and manager reviews, and for peer
 * reviews only when the cycle shows peers to the reviewee. Nobody else, account admins included.
 */
export function canReadReview(
  viewerId: string,
  review: { reviewerUserId: string; revieweeUserId: string; kind: ReviewKind },
  cycle: { ownerUserId: string | null; status: CycleStatus; peerVisibility: PeerVisibility },
  revieweeManagerUserId: string | null,
): boolean {
  if (viewerId === review.reviewerUserId || viewerId === cycle.ownerUserId) return true;
  if (revieweeManagerUserId !== null && viewerId === revieweeManagerUserId) return true;
  if (viewerId === review.revieweeUserId && cycle.status === 'released') return review.kind !== 'peer' || cycle.peerVisibility === 'reviewee';
  return false;
}

/**
 * Whether making `managerId` the manager of `personId` would make someone report to themselves:
 * true when the manager is the person or, walking up from the manager, the person is met.
 */
export function wouldCreateManagerCycle(personId: string, managerId: string | null, managerOf: ReadonlyMap<string, string | null>): boolean {
  const seen = new Set<string>();
  for (let current = managerId; current !== null && current !== undefined; current = managerOf.get(current) ?? null) {
    if (current === personId) return true;
    if (seen.has(current)) return false;
    seen.add(current);
  }
  return false;
}

/** Rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}
