import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mantine/core';
import { EmptyState } from './states.js';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  args: { title: 'No poker sessions yet' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The kit has no icon set of its own; an inline card icon stands in for the caller's. */
const cardsIcon = (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <rect x="3" y="6" width="12" height="15" rx="2" />
    <path d="M9 3h10a2 2 0 0 1 2 2v12" />
  </svg>
);

export const TitleOnly: Story = {};

export const WithActionAndIcon: Story = {
  args: {
    description: 'Start a session, share its link and estimate your backlog together.',
    action: <Button>New session</Button>,
    icon: cardsIcon,
  },
};
