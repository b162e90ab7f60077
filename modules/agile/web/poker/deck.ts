import type { VotingValue } from '../../shared/poker.js';

/** How long typed characters keep adding up to one card value ('1' then '3' finds 13). */
export const TYPE_AHEAD_MS = 800;

/** The cards of a voting system in their order. */
export function deckOf(values: readonly VotingValue[]): VotingValue[] {
  return [...values].sort((a, b) => a.order - b.order);
}

/**
 * The card a typed sequence points at: the exact value if there is one, else the first value
 * that starts with it (so '1' waits on '1' and then '13' once '3' follows). Case-insensitive for
 * T-shirt sizes.
 */
export function cardForTyped(values: readonly VotingValue[], typed: string): number {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return -1;
  const exact = values.findIndex((card) => card.value.toLowerCase() === wanted || card.label.toLowerCase() === wanted);
  if (exact >= 0) return exact;
  return values.findIndex((card) => card.value.toLowerCase().startsWith(wanted));
}

/** Arrow keys and Home/End over the deck, wrapping around. */
export function moveFocus(index: number, key: string, count: number): number | null {
  if (count === 0) return null;
  const from = index < 0 ? 0 : index;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Keys that start or continue a type-ahead: digits, letters, '.', '?', '½'. */
export function isTypeAheadKey(key: string): boolean {
  return key.length === 1 && /[0-9a-z.?½]/i.test(key);
}
