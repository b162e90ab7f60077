// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RetroErrors } from '../../../shared/errors/retro-errors.js';
import { defineAbilityFor } from '@suite/sdk';
import { suiteTheme } from '@suite/sdk/ui';
import { AbilityProvider } from '@suite/sdk/web';
import { agilePermissions } from '../../../shared/permissions.js';
import type { RetroSnapshot } from '../../../shared/retro.js';
import { RetroProvider, retroPermissions, type RetroHandlers } from '../context.js';
import { card, retroSnapshot } from '../fixtures.js';
import { PhaseBar } from './PhaseBar.js';
import { RetroBoard } from './RetroBoard.js';
import { VotesLeft } from './RetroCardItem.js';
import { setUpAgileComponentTests } from '../../testing/browser.js';

beforeAll(setUpAgileComponentTests);
afterEach(cleanup);

const HANDLERS = [
  'addCard', 'updateCard', 'deleteCard', 'vote', 'unvote', 'createGroup', 'renameGroup', 'deleteGroup', 'groupCard', 'ungroupCard', 'advancePhase', 'setPhase',
  'addActionItem', 'updateActionItem', 'generateActionItems', 'actionItemToBoard', 'startTimer', 'stopTimer', 'updateRole', 'removeParticipant', 'archive', 'leave',
] as const;
const handlers = (): RetroHandlers => Object.fromEntries(HANDLERS.map((name) => [name, vi.fn(() => Promise.resolve())])) as unknown as RetroHandlers;

/** The room as the shell renders it: the viewer's ability (an account MEMBER, the agile rules) around the retro. */
function inRetro(children: ReactNode, snapshot: RetroSnapshot, commands = handlers()) {
  const viewer = snapshot.participants.find((participant) => participant.id === snapshot.me.participantId);
  const ability = defineAbilityFor({ id: viewer?.userId ?? 'u-nobody' }, { role: 'MEMBER' }, { plan: 'PRO' }, [agilePermissions]);
  render(
    <MantineProvider theme={suiteTheme}>
      <QueryClientProvider client={new QueryClient()}>
        <AbilityProvider value={ability}>
          <RetroProvider value={{ mode: 'live', snapshot, clockOffsetMs: 0, expiredPhase: null, connection: null, handlers: commands, can: retroPermissions(snapshot, { live: true, analytics: true, boards: false }) }}>
            {children}
          </RetroProvider>
        </AbilityProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return commands;
}

describe('collecting cards', () => {
  it('checks a card as it is typed, sends it on Enter, and empties the field for the next one', async () => {
    const commands = inRetro(<RetroBoard mode="collect" />, retroSnapshot());
    const field = screen.getByRole('textbox', { name: 'Add a card to Stop' });
    await userEvent.type(field, '{Enter}');
    expect(await screen.findByText(RetroErrors.CARD_EMPTY)).toBeTruthy();
    await userEvent.type(field, '  Stand-ups run long  {Enter}');
    expect(commands.addCard).toHaveBeenCalledWith('stop', 'Stand-ups run long');
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it("says a card is too long at once, with the server's text", async () => {
    const commands = inRetro(<RetroBoard mode="collect" />, retroSnapshot());
    const field = screen.getByRole('textbox', { name: 'Add a card to Start' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    expect(screen.getByText(RetroErrors.CARD_TOO_LONG)).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(commands.addCard).not.toHaveBeenCalled();
  });

  it("shows others' blurred cards as hidden, and gives observers no field", () => {
    const snapshot = retroSnapshot({ cards: [card('c1', 'stop', null, { authorId: 'p-elliot', authorName: 'Elliot Garcia' })], me: { ...retroSnapshot().me, role: 'OBSERVER', canModerate: false } });
    inRetro(<RetroBoard mode="collect" />, snapshot);
    expect(screen.getByRole('note', { name: 'A card by Elliot Garcia, hidden until grouping' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('card ownership', () => {
  it("offers a participant edit and delete on their own card only, not on another's", async () => {
    const cards = [card('c1', 'stop', 'Stand-ups run long'), card('c2', 'stop', 'Too many meetings', { authorId: 'p-elliot', authorName: 'Elliot Garcia' })];
    const snapshot = retroSnapshot({ cards, me: { ...retroSnapshot().me, participantId: 'p-elliot', role: 'PARTICIPANT', canModerate: false } });
    const commands = inRetro(<RetroBoard mode="collect" />, snapshot);
    expect(screen.queryByRole('button', { name: 'Actions for the card “Stand-ups run long”' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for the card “Too many meetings”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(commands.deleteCard).toHaveBeenCalledWith('c2');
  });

  it('lets the facilitator change anyone’s card', () => {
    const snapshot = retroSnapshot({ cards: [card('c2', 'stop', 'Too many meetings', { authorId: 'p-elliot', authorName: 'Elliot Garcia' })] });
    inRetro(<RetroBoard mode="collect" />, snapshot);
    expect(screen.getByRole('button', { name: 'Actions for the card “Too many meetings”' })).toBeTruthy();
  });
});

describe('grouping and voting', () => {
  it('groups a card with another from its menu, the keyboard way of dragging', async () => {
    const snapshot = retroSnapshot({ cards: [card('c1', 'stop', 'Stand-ups run long'), card('c2', 'stop', 'Too many meetings', { authorId: 'p-elliot' })] }, { currentPhase: 'GROUP' });
    const commands = inRetro(<RetroBoard mode="group" />, snapshot);
    // The group phase's board comes with drag and drop, loaded with the phase.
    await userEvent.click(await screen.findByRole('button', { name: 'Group “Too many meetings” with another card' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Stand-ups run long', hidden: true }));
    expect(commands.createGroup).toHaveBeenCalledWith(['c1', 'c2']);
  });

  it('votes with a dot, takes it back, and stops at the last dot', async () => {
    const cards = [card('c1', 'stop', 'Stand-ups run long', { votes: 2 }), card('c2', 'stop', 'Too many meetings')];
    const snapshot = retroSnapshot({ cards, me: { ...retroSnapshot().me, votedCardIds: ['c1'], votesRemaining: 0 } }, { currentPhase: 'VOTE' });
    const commands = inRetro(
      <>
        <VotesLeft />
        <RetroBoard mode="vote" />
      </>,
      snapshot,
    );
    expect(screen.getByTestId('votes-left').textContent).toContain('0 of 3 votes left');
    const voted = screen.getByRole('button', { name: 'Voted: take back your vote for “Stand-ups run long”' });
    expect(voted.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Vote for “Too many meetings”' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getAllByTestId('retro-card')[0]!).getByTestId('card-votes').textContent).toBe('2 votes');
    await userEvent.click(voted);
    expect(commands.unvote).toHaveBeenCalledWith('c1');
  });
});

describe('the phase bar', () => {
  it('tells the facilitator why the retro cannot advance yet, and asks before jumping to a phase', async () => {
    const commands = inRetro(<PhaseBar />, retroSnapshot());
    expect(screen.getByTestId('advance-blocker').textContent).toBe('Nobody has written a card yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Group' }));
    expect(commands.advancePhase).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Vote' }));
    expect(commands.setPhase).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Move' }));
    expect(commands.setPhase).toHaveBeenCalledWith('VOTE');
  });

  it('shows participants where the retro is, without the commands', () => {
    inRetro(<PhaseBar />, retroSnapshot({ me: { ...retroSnapshot().me, participantId: 'p-elliot', role: 'PARTICIPANT', canModerate: false } }));
    expect(screen.getByTestId('phase-COLLECT').getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
