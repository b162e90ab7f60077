import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Text, UnstyledButton, useTranslation } from '@suite/sdk/web';
import type { VotingValue } from '../../../shared/poker.js';
import { TYPE_AHEAD_MS, cardForTyped, deckOf, isTypeAheadKey, moveFocus } from '../deck.js';

export interface CardDeckProps {
  values: readonly VotingValue[];
  /** The viewer's vote on this story, if any. */
  selected: string | null;
  disabled?: boolean;
  onVote: (value: string) => void;
  /** Listen to number keys anywhere on the page (outside text fields), not only in the deck. */
  globalKeys?: boolean;
}

/** Keys typed in a field, a menu or a dialog belong there, not to the deck. */
function typingElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="menu"], [role="dialog"], [role="listbox"]') !== null;
}

/**
 * The card deck: click a card, or use the keyboard: arrows (and Home/End) move between cards,
 * number keys jump to a card ('1' then '3' is 13), Enter or Space votes. A radio group for
 * screen readers; it wraps into a grid on phones.
 */
export function CardDeck({ values, selected, disabled = false, onVote, globalKeys = true }: CardDeckProps) {
  const { t } = useTranslation('agile');
  const cards = deckOf(values);
  const selectedIndex = cards.findIndex((card) => card.value === selected);
  const [focusIndex, setFocusIndex] = useState(selectedIndex >= 0 ? selectedIndex : 0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    if (selectedIndex >= 0) setFocusIndex(selectedIndex);
  }, [selectedIndex]);

  const focusCard = (index: number) => {
    setFocusIndex(index);
    buttons.current[index]?.focus();
  };

  const typeAhead = (key: string) => {
    const now = Date.now();
    const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + key : key;
    typed.current = { text, at: now };
    let index = cardForTyped(cards, text);
    if (index < 0 && text.length > 1) {
      typed.current = { text: key, at: now };
      index = cardForTyped(cards, key);
    }
    if (index >= 0) focusCard(index);
  };

  useEffect(() => {
    if (!globalKeys || disabled) return;
    const listener = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingElsewhere(event.target)) return;
      // Inside the deck its own handler already moved the focus.
      if (event.target instanceof Node && buttons.current.some((button) => button?.contains(event.target as Node))) return;
      if (isTypeAheadKey(event.key)) typeAhead(event.key);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = moveFocus(focusIndex, event.key, cards.length);
    if (moved !== null) {
      event.preventDefault();
      focusCard(moved);
      return;
    }
    if (isTypeAheadKey(event.key)) {
      event.preventDefault();
      typeAhead(event.key);
    }
  };

  return (
    <Box>
      <div role="radiogroup" aria-label={t('deck.label')} aria-disabled={disabled || undefined} onKeyDown={onKeyDown} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} data-testid="card-deck">
        {cards.map((card, index) => {
          const checked = card.value === selected;
          return (
            <UnstyledButton
              key={card.value}
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
              }}
              role="radio"
              aria-checked={checked}
              aria-label={t('deck.card', { value: card.label })}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={disabled}
              onFocus={() => setFocusIndex(index)}
              onClick={() => onVote(card.value)}
              className="poker-card"
              data-selected={checked || undefined}
              style={{
                width: 56,
                height: 80,
                borderRadius: 8,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                border: `2px solid ${checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
                background: checked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-body)',
                color: checked ? 'var(--mantine-color-white)' : 'inherit',
                boxShadow: checked ? 'var(--mantine-shadow-md)' : 'var(--mantine-shadow-xs)',
                transform: checked ? 'translateY(-4px)' : undefined,
                transition: 'transform 120ms ease, background 120ms ease',
                opacity: disabled ? 0.5 : 1,
                cursor: disabled ? 'not-allowed' : 'pointer',
                flex: '0 0 auto',
              }}
            >
              <Text fz={card.label.length > 3 ? 16 : 22} fw={700} lh={1}>
                {card.label}
              </Text>
              {checked ? (
                <Text fz={10} mt={6} fw={600}>
                  {t('deck.yours')}
                </Text>
              ) : null}
            </UnstyledButton>
          );
        })}
      </div>
      <Text size="xs" c="dimmed" mt={6} visibleFrom="sm">
        {t('deck.keyboardHint')}
      </Text>
    </Box>
  );
}
