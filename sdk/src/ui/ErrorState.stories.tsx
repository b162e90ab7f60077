import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../client/errors.js';
import { HttpErrors } from '../domain/errors.js';
import { ErrorState } from './states.js';

const meta = {
  title: 'Kit/ErrorState',
  component: ErrorState,
  args: { error: new ApiError(HttpErrors.SERVER_ERROR, 500) },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MessageOnly: Story = {};

export const WithRetry: Story = {
  args: { error: new ApiError(HttpErrors.NETWORK, 0, undefined, 'network'), onRetry: fn() },
};

export const WithTechnicalDetails: Story = {
  args: {
    error: new ApiError(HttpErrors.BAD_GATEWAY, 502, { requestId: 'req_7f3a9c', upstream: 'billing', status: 502 }),
    showDetails: true,
    onRetry: fn(),
  },
};

export const WithTitle: Story = {
  args: { title: 'Invoices could not be loaded', error: HttpErrors.TIMEOUT, onRetry: fn() },
};
