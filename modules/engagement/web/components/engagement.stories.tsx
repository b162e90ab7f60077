import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations, Group, Stack } from '@suite/sdk/web';
import { analyzeSentiment } from '../../shared/sentiment.js';
import { defaultWidgetConfiguration } from '../../shared/widget.js';
import type { Heatmap, ResponseView } from '../../shared/views.js';
import { engagementTranslations } from '../i18n.js';
import { FunnelChart } from './FunnelView.js';
import { HeatmapChart } from './HeatmapView.js';
import { ResponseCard } from './ResponseCard.js';
import { RevenueAtRiskAlert } from './RevenueAtRiskAlert.js';
import { SentimentBadge } from './SentimentBadge.js';
import { WidgetEditor } from './WidgetEditor.js';

const answer = (id: string, nps: number, comment: string | null, extra: Partial<ResponseView> = {}): ResponseView => ({
  id,
  widgetId: 'w1',
  widgetName: 'Pricing page',
  answers: [
    { questionId: 'nps', question: 'How likely are you to recommend us?', type: 'NPS', answer: nps },
    { questionId: 'reason', question: 'What matters most?', type: 'MULTIPLE_CHOICE', answer: 'Price' },
  ],
  comment,
  sentiment: analyzeSentiment(comment),
  themes: comment?.includes('expensive') ? ['pricing'] : [],
  nps,
  status: 'NEW',
  tags: [],
  path: '/pricing',
  device: 'DESKTOP',
  visitorEmail: null,
  mrrCents: null,
  backlogItemId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const HEATMAP: Heatmap = {
  path: '/pricing',
  clicks: 61,
  points: [
    { x: 500, y: 400, count: 24 },
    { x: 510, y: 420, count: 12 },
    { x: 120, y: 40, count: 9 },
    { x: 880, y: 40, count: 6 },
    { x: 300, y: 1200, count: 10 },
  ],
  elements: [
    { selector: '#buy', clicks: 36 },
    { selector: 'nav > a:nth-of-type(2)', clicks: 15 },
    { selector: 'footer a.pricing-faq', clicks: 10 },
  ],
  paths: [
    { path: '/pricing', clicks: 61 },
    { path: '/', clicks: 24 },
  ],
  sites: [],
};

const meta = {
  title: 'Engagement/Feedback hub and analytics',
  component: ResponseCard,
  loaders: [
    async () => {
      addTranslations('engagement', engagementTranslations);
      return {};
    },
  ],
  args: { response: answer('r1', 3, 'Too expensive and slow to load', { visitorEmail: 'ann@acme.test', mrrCents: 49_000, tags: ['follow-up'] }), canTriage: true, backlogOn: true },
} satisfies Meta<typeof ResponseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A detractor identified with Suite.identify({ email }) and matched to a paying customer: their MRR shows. */
export const DetractorWithMrr: Story = {};

/** Answers as the hub lists them: a promoter, an anonymous passive, one already in the backlog; read-only for a viewer. */
export const ResponseList: Story = {
  render: () => (
    <Stack component="ul" gap="sm" p={0} m={0} maw={760}>
      <ResponseCard response={answer('r2', 10, 'Great and fast, love it', { visitorEmail: 'dee@acme.test', mrrCents: 99_000 })} canTriage backlogOn />
      <ResponseCard response={answer('r3', 7, null)} canTriage backlogOn />
      <ResponseCard response={answer('r4', 5, 'Support was slow', { status: 'ACTIONED', backlogItemId: 'item-1' })} canTriage backlogOn />
      <ResponseCard response={answer('r5', 9, 'Nice', { status: 'READ' })} canTriage={false} backlogOn={false} />
    </Stack>
  ),
};

/** "3 detractors worth $1,240 MRR" above the hub. */
export const RevenueAtRisk: StoryObj<typeof RevenueAtRiskAlert> = {
  render: () => <RevenueAtRiskAlert risk={{ detractors: 3, mrrCents: 124_000, currency: 'USD' }} />,
};

/** A comment's sentiment with the words that decided it (in the tooltip). */
export const Sentiments: StoryObj<typeof SentimentBadge> = {
  render: () => (
    <Group gap="xs">
      <SentimentBadge sentiment={analyzeSentiment('Great and fast')} />
      <SentimentBadge sentiment={analyzeSentiment('It works')} />
      <SentimentBadge sentiment={analyzeSentiment('Too expensive and slow')} />
    </Group>
  ),
};

/** Click density over the page outline (no widget has a site address yet) and the most clicked elements. */
export const ClickHeatmap: StoryObj<typeof HeatmapChart> = {
  render: () => <HeatmapChart data={HEATMAP} onPath={() => undefined} />,
};

/** The same clicks over the site's page, framed at 1280 px and scaled to the box (Page / Outline switch). */
export const ClickHeatmapOverPage: StoryObj<typeof HeatmapChart> = {
  render: () => <HeatmapChart data={{ ...HEATMAP, sites: ['https://www.example.com'] }} onPath={() => undefined} />,
};

/** A heatmap with no click yet. */
export const EmptyHeatmap: StoryObj<typeof HeatmapChart> = {
  render: () => <HeatmapChart data={{ path: '/', clicks: 0, points: [], elements: [], paths: [], sites: [] }} onPath={() => undefined} />,
};

/** A conversion funnel: 200 entered, drop-off and median time per step. */
export const ConversionFunnel: StoryObj<typeof FunnelChart> = {
  render: () => (
    <FunnelChart
      goals={['Account created']}
      funnel={{
        entered: 200,
        converted: 31,
        conversionRate: 15.5,
        steps: [
          { order: 1, url: '/', reached: 200, dropOff: 0, dropOffRate: 0, medianSecondsFromPrevious: null },
          { order: 2, url: '/pricing', reached: 118, dropOff: 82, dropOffRate: 41, medianSecondsFromPrevious: 42 },
          { order: 3, url: '/register', reached: 31, dropOff: 87, dropOffRate: 73.7, medianSecondsFromPrevious: 95 },
        ],
      }}
    />
  ),
};

/** The widget editor with its live preview (the preview frame runs the platform's loader, absent here). */
export const Editor: StoryObj<typeof WidgetEditor> = {
  render: () => <WidgetEditor initial={{ name: 'Pricing page NPS', siteUrl: 'https://www.example.com', configuration: defaultWidgetConfiguration() }} saving={false} error={null} onSave={() => undefined} />,
};
