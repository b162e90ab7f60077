import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionContext, type Session } from '@suite/sdk/react';
import { NotFound } from './NotFound.js';

const session = (status: Session['status']): Session => ({ status, user: null, account: null });

const meta = {
  title: 'Shell/NotFound',
  component: NotFound,
  parameters: { router: { initialEntries: ['/no-such-page'] } },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home is the landing page. */
export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <SessionContext.Provider value={session('anonymous')}>
        <Story />
      </SessionContext.Provider>
    ),
  ],
};

/** Home is the dashboard. */
export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <SessionContext.Provider value={session('authenticated')}>
        <Story />
      </SessionContext.Provider>
    ),
  ],
};
