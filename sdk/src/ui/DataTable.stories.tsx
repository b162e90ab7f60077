import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button } from '@mantine/core';
import { fn } from 'storybook/test';
import { PLAN_IDS, type PlanId } from '../domain/plans.js';
import { formatPrice } from '../format/numbers.js';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.js';
import { EmptyState } from './states.js';

interface Account {
  id: string;
  name: string;
  plan: PlanId;
  members: number;
  /** Monthly recurring revenue, in cents. */
  mrrCents: number;
  active: boolean;
}

const NAMES = ['Acme Robotics', 'Blue Harbor', 'Cobalt Labs', 'Driftwood Studio', 'Evergreen Health', 'Fjord Analytics', 'Granite Works', 'Halcyon Bio'];

const accounts: Account[] = Array.from({ length: 47 }, (_, index) => ({
  id: `account-${index + 1}`,
  name: `${NAMES[index % NAMES.length]}${index >= NAMES.length ? ` ${Math.floor(index / NAMES.length) + 1}` : ''}`,
  plan: PLAN_IDS[index % PLAN_IDS.length]!,
  members: 3 + ((index * 7) % 40),
  mrrCents: index % 3 === 0 ? 0 : 2_900 * (1 + (index % 9)) * 100,
  active: index % 5 !== 4,
}));

const columns: DataTableColumn<Account>[] = [
  { key: 'name', header: 'Account', render: (account) => account.name },
  { key: 'plan', header: 'Plan', render: (account) => account.plan },
  { key: 'members', header: 'Members', align: 'right', width: 110, render: (account) => account.members },
  { key: 'mrr', header: 'MRR', align: 'right', width: 120, render: (account) => formatPrice(account.mrrCents, 'en') },
  {
    key: 'status',
    header: 'Status',
    width: 110,
    render: (account) => (
      <Badge variant="light" color={account.active ? 'green' : 'gray'}>
        {account.active ? 'Active' : 'Paused'}
      </Badge>
    ),
  },
];

/** The kit's generic table, for accounts. */
const AccountTable = DataTable<Account>;

/** Server-side pagination, played here by slicing the rows. */
function PaginatedAccounts(props: DataTableProps<Account>) {
  const limit = 10;
  const [offset, setOffset] = useState(0);
  return <AccountTable {...props} rows={props.rows.slice(offset, offset + limit)} pagination={{ total: props.rows.length, limit, offset, onChange: setOffset }} />;
}

const meta = {
  title: 'Kit/DataTable',
  component: AccountTable,
  args: { columns, rows: accounts.slice(0, 6), rowKey: (account) => account.id },
} satisfies Meta<typeof AccountTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

export const ClickableRows: Story = {
  args: { onRowClick: fn(), caption: 'Click a row to open the account' },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [], empty: <EmptyState title="No accounts yet" description="Accounts appear here when a founder signs up." action={<Button>Invite a founder</Button>} /> },
};

export const NoResults: Story = { args: { rows: [] } };

export const Pagination: Story = {
  args: { rows: accounts },
  render: (args) => <PaginatedAccounts {...args} />,
};
