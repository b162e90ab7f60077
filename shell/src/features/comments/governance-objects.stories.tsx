import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineAbilityFor, type ObjectCommentsView, type VersionChange } from '@suite/sdk';
import { i18n } from '@suite/sdk/i18n';
import { AbilityProvider } from '@suite/sdk/react';
import { COMMENTS_NAMESPACE, CommentsPanel, VersionChangesTable } from '@suite/sdk/comments';
import { answerApi } from '../../stories/story-api.js';

/** Comments and versions (issue 22): the thread panel modules embed on their objects, and the side-by-side diff of two versions. */
const ITEM = '00000000-0000-4000-8000-0000000000c1';
const ADA = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Ada Lovelace' };
const GRACE = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Grace Hopper' };
const comment = (id: string, author: typeof ADA, body: string, extra: Partial<ObjectCommentsView['threads'][number]['comment']> = {}) => ({
  id: `00000000-0000-4000-8000-0000000001${id}`,
  threadId: null,
  author,
  body,
  mentions: [],
  createdAt: '2026-11-20T09:30:00Z',
  editedAt: null,
  deletedAt: null,
  canEdit: author === ADA,
  canDelete: author === ADA,
  ...extra,
});
const THREADS: ObjectCommentsView = {
  object: { type: 'product.portfolio-item', label: 'Portfolio item', id: ITEM, title: 'Checkout revamp', link: `/strategic-backlog?item=${ITEM}` },
  threads: [
    {
      id: comment('01', ADA, '').id,
      status: 'open',
      resolvedBy: null,
      resolvedAt: null,
      comment: comment('01', ADA, '@Grace Hopper can you check the budget before Friday?', { mentions: [GRACE] }),
      replies: [comment('02', GRACE, 'Checked: it holds, with 4,000 left for the spike.', { threadId: comment('01', ADA, '').id, createdAt: '2026-11-20T14:05:00Z', editedAt: '2026-11-20T14:07:00Z' })],
    },
    {
      id: comment('03', GRACE, '').id,
      status: 'resolved',
      resolvedBy: ADA,
      resolvedAt: '2026-11-21T08:00:00Z',
      comment: comment('03', GRACE, 'The ROI score looks low for a critical item.'),
      replies: [],
    },
  ],
};
answerApi({
  [`GET /comments/objects/product.portfolio-item/${ITEM}`]: THREADS,
  'GET /comments/mentionable': [ADA, GRACE],
  'GET /users': [],
});

const CHANGES: VersionChange[] = [
  { path: 'title', kind: 'changed', before: 'Checkout', after: 'Checkout revamp' },
  { path: 'budget.allocated', kind: 'changed', before: 15_000_00, after: 60_000_00 },
  { path: 'justification.riskLevel', kind: 'changed', before: 'LOW', after: 'MEDIUM' },
  { path: 'story.acceptanceCriteria.2', kind: 'added', before: undefined, after: 'Saved cards are shown first' },
  { path: 'validation', kind: 'removed', before: { verdict: 'pivot' }, after: undefined },
];

const meta = {
  title: 'Governance/Comments and versions',
  component: CommentsPanel,
  loaders: [
    async () => {
      await i18n.loadNamespaces(COMMENTS_NAMESPACE);
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <AbilityProvider value={defineAbilityFor({ id: ADA.id }, { role: 'MEMBER' }, { plan: 'PRO' })}>
        <Story />
      </AbilityProvider>
    ),
  ],
  args: { objectType: 'product.portfolio-item', objectId: ITEM },
} satisfies Meta<typeof CommentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A portfolio item's threads: one open with a mention and an edited reply, one resolved (shown with "All"). */
export const CommentsThread: Story = {};

/** What changed between two versions of an item: changed, added and removed fields by path. */
export const VersionsDiff: Story = {
  render: () => <VersionChangesTable changes={CHANGES} />,
};
