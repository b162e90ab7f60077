import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineAbilityFor } from '@suite/sdk';
import { AbilityProvider, addTranslations } from '@suite/sdk/web';
import { agilePermissions } from '../../../shared/permissions.js';
import type { RetroSnapshot } from '../../../shared/retro.js';
import { agileTranslations } from '../../i18n.js';
import { RetroProvider, retroPermissions, type RetroHandlers } from '../context.js';
import { card, group, retroSnapshot } from '../fixtures.js';
import { RetroRoomView } from './RetroRoomView.js';

const noop = () => Promise.resolve();
const handlers = new Proxy({}, { get: () => noop }) as RetroHandlers;

/** Dana, the facilitator, as the shell's ability sees her. */
const viewerAbility = defineAbilityFor({ id: 'u-dana' }, { role: 'MEMBER' }, { plan: 'PRO' }, [agilePermissions]);

function Room({ snapshot, reconnecting = false }: { snapshot: RetroSnapshot; reconnecting?: boolean }) {
  return (
    <AbilityProvider value={viewerAbility}>
      <RetroProvider
        value={{
          mode: 'live',
          snapshot,
          clockOffsetMs: 0,
          expiredPhase: null,
          connection: reconnecting ? { state: 'reconnecting', message: 'Reconnecting... (attempt 2)', attempt: 2 } : { state: 'connected', message: null, attempt: 0 },
          handlers,
          can: retroPermissions(snapshot, { live: true, analytics: false, boards: false }),
        }}
      >
        <RetroRoomView />
      </RetroProvider>
    </AbilityProvider>
  );
}

const cards = [
  card('c1', 'stop', 'Stand-ups run long and drift into problem solving', { votes: 3, groupId: 'g1' }),
  card('c2', 'stop', 'Too many meetings on Wednesday afternoons', { votes: 1, groupId: 'g1', authorId: 'p-elliot', authorName: 'Elliot Garcia' }),
  card('c3', 'continue', 'The Friday demos keep everyone aligned', { votes: 2, authorId: 'p-chris', authorName: 'Chris Novak' }),
  card('c4', 'start', 'Pair on the risky stories', { authorId: 'p-elliot', authorName: 'Elliot Garcia' }),
];

const meta = {
  title: 'Agile/Retrospective room',
  component: Room,
  loaders: [
    async () => {
      addTranslations('agile', agileTranslations);
      return {};
    },
  ],
  parameters: { layout: 'fullscreen' },
  args: { snapshot: retroSnapshot({ cards, groups: [group('g1', ['c1', 'c2'], { title: 'Meetings', votes: 4 })], voteCount: 6, me: { ...retroSnapshot().me, votedCardIds: ['c1'], votesRemaining: 2 } }, { currentPhase: 'VOTE' }) },
} satisfies Meta<typeof Room>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Voting: dots left, counts on every card, the group's sum. */
export const Voting: Story = {};

/** Collecting with hidden cards: the viewer's own are readable, the others' blurred. */
export const CollectingBlurred: Story = {
  args: {
    snapshot: retroSnapshot(
      { cards: [card('c1', 'stop', 'Stand-ups run long'), card('c2', 'stop', null, { authorId: 'p-elliot', authorName: 'Elliot Garcia' })] },
      { settings: { ...retroSnapshot().session.settings, blurCards: true } },
    ),
    reconnecting: true,
  },
};

/** The discussion: topics by votes, the group first. */
export const Discussing: Story = {
  args: { snapshot: retroSnapshot({ cards, groups: [group('g1', ['c1', 'c2'], { title: 'Meetings', votes: 4 })], voteCount: 6 }, { currentPhase: 'DISCUSS' }) },
};
