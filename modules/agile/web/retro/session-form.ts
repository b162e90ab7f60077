import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { RETRO_DEFAULT_SETTINGS, type CreateRetroBody, type RetroPhase, type RetroSettings, type RetroTemplate } from '../../shared/retro.js';

/**
 * The create form of a retrospective: name, description, template, team, and the settings of
 * agile.md section 5, checked as the user types with the server's texts.
 */
export const RETRO_NAME_MAX = 120;
export const RETRO_DESCRIPTION_MAX = 2000;
/** The phases a timer can run in (SETUP waits for people; COMPLETED is the end). */
export const TIMED_PHASES = ['COLLECT', 'GROUP', 'VOTE', 'DISCUSS', 'ACTION_ITEMS'] as const satisfies readonly RetroPhase[];
export type TimedPhase = (typeof TIMED_PHASES)[number];

export interface RetroFormValues {
  name: string;
  description: string;
  templateId: string;
  /** '' for a session without a team. */
  teamId: string;
  votesPerParticipant: number | '';
  /** '' for no limit. */
  maxCardsPerParticipant: number | '';
  enableCardGrouping: boolean;
  enableActionItems: boolean;
  blurCards: boolean;
  timerEnabled: boolean;
  /** Minutes per phase ('' for no timer in that phase). */
  phaseMinutes: Record<TimedPhase, number | ''>;
}

/** Form keys of the agile namespace, or a server text of the sdk. */
export type RetroFormProblem = `retro.form.errors.${string}` | string;
export type RetroFormProblems = Partial<Record<'name' | 'description' | 'votesPerParticipant' | 'maxCardsPerParticipant' | 'phaseMinutes', RetroFormProblem>>;

export const DEFAULT_TEMPLATE_ID = 'start_stop_continue';

export function emptyRetroForm(teamId = ''): RetroFormValues {
  return {
    name: '',
    description: '',
    templateId: DEFAULT_TEMPLATE_ID,
    teamId,
    votesPerParticipant: RETRO_DEFAULT_SETTINGS.votesPerParticipant,
    maxCardsPerParticipant: '',
    enableCardGrouping: RETRO_DEFAULT_SETTINGS.enableCardGrouping,
    enableActionItems: RETRO_DEFAULT_SETTINGS.enableActionItems,
    blurCards: RETRO_DEFAULT_SETTINGS.blurCards,
    timerEnabled: RETRO_DEFAULT_SETTINGS.timerEnabled,
    phaseMinutes: { COLLECT: '', GROUP: '', VOTE: '', DISCUSS: '', ACTION_ITEMS: '' },
  };
}

/** A template's defaults over the form's settings (what picking it changes). */
export function withTemplate(values: RetroFormValues, template: Pick<RetroTemplate, 'id' | 'settings'>): RetroFormValues {
  const settings: Partial<RetroSettings> = template.settings ?? {};
  const minutes = { ...values.phaseMinutes };
  for (const phase of TIMED_PHASES) {
    const seconds = settings.phaseTimers?.[phase];
    if (seconds !== undefined) minutes[phase] = seconds > 0 ? Math.round(seconds / 60) : '';
  }
  return {
    ...values,
    templateId: template.id,
    votesPerParticipant: settings.votesPerParticipant ?? RETRO_DEFAULT_SETTINGS.votesPerParticipant,
    maxCardsPerParticipant: settings.maxCardsPerParticipant ?? '',
    enableCardGrouping: settings.enableCardGrouping ?? RETRO_DEFAULT_SETTINGS.enableCardGrouping,
    enableActionItems: settings.enableActionItems ?? RETRO_DEFAULT_SETTINGS.enableActionItems,
    blurCards: settings.blurCards ?? RETRO_DEFAULT_SETTINGS.blurCards,
    timerEnabled: settings.timerEnabled ?? values.timerEnabled,
    phaseMinutes: minutes,
  };
}

export function retroFormProblems(values: RetroFormValues): RetroFormProblems {
  const problems: RetroFormProblems = {};
  const name = values.name.trim();
  if (!name) problems.name = 'retro.form.errors.nameRequired';
  else if (name.length > RETRO_NAME_MAX) problems.name = 'retro.form.errors.nameTooLong';
  if (values.description.length > RETRO_DESCRIPTION_MAX) problems.description = 'retro.form.errors.descriptionTooLong';
  if (values.votesPerParticipant === '' || values.votesPerParticipant < 1 || !Number.isInteger(values.votesPerParticipant)) problems.votesPerParticipant = RetroErrors.VOTES_PER_PARTICIPANT_MIN;
  if (values.maxCardsPerParticipant !== '' && (values.maxCardsPerParticipant < 1 || !Number.isInteger(values.maxCardsPerParticipant))) problems.maxCardsPerParticipant = RetroErrors.MAX_CARDS_MIN;
  if (values.timerEnabled && TIMED_PHASES.some((phase) => values.phaseMinutes[phase] !== '' && (values.phaseMinutes[phase] as number) < 0)) problems.phaseMinutes = RetroErrors.PHASE_TIMER_NEGATIVE;
  return problems;
}

export const hasRetroFormProblems = (problems: RetroFormProblems) => Object.values(problems).some(Boolean);
export const isRetroFormKey = (problem: string) => problem.startsWith('retro.form.errors.');

export function createRetroBody(values: RetroFormValues): CreateRetroBody {
  const phaseTimers: Partial<Record<RetroPhase, number>> = {};
  if (values.timerEnabled) {
    for (const phase of TIMED_PHASES) {
      const minutes = values.phaseMinutes[phase];
      if (minutes !== '' && minutes > 0) phaseTimers[phase] = Math.round(minutes * 60);
    }
  }
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description || null,
    templateId: values.templateId,
    teamId: values.teamId || null,
    settings: {
      votesPerParticipant: values.votesPerParticipant === '' ? RETRO_DEFAULT_SETTINGS.votesPerParticipant : values.votesPerParticipant,
      maxCardsPerParticipant: values.maxCardsPerParticipant === '' ? null : values.maxCardsPerParticipant,
      enableCardGrouping: values.enableCardGrouping,
      enableActionItems: values.enableActionItems,
      blurCards: values.blurCards,
      timerEnabled: values.timerEnabled,
      phaseTimers,
    },
  };
}

/** Templates in the order the picker shows: suggested first (best first), then the most used, the best rated, by name. */
export function orderTemplates<T extends Pick<RetroTemplate, 'id' | 'name' | 'builtIn' | 'usage'>>(templates: readonly T[], suggestedIds: readonly string[]): T[] {
  const rank = (template: T) => {
    const index = suggestedIds.indexOf(template.id);
    return index < 0 ? suggestedIds.length : index;
  };
  return [...templates].sort(
    (a, b) => rank(a) - rank(b) || b.usage.timesUsed - a.usage.timesUsed || b.usage.rating - a.usage.rating || a.name.localeCompare(b.name),
  );
}
