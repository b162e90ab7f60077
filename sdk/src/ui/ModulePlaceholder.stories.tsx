import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModulePlaceholder } from './ModulePlaceholder.js';

const meta = {
  title: 'Kit/ModulePlaceholder',
  component: ModulePlaceholder,
  args: {
    title: 'Planning Poker',
    description: 'Live planning poker: sessions, stories, hidden votes until reveal, consensus and final estimates, with everyone connected in real time.',
    capabilities: ['Create a session and invite the team with a link', 'Vote with a card deck; votes stay hidden until reveal', 'Agree on a final estimate per story'],
    badge: 'Arrives with issue #12',
  },
} satisfies Meta<typeof ModulePlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Issued: Story = {};

export const Planned: Story = { args: { badge: 'Planned', capabilities: [] } };
