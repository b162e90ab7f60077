import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModuleErrorCard } from './ModuleErrorCard.js';

const meta = {
  title: 'Shell/ModuleErrorCard',
  component: ModuleErrorCard,
  args: { moduleId: 'agile', titleKey: 'nav.agile' },
} satisfies Meta<typeof ModuleErrorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HintOnly: Story = {};

export const WithErrorAndRetry: Story = {
  args: {
    moduleId: 'bi',
    titleKey: 'nav.bi',
    error: 'ScriptExternalLoadError: Loading script failed.\n(missing: http://localhost:3000/remotes/bi/remoteEntry.js)',
    onRetry: fn(),
  },
};
