import { describe, expect, it } from 'vitest';
import { BUILT_IN_VOTING_SYSTEMS } from '../../shared/poker.js';
import { cardForTyped, deckOf, isTypeAheadKey, moveFocus } from './deck.js';

const system = (id: string) => deckOf(BUILT_IN_VOTING_SYSTEMS.find((candidate) => candidate.id === id)!.values);

describe('the card deck keyboard', () => {
  it('jumps to the card typed, waiting on 1 until 13 is typed in full', () => {
    const cards = system('fibonacci');
    expect(cards[cardForTyped(cards, '1')]!.value).toBe('1');
    expect(cards[cardForTyped(cards, '13')]!.value).toBe('13');
    expect(cards[cardForTyped(cards, '?')]!.value).toBe('?');
    expect(cardForTyped(cards, '7')).toBe(-1);
  });

  it('finds T-shirt sizes ignoring case and half points by their value', () => {
    expect(system('tshirt')[cardForTyped(system('tshirt'), 'xl')]!.value).toBe('XL');
    expect(system('modified_fibonacci')[cardForTyped(system('modified_fibonacci'), '0.5')]!.label).toBe('½');
  });

  it('moves with the arrows, wrapping around, and Home / End', () => {
    expect(moveFocus(0, 'ArrowRight', 5)).toBe(1);
    expect(moveFocus(4, 'ArrowRight', 5)).toBe(0);
    expect(moveFocus(0, 'ArrowLeft', 5)).toBe(4);
    expect(moveFocus(2, 'End', 5)).toBe(4);
    expect(moveFocus(2, 'Home', 5)).toBe(0);
    expect(moveFocus(2, 'Enter', 5)).toBeNull();
  });

  it('treats digits, letters, the dot and the question mark as typed values', () => {
    expect(['5', 'x', '.', '?'].every(isTypeAheadKey)).toBe(true);
    expect(['Enter', ' ', 'ArrowLeft', '-'].some(isTypeAheadKey)).toBe(false);
  });
});
