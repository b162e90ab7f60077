import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo.js';

const meta = {
  title: 'Shell/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

/** The collapsed sidebar's mark. */
export const Compact: Story = { args: { compact: true } };
