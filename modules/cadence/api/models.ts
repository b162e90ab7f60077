import { ModuleModel } from '@suite/sdk/server';
import { T } from './tables.js';
import type { MetricSource } from '../shared/goal-endpoints.js';
import type { CycleStatus, GoalLevel, PeerVisibility, ReviewKind, ScorecardDirection } from '../shared/rules.js';
import type { WeeklySync } from '../shared/team-endpoints.js';

/**
 * Cadence's Objection models: camelCase properties over the snake_case columns of 0002 (queries
 * still name columns as stored), jsonb columns declared as JSON attributes. Reads, updates and
 * deletes go through `tenantQuery(scope, Model)` (the account's rows only); inserts stamp the
 * account themselves: `Model.query(scope.knex).insert({ accountId: scope.accountId, ... })`.
 * Days (start dates, weeks, periods, due dates) are text columns: YYYY-MM-DD strings.
 */
abstract class CadenceModel extends ModuleModel {}

type Timestamp = Date | string;

export class TeamModel extends CadenceModel {
  static override tableName = T.teams;
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare agileTeamId: string | null;
  declare createdAt: Timestamp;
}

export class PersonModel extends CadenceModel {
  static override tableName = T.people;
  declare id: string;
  declare accountId: string;
  declare userId: string | null;
  declare name: string;
  declare email: string | null;
  declare title: string | null;
  declare teamId: string | null;
  declare managerId: string | null;
  declare startDate: string | null;
  declare createdAt: Timestamp;
}

/** A manager and a report meeting on a cadence. */
export class OneOnOneModel extends CadenceModel {
  static override tableName = T.oneOnOnes;
  declare id: string;
  declare accountId: string;
  declare managerUserId: string;
  declare reportUserId: string;
  declare cadenceDays: number;
  declare createdAt: Timestamp;
}

/** One meeting of a 1:1, numbered from 1; `heldAt` set once held. */
export class MeetingModel extends CadenceModel {
  static override tableName = T.meetings;
  declare id: string;
  declare accountId: string;
  declare oneOnOneId: string;
  declare number: number;
  declare scheduledAt: Timestamp;
  declare heldAt: Timestamp | null;
  declare sharedNotes: string;
  declare remindedAt: Timestamp | null;
}

export class AgendaItemModel extends CadenceModel {
  static override tableName = T.agendaItems;
  /** bigserial: a string from the driver. */
  declare seq: string | number;
  declare id: string;
  declare accountId: string;
  declare meetingId: string;
  declare authorUserId: string;
  declare text: string;
  declare done: boolean;
}

/** A participant's own note on a meeting (one per meeting and author). */
export class PrivateNoteModel extends CadenceModel {
  static override tableName = T.privateNotes;
  declare id: string;
  declare accountId: string;
  declare meetingId: string;
  declare authorUserId: string;
  declare body: string;
  declare updatedAt: Timestamp;
}

/** An action item of a 1:1: raised in a meeting (its number), done in another. */
export class ActionItemModel extends CadenceModel {
  static override tableName = T.actionItems;
  declare seq: string | number;
  declare id: string;
  declare accountId: string;
  declare oneOnOneId: string;
  declare title: string;
  declare ownerUserId: string;
  declare dueDate: string | null;
  declare raisedIn: number;
  declare doneIn: number | null;
  declare doneAt: Timestamp | null;
}

