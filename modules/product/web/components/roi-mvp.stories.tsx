import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations } from '@suite/sdk/web';
import { productTranslations } from '../i18n.js';
import type { FeatureRoi } from '../../shared/feature-roi-endpoints.js';
import type { MvpScenario } from '../../shared/mvp-endpoints.js';
import { ViabilityCard } from '../pages/MvpScaffoldingPage.js';
import { MeasuredPanel, SourceBadge } from './MeasuredLinks.js';
import { PricingSourceLine } from './MvpPricing.js';

type Measured = Pick<FeatureRoi, 'usage' | 'customer' | 'sources' | 'measuredUsage' | 'pagePatterns' | 'boardItems' | 'sprints'>;
const sprint12 = { id: 's12', name: 'Sprint 12', startDate: '2026-10-19', endDate: '2026-10-30', status: 'completed' };
const sprint13 = { id: 's13', name: 'Sprint 13', startDate: '2026-11-02', endDate: '2026-11-13', status: 'active' };
const MEASURED: Measured = {
  usage: { activeUsers: 310, featureAdoption: 35, usageFrequency: 4 },
  customer: { satisfactionScore: 4.35 },
  sources: { developmentCost: 'measured', activeUsers: 'measured', satisfactionScore: 'measured' },
  measuredUsage: { from: '2026-10-22', to: '2026-11-20', pageViews: 1240, visitors: 310, responses: 42, satisfaction: 4.35, satisfactionAnswers: 40 },
  pagePatterns: ['/billing/*', '/invoices'],
  boardItems: [
    { id: 'i1', title: 'Invoice list', status: 'complete', storyPoints: 5, sprint: sprint12 },
    { id: 'i2', title: 'Invoice PDF', status: 'complete', storyPoints: 3, sprint: sprint12 },
    { id: 'i3', title: 'Dunning mails', status: 'complete', storyPoints: 8, sprint: sprint13 },
    { id: 'i4', title: 'Tax rules', status: 'active', storyPoints: 13, sprint: sprint13 },
  ],
  sprints: [
    { id: 's12', name: 'Sprint 12', startDate: '2026-10-19', endDate: '2026-10-30', completedPoints: 8 },
    { id: 's13', name: 'Sprint 13', startDate: '2026-11-02', endDate: '2026-11-13', completedPoints: 8 },
  ],
};

const meta = {
  title: 'Product/Feature ROI and MVP',
  component: MeasuredPanel,
  loaders: [
    async () => {
      addTranslations('product', productTranslations);
      return {};
    },
  ],
  args: { feature: MEASURED },
} satisfies Meta<typeof MeasuredPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Usage and satisfaction from the tagged pages, cost from the linked board items and the sprints they were done in. */
export const MeasuredFromDeliveryAndEngagement: Story = {};
/** Nothing linked: every number as typed, with the hint to tag pages. */
export const AllTyped: Story = {
  args: { feature: { ...MEASURED, usage: { activeUsers: 90, featureAdoption: null, usageFrequency: null }, customer: { satisfactionScore: 3 }, sources: { developmentCost: 'typed', activeUsers: 'typed', satisfactionScore: 'typed' }, measuredUsage: null, pagePatterns: [], boardItems: [], sprints: [] } },
};
export const SourceBadges: StoryObj<typeof SourceBadge> = { render: () => (<><SourceBadge source="measured" /> <SourceBadge source="typed" /></>) };

const pricing = (over: Partial<MvpScenario>): Pick<MvpScenario, 'pricingSource' | 'biPricingModel' | 'pricingModelId' | 'pricingConfig'> => ({ pricingSource: 'scenario', biPricingModel: null, pricingModelId: null, pricingConfig: { monthlyPrice: 20, targetMRR: 1000 }, ...over });
/** Priced with one of bi's pricing models: its projected MRR at the end of the timeline. */
export const PricedWithBiModel: StoryObj<typeof PricingSourceLine> = {
  render: () => <PricingSourceLine scenario={pricing({ pricingSource: 'bi', pricingModelId: 'm1', biPricingModel: { id: 'm1', name: 'Pro plan', type: 'SAAS', monthlyPrice: 49, projectedMrr: 7400, atMonth: 6 }, pricingConfig: { monthlyPrice: 49, targetMRR: 7400 } })} />,
};
export const OwnPricing: StoryObj<typeof PricingSourceLine> = { render: () => <PricingSourceLine scenario={pricing({})} /> };
/** The picked model is gone or bi is off: the scenario's own pricing, said so. */
export const BiModelUnavailable: StoryObj<typeof PricingSourceLine> = { render: () => <PricingSourceLine scenario={pricing({ pricingModelId: 'm1' })} /> };

const viability = (outcome: 'VIABLE' | 'RISKY' | 'NOT_VIABLE', sharePct: number): Pick<MvpScenario, 'viability' | 'runway' | 'projectedMetrics'> => ({
  runway: { runwayMonths: 10, monthlyBurn: 30_000, source: 'finance' },
  projectedMetrics: null,
  viability: { outcome, spend: sharePct * 3_000, runwayCash: 300_000, sharePct, arithmetic: `MVP cost $${(sharePct * 3_000 - 90_000).toLocaleString('en-US')} + 3 months x $30,000 burn = $${(sharePct * 3_000).toLocaleString('en-US')}; runway cash 10 months x $30,000 = $300,000; ${sharePct} % of runway.` },
});
export const ViabilityViable: StoryObj<typeof ViabilityCard> = { render: () => <ViabilityCard scenario={viability('VIABLE', 59)} /> };
export const ViabilityRisky: StoryObj<typeof ViabilityCard> = { render: () => <ViabilityCard scenario={viability('RISKY', 79)} /> };
export const ViabilityNotViable: StoryObj<typeof ViabilityCard> = { render: () => <ViabilityCard scenario={viability('NOT_VIABLE', 81)} /> };
