import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations } from '@suite/sdk/web';
import type { PokerSnapshot } from '../../../shared/poker.js';
import { agileTranslations } from '../../i18n.js';
import { revealedSnapshot, votingSnapshot } from '../../testing/fixtures.js';
import { PokerRoomView } from './PokerRoomView.js';
import { RoomProvider, type RoomHandlers, type RoomPermissions } from './room-context.js';

const noop = () => Promise.resolve();
const handlers: RoomHandlers = {
  start: noop,
  complete: noop,
  vote: noop,
  startVoting: noop,
  reveal: noop,
  resetVotes: noop,
  estimate: noop,
  next: noop,
  previous: noop,
  startTimer: noop,
  stopTimer: noop,
  addStory: noop,
  deleteStory: noop,
  reorderStories: noop,
  updateRole: noop,
  removeParticipant: noop,
  leave: noop,
};
const facilitator: RoomPermissions = { facilitate: true, vote: true, manageParticipants: true, analytics: true, discuss: false, export: false, leave: false };
const observer: RoomPermissions = { facilitate: false, vote: false, manageParticipants: false, analytics: false, discuss: false, export: false, leave: true };

function Room({ snapshot, can, reconnecting = false }: { snapshot: PokerSnapshot; can: RoomPermissions; reconnecting?: boolean }) {
  return (
    <RoomProvider
      value={{
        mode: 'demo',
        snapshot,
        clockOffsetMs: 0,
        expiredTimerStoryId: null,
        connection: reconnecting ? { state: 'reconnecting', message: 'Reconnecting... (attempt 2)', attempt: 2 } : null,
        can,
        handlers,
      }}
    >
      <PokerRoomView />
    </RoomProvider>
  );
}

const meta = {
  title: 'Agile/Planning poker room',
  component: Room,
  loaders: [
    async () => {
      addTranslations('agile', agileTranslations);
      return {};
    },
  ],
  parameters: { layout: 'fullscreen' },
  args: { snapshot: votingSnapshot(), can: facilitator },
} satisfies Meta<typeof Room>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The facilitator while the team votes: who voted, never what. */
export const Voting: Story = {};

/** After the reveal: distribution, average, consensus and the estimate prefilled with the suggestion. */
export const Revealed: Story = { args: { snapshot: revealedSnapshot() } };

/** An observer sees everything but has no deck. */
export const Observer: Story = {
  args: { snapshot: votingSnapshot({ me: { participantId: 'p-frankie', role: 'OBSERVER', vote: null } }), can: observer },
};

/** With the timer running and the connection coming back. */
export const TimerAndReconnecting: Story = {
  args: {
    snapshot: votingSnapshot({ timer: { storyId: 's-sensor', endsAt: Date.now() + 75_000, durationSeconds: 120 } }),
    can: facilitator,
    reconnecting: true,
  },
};
