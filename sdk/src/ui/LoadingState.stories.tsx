import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './states.js';

const meta = {
  title: 'Kit/LoadingState',
  component: LoadingState,
  argTypes: { variant: { control: 'inline-radio', options: ['page', 'table', 'cards', 'detail'] } },
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = { args: { variant: 'page' } };

export const Table: Story = { args: { variant: 'table', rows: 6 } };

export const Cards: Story = { args: { variant: 'cards' } };

export const Detail: Story = { args: { variant: 'detail', rows: 5 } };

export const CustomLabel: Story = { args: { variant: 'table', rows: 3, label: 'Loading invoices...' } };
