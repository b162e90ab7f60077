import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, addTranslations } from '@suite/sdk/web';
import { ConnectionTexts } from '@suite/sdk';
import { agileTranslations } from '../i18n.js';
import { ConnectionBanner, ConnectionIndicator } from './ConnectionBanner.js';

const meta = {
  title: 'Agile/Connection state',
  component: ConnectionBanner,
  loaders: [
    async () => {
      addTranslations('agile', agileTranslations);
      return {};
    },
  ],
  args: { status: { state: 'reconnecting', message: ConnectionTexts.LOST, attempt: 1 } },
} satisfies Meta<typeof ConnectionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lost: Story = {};
export const Reconnecting: Story = { args: { status: { state: 'reconnecting', message: ConnectionTexts.reconnecting(3), attempt: 3 } } };
export const Failed: Story = { args: { status: { state: 'failed', message: ConnectionTexts.RECONNECT_FAILED, attempt: 5 } } };

/** The header mark in each state. */
export const Indicators: Story = {
  render: () => (
    <Stack gap="xs" align="flex-start">
      <ConnectionIndicator status={{ state: 'connected', message: null, attempt: 0 }} />
      <ConnectionIndicator status={{ state: 'connecting', message: null, attempt: 0 }} />
      <ConnectionIndicator status={{ state: 'reconnecting', message: ConnectionTexts.LOST, attempt: 1 }} />
      <ConnectionIndicator status={{ state: 'failed', message: ConnectionTexts.RECONNECT_FAILED, attempt: 5 }} />
    </Stack>
  ),
};
