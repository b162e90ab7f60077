import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NotificationView } from '@suite/sdk';
import { i18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { answerApi } from '../../stories/story-api.js';
import { NotificationCentre, NotificationList, NOTIFICATIONS_NAMESPACE } from './NotificationCentre.js';

/** The header's notification centre (issue 22): approvals and mentions, unread first in colour. */
const at = '2026-11-26T09:00:00Z';
const ITEMS: NotificationView[] = [
  { id: '00000000-0000-4000-8000-000000000501', kind: 'approval.requested', data: { requester: 'Ada Lovelace', summary: 'Mobile app: new initiative, budget 30,000.00', workflow: 'Budgets' }, link: '/governance/approvals?request=r-1', sourceId: 'r-1', readAt: null, createdAt: at },
  { id: '00000000-0000-4000-8000-000000000502', kind: 'comment.mention', data: { author: 'Grace Hopper', title: 'Checkout redesign', excerpt: 'Can you check the budget before Friday?' }, link: '/kanban?item=i-1', sourceId: 'c-1', readAt: null, createdAt: at },
  { id: '00000000-0000-4000-8000-000000000503', kind: 'approval.decided', data: { approver: 'Hugo Martin', decision: 'approved', summary: 'Checkout revamp: budget 15,000.00 → 60,000.00', workflow: 'Budgets', comment: 'Board agreed' }, link: '/governance/approvals?request=r-2', sourceId: 'r-2', readAt: at, createdAt: at },
];
answerApi({ 'GET /notifications': { items: ITEMS, unread: 2 }, 'POST /notifications/read': { items: ITEMS, unread: 0 }, 'POST /comments/mentions/read': { items: [], unread: 0 } });

const session: Session = {
  status: 'authenticated',
  user: { id: 'u-me', email: 'me@acme.test', firstName: 'Me', lastName: 'Myself', avatarUrl: null, primaryPersona: null, emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: { id: 'a-acme', name: 'Acme', slug: 'acme', role: 'ADMIN', permissions: [], plan: 'PRO', enabledFeatures: [] },
};

const meta = {
  title: 'Governance/Notification centre',
  component: NotificationList,
  loaders: [
    async () => {
      await i18n.loadNamespaces(NOTIFICATIONS_NAMESPACE);
      return {};
    },
  ],
  args: { items: ITEMS, unread: 2, language: 'en', onOpen: () => undefined, onMarkAll: () => undefined },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <NotificationList {...args} language={i18n.language} />
    </div>
  ),
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list in the bell's popover: a request for you, a mention (both unread), a decision on yours. */
export const List: Story = {};

/** Nothing yet. */
export const Empty: Story = { args: { items: [], unread: 0 } };

/** The bell in the header, with its unread count (click it to open the list). */
export const Bell: Story = {
  render: () => (
    <SessionContext.Provider value={session}>
      <NotificationCentre />
    </SessionContext.Provider>
  ),
};
