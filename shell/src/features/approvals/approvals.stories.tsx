import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApprovalRequestPage, ApprovalRequestView } from '@suite/sdk';
import { i18n } from '@suite/sdk/i18n';
import { answerApi } from '../../stories/story-api.js';
import { Requests } from './ApprovalsPage.js';

/** Approvals (issue 22): the requests list of /governance/approvals, with statuses and whose turn it is. */
const person = (n: string, name: string) => ({ userId: `00000000-0000-4000-8000-0000000000${n}`, name, email: `${name.split(' ')[0]!.toLowerCase()}@acme.test` });
const ADA = person('a1', 'Ada Lovelace');
const HUGO = person('a2', 'Hugo Martin');
const request = (n: string, extra: Partial<ApprovalRequestView>): ApprovalRequestView => ({
  id: `00000000-0000-4000-8000-0000000002${n}`,
  workflowId: '00000000-0000-4000-8000-000000000300',
  workflowName: 'Budgets from 20,000',
  trigger: 'product.budget-allocation',
  subject: { type: 'PortfolioItem', id: `00000000-0000-4000-8000-0000000004${n}`, label: 'Checkout revamp' },
  summary: 'Checkout revamp: budget 15,000.00 → 60,000.00',
  amountCents: 60_000_00,
  status: 'pending',
  approvalOrder: 'sequential',
  requestedBy: ADA,
  createdAt: '2026-11-24T10:00:00Z',
  decidedAt: null,
  appliedAt: null,
  outcomeError: null,
  steps: [{ position: 1, approver: HUGO, decision: null, comment: null, decidedAt: null }],
  waitingFor: [HUGO.userId],
  canDecide: true,
  canCancel: false,
  ...extra,
});
const PAGE: ApprovalRequestPage = {
  requests: [
    request('01', {}),
    request('02', { trigger: 'product.portfolio-move', workflowName: 'Moves', summary: 'Mobile app: move under Growth', amountCents: null, status: 'approved', decidedAt: '2026-11-23T16:00:00Z', appliedAt: '2026-11-23T16:00:01Z', waitingFor: [], canDecide: false, steps: [{ position: 1, approver: HUGO, decision: 'approved', comment: 'Fits the plan', decidedAt: '2026-11-23T16:00:00Z' }] }),
    request('03', { trigger: 'billing.plan-purchase', workflowName: 'Purchases', summary: 'Purchase: ENTERPRISE annual, 4,990.00', amountCents: 4_990_00, status: 'rejected', decidedAt: '2026-11-22T09:00:00Z', waitingFor: [], canDecide: false, steps: [{ position: 1, approver: HUGO, decision: 'rejected', comment: 'Next quarter', decidedAt: '2026-11-22T09:00:00Z' }] }),
    request('04', { trigger: 'investor.data-room-grant', workflowName: 'Data room', summary: 'Northwind Ventures: data room access (data_room:read)', amountCents: null, status: 'failed', outcomeError: 'Access not found', decidedAt: '2026-11-21T09:00:00Z', waitingFor: [], canDecide: false }),
  ],
  total: 4,
  limit: 20,
  offset: 0,
  waitingForMe: 1,
};
answerApi({ 'GET /governance/approval-requests': PAGE });

const meta = {
  title: 'Governance/Approvals',
  component: Requests,
  loaders: [
    async () => {
      await i18n.loadNamespaces('approvals');
      return {};
    },
  ],
} satisfies Meta<typeof Requests>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending, approved, rejected and failed requests of the four triggers; one waits for the reader. */
export const RequestsList: Story = {};
