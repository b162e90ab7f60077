import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { POKER_STORY_LIMIT, type CreatePokerSessionBody, type PokerSessionView } from '../../shared/poker.js';

/** What the create/edit form holds (agile.md section 2). */
export interface SessionFormValues {
  name: string;
  description: string;
  votingSystemId: string;
  enableTimer: boolean;
  /** Seconds, as text while typing. */
  timerDuration: string;
  /** Reveal by itself once every voter has voted. */
  autoReveal: boolean;
  /** '' is a personal session (no team). */
  teamId: string;
  /** One story per line. */
  stories: string;
}

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const STORY_TITLE_MAX = 300;
export const TIMER_MIN_SECONDS = 10;
export const TIMER_MAX_SECONDS = 3600;
export const DEFAULT_TIMER_SECONDS = 120;

export const emptySessionForm = (votingSystemId = 'fibonacci'): SessionFormValues => ({
  name: '',
  description: '',
  votingSystemId,
  enableTimer: false,
  timerDuration: String(DEFAULT_TIMER_SECONDS),
  autoReveal: false,
  teamId: '',
  stories: '',
});

export function formFromSession(session: PokerSessionView): SessionFormValues {
  return {
    name: session.name,
    description: session.description ?? '',
    votingSystemId: session.votingSystem.id,
    enableTimer: session.settings.enableTimer,
    timerDuration: String(session.settings.timerDuration ?? DEFAULT_TIMER_SECONDS),
    autoReveal: session.settings.autoReveal,
    teamId: session.teamId ?? '',
    stories: '',
  };
}

/** Story titles from the text area: one per line, blank lines ignored. */
export function storyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A problem is either one of the spec's sentences (shown through translateError) or a key of
 * the 'agile' namespace for the form's own hints (prefixed 'form.errors.').
 */
export type SessionFormProblems = Partial<Record<'name' | 'description' | 'timerDuration' | 'stories', string>>;

export const FormProblemKeys = {
  NAME_REQUIRED: 'form.errors.nameRequired',
  NAME_TOO_LONG: 'form.errors.nameTooLong',
  DESCRIPTION_TOO_LONG: 'form.errors.descriptionTooLong',
  STORY_TOO_LONG: 'form.errors.storyTooLong',
} as const;

export const isFormKey = (problem: string) => problem.startsWith('form.errors.');

/** The checks the server makes, in the words of the form, as the user types. */
export function sessionFormProblems(values: SessionFormValues, options: { creating: boolean }): SessionFormProblems {
  const problems: SessionFormProblems = {};
  const name = values.name.trim();
  if (!name) problems.name = FormProblemKeys.NAME_REQUIRED;
  else if (name.length > NAME_MAX) problems.name = FormProblemKeys.NAME_TOO_LONG;
  if (values.description.length > DESCRIPTION_MAX) problems.description = FormProblemKeys.DESCRIPTION_TOO_LONG;
  if (values.enableTimer) {
    const text = values.timerDuration.trim();
    const seconds = Number(text);
    if (!text) problems.timerDuration = PokerErrors.TIMER_DURATION_REQUIRED;
    else if (!Number.isInteger(seconds) || seconds < TIMER_MIN_SECONDS || seconds > TIMER_MAX_SECONDS) problems.timerDuration = PokerErrors.TIMER_DURATION_RANGE;
  }
  if (options.creating) {
    const lines = storyLines(values.stories);
    if (lines.length > POKER_STORY_LIMIT) problems.stories = PokerErrors.STORY_LIMIT;
    else if (lines.some((line) => line.length > STORY_TITLE_MAX)) problems.stories = FormProblemKeys.STORY_TOO_LONG;
  }
  return problems;
}

export function hasProblems(problems: SessionFormProblems): boolean {
  return Object.values(problems).some(Boolean);
}

/** The create body (CreatePokerSessionBody); the edit body leaves stories out. */
export function sessionBody(values: SessionFormValues): CreatePokerSessionBody {
  const timer = values.enableTimer ? Number(values.timerDuration.trim()) : null;
  const stories = storyLines(values.stories);
  return {
    name: values.name.trim(),
    description: values.description.trim() ? values.description.trim() : null,
    votingSystemId: values.votingSystemId,
    settings: { enableTimer: values.enableTimer, timerDuration: timer, autoReveal: values.autoReveal },
    teamId: values.teamId || null,
    ...(stories.length ? { stories } : {}),
  };
}

export function updateBody(values: SessionFormValues): Omit<CreatePokerSessionBody, 'stories' | 'teamId'> {
  const { stories: _stories, teamId: _teamId, ...rest } = sessionBody({ ...values, stories: '' });
  return rest;
}
