/**
 * Coaching suggestions and meeting summaries: deterministic and explainable (DECISIONS.md), built
 * from the account's own data. No model is called; every suggestion says which fact produced it,
 * and a summary is made only of the notes' own sentences.
 */

export type SuggestionKind = 'overdue_action' | 'open_action' | 'late_goal' | 'pulse_dip' | 'review_feedback' | 'meeting_gap';

export interface Suggestion {
  kind: SuggestionKind;
  /** What to put on the agenda (an item's title, a goal's title, a review question). */
  topic: string;
  /** The facts behind it, for the sentence that explains it. */
  why: Record<string, string | number>;
}

export interface CoachingInput {
  now: Date;
  cadenceDays: number;
  lastHeldAt: Date | null;
  openActionItems: { title: string; ownerName: string; dueDate: string | null }[];
  lateGoals: { title: string; progress: number; status: 'at_risk' | 'off_track' }[];
  /** The team's last two visible pulse rounds (anonymity already applied). */
  pulse: { team: string; previous: number; latest: number } | null;
  /** Answers of the latest review of the report the caller may read. */
  reviewFeedback: { cycle: string; question: string; answer: string }[];
}

/** A pulse drop worth raising, in points of a 1-5 scale. */
export const PULSE_DIP = 0.3;
const DAY_MS = 86_400_000;

/** Suggestions for the next 1:1's agenda, most pressing first, each with its reason. */
export function coachingSuggestions(input: CoachingInput): Suggestion[] {
  const today = input.now.toISOString().slice(0, 10);
  const out: Suggestion[] = [];
  for (const item of input.openActionItems) {
    if (item.dueDate && item.dueDate < today) {
      out.push({ kind: 'overdue_action', topic: item.title, why: { owner: item.ownerName, due: item.dueDate, days: Math.round((Date.parse(today) - Date.parse(item.dueDate)) / DAY_MS) } });
    }
  }
  for (const goal of input.lateGoals) out.push({ kind: 'late_goal', topic: goal.title, why: { progress: goal.progress, status: goal.status } });
  if (input.pulse && input.pulse.previous - input.pulse.latest >= PULSE_DIP) {
    out.push({ kind: 'pulse_dip', topic: input.pulse.team, why: { team: input.pulse.team, previous: input.pulse.previous, latest: input.pulse.latest } });
  }
  if (input.lastHeldAt && input.now.getTime() - input.lastHeldAt.getTime() > input.cadenceDays * 1.5 * DAY_MS) {
    out.push({ kind: 'meeting_gap', topic: '', why: { days: Math.round((input.now.getTime() - input.lastHeldAt.getTime()) / DAY_MS), cadence: input.cadenceDays } });
  }
  for (const feedback of input.reviewFeedback.slice(0, 2)) {
    out.push({ kind: 'review_feedback', topic: feedback.question, why: { cycle: feedback.cycle, answer: feedback.answer.length > 140 ? `${feedback.answer.slice(0, 139)}…` : feedback.answer } });
  }
  const overdue = new Set(out.filter((s) => s.kind === 'overdue_action').map((s) => s.topic));
  for (const item of input.openActionItems) if (!overdue.has(item.title)) out.push({ kind: 'open_action', topic: item.title, why: { owner: item.ownerName } });
  return out;
}

export type SentenceReason = 'decision' | 'action' | 'concern' | 'figure' | 'opening';
const CUES: [SentenceReason, RegExp][] = [
  ['decision', /\b(decided|agreed|decision|we will|chose|décidé|convenu|décision|decidimos|decidido|acordado|decisión)\b/i],
  ['action', /\b(next step|action|to do|todo|will|by (monday|tuesday|wednesday|thursday|friday)|prochaine étape|à faire|próximo paso|pendiente)\b/i],
  ['concern', /\b(worried|concern|risk|blocked|blocker|problem|inquiet|risque|bloqué|problème|preocupa|riesgo|bloqueado|problema)\b/i],
  ['figure', /\d/],
];

/** The notes' sentences, split on ., ! or ? followed by a space or a line break, and on line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim().replace(/^[-*•]\s*/, ''))
    .filter((sentence) => sentence.length > 0);
}

/**
 * A summary made of the notes' own sentences: those carrying a decision, an action, a concern or
 * a figure (in that order of weight), then the opening sentence; at most `max`, in their order.
 */
export function summarizeNotes(text: string, max = 3): { sentence: string; reason: SentenceReason }[] {
  const scored = sentencesOf(text).map((sentence, index) => {
    const cue = CUES.find(([, pattern]) => pattern.test(sentence));
    const reason: SentenceReason = cue ? cue[0] : 'opening';
    const weight = cue ? 4 - CUES.findIndex(([name]) => name === reason) : index === 0 ? 0.5 : 0;
    return { sentence, reason, index, weight };
  });
  return scored
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map(({ sentence, reason }) => ({ sentence, reason }));
}
