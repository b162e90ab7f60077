import type { RevealSummary, VotingValue } from '../../shared/poker.js';

/**
 * The reveal summary as the server computes it (shared/poker.ts RevealSummary), for the
 * self-contained demo that runs without a server: distribution per value, mean of the numeric
 * votes (2 decimals), consensus when every numeric voter chose the same value, and the most
 * frequent numeric value as the suggestion (ties: the higher one).
 */
export function summarizeVotes(storyId: string, round: number, votes: { participantId: string; value: string }[], values: readonly VotingValue[]): RevealSummary {
  const distribution: Record<string, number> = {};
  for (const vote of votes) distribution[vote.value] = (distribution[vote.value] ?? 0) + 1;
  const pointsOf = new Map(values.map((card) => [card.value, card.points]));
  const numeric = votes.map((vote) => pointsOf.get(vote.value)).filter((points): points is number => typeof points === 'number');
  const average = numeric.length ? Math.round((numeric.reduce((sum, points) => sum + points, 0) / numeric.length) * 100) / 100 : null;
  const consensus = numeric.length > 0 && numeric.every((points) => points === numeric[0]);
  const counts = new Map<number, number>();
  for (const points of numeric) counts.set(points, (counts.get(points) ?? 0) + 1);
  let suggestedEstimate: number | null = null;
  let best = 0;
  for (const [points, count] of counts) {
    if (count > best || (count === best && suggestedEstimate !== null && points > suggestedEstimate)) {
      best = count;
      suggestedEstimate = points;
    }
  }
  return { storyId, round, votes: votes.map((vote) => ({ ...vote, confidence: null })), distribution, average, consensus, suggestedEstimate };
}

/** Bars of the distribution chart, in the deck's order, with the share of the largest bar. */
export function distributionBars(distribution: Record<string, number>, values: readonly VotingValue[]): { value: string; label: string; count: number; percent: number }[] {
  const known = [...values].sort((a, b) => a.order - b.order).filter((card) => (distribution[card.value] ?? 0) > 0);
  const extra = Object.keys(distribution).filter((value) => !values.some((card) => card.value === value));
  const rows = [...known.map((card) => ({ value: card.value, label: card.label, count: distribution[card.value]! })), ...extra.map((value) => ({ value, label: value, count: distribution[value]! }))];
  const max = Math.max(1, ...rows.map((row) => row.count));
  return rows.map((row) => ({ ...row, percent: Math.round((row.count / max) * 100) }));
}
