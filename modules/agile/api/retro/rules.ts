import { ValidationError } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import {
  RETRO_CARD_MAX_LENGTH,
  RETRO_DEFAULT_SETTINGS,
  RETRO_FORMAT_COLUMNS,
  RETRO_PHASES,
  RETRO_TEMPLATE_LIMITS,
  type RetroColumn,
  type RetroFormat,
  type RetroPhase,
  type RetroSettings,
  type RetroTemplateColumn,
} from '../../shared/retro.js';

/**
 * The retrospective rules that need no database (agile.md sections 4 and 5): settings, columns,
 * card content, due dates and the phase machine's advance conditions.
 */

/** Settings merged over a base, checked: votes at least 1, a card limit (if any) at least 1, timers not negative. */
export function checkSettings(input: Partial<RetroSettings> | undefined, base: RetroSettings = RETRO_DEFAULT_SETTINGS): RetroSettings {
  const merged: RetroSettings = { ...base, ...(input ?? {}), phaseTimers: { ...(input?.phaseTimers ?? base.phaseTimers) } };
  if (!Number.isInteger(merged.votesPerParticipant) || merged.votesPerParticipant < 1) throw new ValidationError(RetroErrors.VOTES_PER_PARTICIPANT_MIN);
  if (merged.maxCardsPerParticipant !== null && (!Number.isInteger(merged.maxCardsPerParticipant) || merged.maxCardsPerParticipant < 1)) throw new ValidationError(RetroErrors.MAX_CARDS_MIN);
  for (const [phase, seconds] of Object.entries(merged.phaseTimers)) {
    if (!(RETRO_PHASES as readonly string[]).includes(phase)) throw new ValidationError(RetroErrors.PHASE_TIMER_NEGATIVE);
    // Negative timers are refused when the timer is on (agile.md section 5); off, they are dropped.
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0) {
      if (merged.timerEnabled) throw new ValidationError(RetroErrors.PHASE_TIMER_NEGATIVE);
      delete merged.phaseTimers[phase as RetroPhase];
    }
  }
  return {
    votesPerParticipant: merged.votesPerParticipant,
    maxCardsPerParticipant: merged.maxCardsPerParticipant ?? null,
    enableCardGrouping: Boolean(merged.enableCardGrouping),
    enableActionItems: Boolean(merged.enableActionItems),
    timerEnabled: Boolean(merged.timerEnabled),
    phaseTimers: merged.phaseTimers,
    blurCards: Boolean(merged.blurCards),
  };
}

/**
 * Custom columns: 1 to 8, each titled, titles unique ignoring case; ids c1, c2, ... Returns null
 * when the rule is broken (the caller names the error: a template or a custom session).
 */
export function customColumns(columns: readonly RetroTemplateColumn[] | undefined): RetroColumn[] | null {
  if (!columns || columns.length < RETRO_TEMPLATE_LIMITS.minColumns || columns.length > RETRO_TEMPLATE_LIMITS.maxColumns) return null;
  const titles = columns.map((column) => (typeof column.title === 'string' ? column.title.trim() : ''));
  if (titles.some((title) => !title || title.length > 60)) return null;
  if (new Set(titles.map((title) => title.toLowerCase())).size !== titles.length) return null;
  return columns.map((column, index) => ({
    id: `c${index + 1}`,
    title: titles[index]!,
    description: column.description?.trim() || null,
    color: column.color?.trim() || null,
    sentiment: column.sentiment ?? 'neutral',
  }));
}

export function formatColumns(format: Exclude<RetroFormat, 'CUSTOM'>): RetroColumn[] {
  return RETRO_FORMAT_COLUMNS[format].map((column) => ({ ...column }));
}

/** Card content: trimmed, non-empty, at most 500 characters. */
export function cardContent(value: unknown): string {
  const content = typeof value === 'string' ? value.trim() : '';
  if (!content) throw new ValidationError(RetroErrors.CARD_EMPTY);
  if (content.length > RETRO_CARD_MAX_LENGTH) throw new ValidationError(RetroErrors.CARD_TOO_LONG);
  return content;
}

/** An action item title: non-empty after trimming. */
export function actionItemTitle(value: unknown): string {
  const title = typeof value === 'string' ? value.trim() : '';
  if (!title) throw new ValidationError(RetroErrors.ACTION_ITEM_TITLE_EMPTY);
  return title;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A due date as YYYY-MM-DD (a date-time counts by its UTC day), refused when before today (UTC):
 * 'Due date cannot be in the past'. A due date of today is fine.
 */
export function dueDate(value: string | null | undefined, now: Date): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = DATE_ONLY.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new ValidationError(RetroErrors.DUE_DATE_PAST);
  const day = parsed.toISOString().slice(0, 10);
  if (day < now.toISOString().slice(0, 10)) throw new ValidationError(RetroErrors.DUE_DATE_PAST);
  return day;
}

/** What the advance conditions look at. */
export interface PhaseFacts {
  participants: number;
  cards: number;
  votes: number;
  actionItems: number;
  settings: Pick<RetroSettings, 'enableCardGrouping' | 'enableActionItems'>;
}

/**
 * May the session leave `phase` for the next one (agile.md section 4)? SETUP needs a
 * participant, COLLECT a card, GROUP cards unless grouping is off, VOTE a vote, DISCUSS nothing,
 * ACTION_ITEMS an action item unless they are off; COMPLETED is the end.
 */
export function canAdvance(phase: RetroPhase, facts: PhaseFacts): boolean {
  switch (phase) {
    case 'SETUP':
      return facts.participants >= 1;
    case 'COLLECT':
      return facts.cards >= 1;
    case 'GROUP':
      return !facts.settings.enableCardGrouping || facts.cards >= 1;
    case 'VOTE':
      return facts.votes >= 1;
    case 'DISCUSS':
      return true;
    case 'ACTION_ITEMS':
      return !facts.settings.enableActionItems || facts.actionItems >= 1;
    case 'COMPLETED':
      return false;
  }
}

export function nextPhase(phase: RetroPhase): RetroPhase | null {
  const index = RETRO_PHASES.indexOf(phase);
  return index >= 0 && index < RETRO_PHASES.length - 1 ? RETRO_PHASES[index + 1]! : null;
}
