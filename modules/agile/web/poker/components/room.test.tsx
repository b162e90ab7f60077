// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { suiteTheme } from '@suite/sdk/ui';
import type { PokerSnapshot } from '../../../shared/poker.js';
import { FIBONACCI, revealedSnapshot, votingSnapshot } from '../../testing/fixtures.js';
import { CardDeck } from './CardDeck.js';
import { CurrentStoryCard } from './CurrentStoryCard.js';
import { ParticipantsPanel } from './ParticipantsPanel.js';
import { RoomProvider, type RoomHandlers, type RoomPermissions } from './room-context.js';
import { setUpAgileComponentTests } from '../../testing/browser.js';

beforeAll(setUpAgileComponentTests);
afterEach(cleanup);

const handlers = (): RoomHandlers =>
  Object.fromEntries(
    ['start', 'complete', 'vote', 'startVoting', 'reveal', 'resetVotes', 'estimate', 'next', 'previous', 'startTimer', 'stopTimer', 'addStory', 'deleteStory', 'reorderStories', 'updateRole', 'removeParticipant', 'leave'].map((name) => [
      name,
      vi.fn(() => Promise.resolve()),
    ]),
  ) as unknown as RoomHandlers;

const participantRights: RoomPermissions = { facilitate: false, vote: true, manageParticipants: false, analytics: false, discuss: false, export: false, leave: true };
const observerRights: RoomPermissions = { ...participantRights, vote: false };
const facilitatorRights: RoomPermissions = { ...participantRights, facilitate: true, manageParticipants: true, leave: false };

function inRoom(children: ReactNode, snapshot: PokerSnapshot, can: RoomPermissions, commands = handlers()) {
  render(
    <MantineProvider theme={suiteTheme}>
      <QueryClientProvider client={new QueryClient()}>
        <RoomProvider value={{ mode: 'demo', snapshot, clockOffsetMs: 0, expiredTimerStoryId: null, connection: null, can, handlers: commands }}>{children}</RoomProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return commands;
}

describe('the card deck', () => {
  const deck = (onVote = vi.fn(), selected: string | null = null) => {
    render(
      <MantineProvider theme={suiteTheme}>
        <CardDeck values={FIBONACCI.values} selected={selected} onVote={onVote} />
      </MantineProvider>,
    );
    return onVote;
  };

  it('votes with a click', async () => {
    const onVote = deck();
    await userEvent.click(screen.getByRole('radio', { name: 'Card 13' }));
    expect(onVote).toHaveBeenCalledWith('13');
  });

  it('votes from the keyboard: a number jumps to its card, arrows move, Enter votes', async () => {
    const onVote = deck();
    await userEvent.keyboard('8');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Card 8' }));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onVote).toHaveBeenLastCalledWith('13');
    await userEvent.keyboard('21{Enter}');
    expect(onVote).toHaveBeenLastCalledWith('21');
  });

  it('marks the chosen card for screen readers, not by colour alone', () => {
    deck(vi.fn(), '5');
    const card = screen.getByRole('radio', { name: 'Card 5' });
    expect(card.getAttribute('aria-checked')).toBe('true');
    expect(card.textContent).toContain('Yours');
  });
});

describe('who has voted', () => {
  it('shows who voted but never a value before the reveal', () => {
    inRoom(<ParticipantsPanel />, votingSnapshot(), participantRights);
    const list = screen.getByTestId('participants');
    expect(within(list).getAllByLabelText('Has voted')).toHaveLength(2);
    expect(within(list).getAllByLabelText('Has not voted yet')).toHaveLength(1);
    expect(within(list).queryByText('8')).toBeNull();
  });

  it('shows each value once revealed', () => {
    inRoom(<ParticipantsPanel />, revealedSnapshot(), participantRights);
    expect(screen.getByLabelText('Voted 8')).toBeTruthy();
    expect(screen.getByLabelText('Voted 5')).toBeTruthy();
  });
});

describe('the story on the table', () => {
  it('gives participants the deck and observers only the view', () => {
    inRoom(<CurrentStoryCard />, votingSnapshot({ me: { participantId: 'p-elliot', role: 'PARTICIPANT', vote: null } }), participantRights);
    expect(screen.getByTestId('card-deck')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal votes' })).toBeNull();
    cleanup();
    inRoom(<CurrentStoryCard />, votingSnapshot({ me: { participantId: 'p-frankie', role: 'OBSERVER', vote: null } }), observerRights);
    expect(screen.queryByTestId('card-deck')).toBeNull();
    expect(screen.getByTestId('observer-note').textContent).toContain('do not vote');
  });

  it('lets the facilitator reveal, then prefills the estimate with the suggestion', async () => {
    const commands = inRoom(<CurrentStoryCard />, votingSnapshot(), facilitatorRights);
    await userEvent.click(screen.getByRole('button', { name: 'Reveal votes' }));
    expect(commands.reveal).toHaveBeenCalledWith('s-sensor');
    cleanup();
    const after = inRoom(<CurrentStoryCard />, revealedSnapshot(), facilitatorRights);
    expect(screen.getByTestId('reveal-average').textContent).toBe('6.5');
    const estimate = screen.getByLabelText('Final estimate') as HTMLInputElement;
    expect(estimate.value).toBe('8');
    await userEvent.click(screen.getByRole('button', { name: 'Save estimate' }));
    expect(after.estimate).toHaveBeenCalledWith('s-sensor', 8);
  });
});
