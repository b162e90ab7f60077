import { defineCapability } from './capabilities.js';

/**
 * Retrospectives and sprint dates of the account's agile teams, for the cadence module's team
 * health and calendar. Provided by the agile module; absent when agile is off for the account.
 */
export interface TeamRetrospective {
  id: string;
  name: string;
  teamId: string | null;
  status: string;
  /** When it was held: started (or created) and completed; ISO. */
  startedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  cards: number;
  /** Cards in a column of positive kind (went well, keep, ...) and of negative kind (to improve, stop, ...). */
  positiveCards: number;
  negativeCards: number;
  /** Votes on positive and on negative cards. */
  positiveVotes: number;
  negativeVotes: number;
  /**
   * Positivity in percent: (positive cards + positive votes) / (positive + negative cards and
   * votes) x 100, one decimal; null when nothing was positive or negative.
   */
  positivityPct: number | null;
  path: string;
}

/** A sprint of a team's board, as planned (dates) and where it stands. */
export interface TeamSprint {
  id: string;
  name: string;
  teamId: string | null;
  boardId: string | null;
  startDate: string | null;
  endDate: string | null;
  status: 'planned' | 'active' | 'completed';
}

export interface RetrospectivesCapability {
  /** Retrospectives, newest first; `teamIds` keeps those teams', `since` (ISO day) those created on or after it. */
  retrospectives(accountId: string, filter?: { teamIds?: string[]; since?: string }): Promise<TeamRetrospective[]>;
  /** Sprints with their dates, soonest start first; `teamIds` keeps those teams'. */
  sprints(accountId: string, filter?: { teamIds?: string[] }): Promise<TeamSprint[]>;
}
export const RETROSPECTIVES = defineCapability<RetrospectivesCapability>('agile.retrospectives', 'agile');
