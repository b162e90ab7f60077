import type { RevealSummary, VotingSystem } from '../../shared/poker.js';

/** What a card is worth: its points in the voting system, or a custom numeric value; else null. */
export function pointsOf(system: VotingSystem, value: string): number | null {
  const card = system.values.find((candidate) => candidate.value === value);
  if (card) return card.points;
  if (!system.allowCustomValues) return null;
  const parsed = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

/** The card of a system worth an estimate, if any (for "similar past estimates"). */
export function cardFor(system: VotingSystem, estimate: number): string | null {
  return system.values.find((card) => card.points === estimate)?.value ?? null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The reveal of one round: distribution of every card, mean of the numeric votes, consensus
 * (every numeric voter chose the same value) and the suggested estimate (the most frequent
 * numeric value, the higher one on a tie).
 */
export function summarize(
  system: VotingSystem,
  storyId: string,
  round: number,
  votes: readonly { participantId: string; value: string; confidence: number | null }[],
): RevealSummary {
  const distribution: Record<string, number> = {};
  const numeric: number[] = [];
  const frequency = new Map<number, number>();
  for (const vote of votes) {
    distribution[vote.value] = (distribution[vote.value] ?? 0) + 1;
    const points = pointsOf(system, vote.value);
    if (points === null) continue;
    numeric.push(points);
    frequency.set(points, (frequency.get(points) ?? 0) + 1);
  }
  let suggested: number | null = null;
  let best = 0;
  for (const [points, count] of frequency) {
    if (count > best || (count === best && suggested !== null && points > suggested)) {
      suggested = points;
      best = count;
    }
  }
  return {
    storyId,
    round,
    votes: votes.map((vote) => ({ participantId: vote.participantId, value: vote.value, confidence: vote.confidence })),
    distribution,
    average: numeric.length ? round2(numeric.reduce((sum, n) => sum + n, 0) / numeric.length) : null,
    consensus: numeric.length > 0 && frequency.size === 1,
    suggestedEstimate: suggested,
  };
}
