import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mantine/core';
import { PageHeader } from './PageHeader.js';

const meta = {
  title: 'Kit/PageHeader',
  component: PageHeader,
  args: { title: 'Planning Poker' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithEyebrowAndDescription: Story = {
  args: {
    eyebrow: 'Agile Survival',
    description: 'Estimate stories together: votes stay hidden until everyone has voted, then the team agrees on a final estimate.',
  },
};

export const WithActions: Story = {
  args: {
    eyebrow: 'Agile Survival',
    description: 'Live sessions of your team.',
    actions: (
      <>
        <Button variant="default">Join a session</Button>
        <Button>New session</Button>
      </>
    ),
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Quarterly investor update for the board of directors and early angels, second draft',
    actions: <Button>Publish</Button>,
  },
};