/** A review cycle; its questions are a jsonb list. */
export class ReviewCycleModel extends CadenceModel {
  static override tableName = T.reviewCycles;
  static override jsonAttributes = ['questions'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare periodStart: string;
  declare periodEnd: string;
  declare dueDate: string | null;
  declare ownerUserId: string | null;
  declare status: CycleStatus;
  declare questions: { id: string; text: string }[];
  declare ratingScale: number;
  declare peerVisibility: PeerVisibility;
  declare createdAt: Timestamp;
}

/** Someone reviewed in a cycle (keyed by cycle and reviewee), with their manager and peers. */
export class ReviewParticipantModel extends CadenceModel {
  static override tableName = T.reviewParticipants;
  static override idColumn = ['cycle_id', 'reviewee_user_id'];
  static override jsonAttributes = ['peerUserIds'];
  declare accountId: string;
  declare cycleId: string;
  declare revieweeUserId: string;
  declare managerUserId: string | null;
  declare peerUserIds: string[];
  declare finalRating: number | null;
}

export class ReviewModel extends CadenceModel {
  static override tableName = T.reviews;
  static override jsonAttributes = ['answers'];
  declare id: string;
  declare accountId: string;
  declare cycleId: string;
  declare revieweeUserId: string;
  declare reviewerUserId: string;
  declare kind: ReviewKind;
  declare answers: Record<string, string>;
  declare rating: number | null;
  declare submittedAt: Timestamp | null;
}

/** A goal at company, team or personal level, aligned to a parent objective. */
export class ObjectiveModel extends CadenceModel {
  static override tableName = T.objectives;
  declare id: string;
  declare seq: string | number;
  declare accountId: string;
  declare title: string;
  declare level: GoalLevel;
  declare ownerUserId: string | null;
  declare teamId: string | null;
  declare parentId: string | null;
  declare periodStart: string;
  declare periodEnd: string;
}

/** A key result; `metricSource` set when another domain's live metric feeds its value. */
export class KeyResultModel extends CadenceModel {
  static override tableName = T.keyResults;
  declare id: string;
  declare seq: string | number;
  declare accountId: string;
  declare objectiveId: string;
  declare title: string;
  declare startValue: number;
  declare targetValue: number;
  declare currentValue: number;
  declare unit: string;
  declare confidence: number;
  declare ownerUserId: string | null;
  declare metricSource: MetricSource | null;
  declare metricTeamId: string | null;
  declare updatedAt: Timestamp;
}

export class CheckInModel extends CadenceModel {
  static override tableName = T.checkIns;
  declare id: string;
  declare seq: string | number;
  declare accountId: string;
  declare keyResultId: string;
  declare authorUserId: string | null;
  declare value: number;
  declare confidence: number;
  declare comment: string;
  declare source: 'manual' | 'metric';
  declare createdAt: Timestamp;
}

/** A scorecard line: a weekly number against a target. */
export class MeasurableModel extends CadenceModel {
  static override tableName = T.measurables;
  declare id: string;
  declare seq: string | number;
  declare accountId: string;
  declare name: string;
  declare ownerUserId: string | null;
  declare teamId: string | null;
  declare target: number;
  declare direction: ScorecardDirection;
  declare unit: string;
  declare metricSource: MetricSource | null;
  declare metricTeamId: string | null;
}

/** A measurable's value for a week (its Monday), keyed by measurable and week. */
export class MeasurableEntryModel extends CadenceModel {
  static override tableName = T.measurableEntries;
  static override idColumn = ['measurable_id', 'week'];
  declare accountId: string;
  declare measurableId: string;
  declare week: string;
  declare value: number;
}

/** A team's weekly meeting (one per team and week): notes, and issues and to-dos as jsonb lists. */
export class WeeklySyncModel extends CadenceModel {
  static override tableName = T.weeklySyncs;
  static override jsonAttributes = ['issues', 'todos'];
  declare id: string;
  declare accountId: string;
  declare teamId: string;
  declare week: string;
  declare notes: string;
  declare issues: WeeklySync['issues'];
  declare todos: WeeklySync['todos'];
  declare updatedAt: Timestamp;
}

/** A recurring pulse survey; its questions are a jsonb list, its rounds counted from `firstDay`. */
export class PulseSurveyModel extends CadenceModel {
  static override tableName = T.pulseSurveys;
  static override jsonAttributes = ['questions'];
  declare id: string;
  declare accountId: string;
  declare title: string;
  declare questions: { id: string; text: string }[];
  declare cadenceDays: number;
  declare firstDay: string;
  declare closedAt: Timestamp | null;
  declare createdAt: Timestamp;
}

/** An anonymous answer: scores per question, the team at the time, never a user. */
export class PulseResponseModel extends CadenceModel {
  static override tableName = T.pulseResponses;
  static override jsonAttributes = ['scores'];
  declare id: string;
  declare accountId: string;
  declare surveyId: string;
  declare round: string;
  declare teamId: string | null;
  declare scores: Record<string, number>;
  declare comment: string | null;
}

/** Who answered a round (kept apart from the answers), keyed by survey, round and user. */
export class PulseReceiptModel extends CadenceModel {
  static override tableName = T.pulseReceipts;
  static override idColumn = ['survey_id', 'round', 'user_id'];
  declare accountId: string;
  declare surveyId: string;
  declare round: string;
  declare userId: string;
}

/** A user's secret iCalendar feed (0003): the token stored hashed, one per user and account. */
export class CalendarFeedModel extends CadenceModel {
  static override tableName = T.calendarFeeds;
  static override idColumn = ['account_id', 'user_id'];
  declare accountId: string;
  declare userId: string;
  declare tokenHash: string;
  declare createdAt: Timestamp;
}
