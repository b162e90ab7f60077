import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations } from '@suite/sdk/web';
import type { CompanyVariance, DashboardCompany, InvestorAlert } from '../../shared/index.js';
import { investorTranslations } from '../i18n.js';
import { CompanyCard } from './CompanyCard.js';
import { CardSettings } from './CardSettings.js';
import { AlertList } from './AlertList.js';
import { Figure } from './Figure.js';
import { CompanyVarianceCard } from '../pages/VarianceAnalysisPage.js';

const COMPANY: DashboardCompany = {
  id: '00000000-0000-4000-8000-000000000001',
  companyName: 'Acme Robotics',
  currentValuation: 8_000_000_00,
  ownershipPercentage: 6.25,
  investmentAmount: 500_000_00,
  lastUpdate: '2026-11-01',
  nextFundraisingTarget: null,
  permissions: [{ resource: 'dashboard', action: 'read' }],
  metrics: { asOf: '2026-11-01', currency: 'USD', cashOnHand: 150_000_00, monthlyNetBurn: 25_000_00, runwayDays: 180, mrr: 12_000_00, healthStatus: 'critical', revenueGrowthPct: 3, churnRate: 11 },
  history: [],
  stage: 'seed',
  industry: 'hardware',
  milestoneProgress: null,
  nextMilestone: null,
  founderName: 'Ada Lovelace',
  productStatus: null,
  teamSize: 12,
  customerCount: 66,
  userGrowth: 10,
  cac: 500_00,
  ltv: 4_800_00,
  comments: 3,
  unreadCommunications: 2,
};

const line = (metric: 'revenue' | 'expenses' | 'netBurn' | 'cash', plan: number, actual: number | null, variance: number | null, variancePct: number | null, favourable: boolean | null) => ({ metric, plan, actual, variance, variancePct, favourable });
const VARIANCE: CompanyVariance = {
  companyId: COMPANY.id,
  companyName: 'Acme Robotics',
  shared: true,
  currency: 'USD',
  plannedOn: '2026-07-31',
  months: [
    { month: '2026-08', lines: [line('revenue', 10_000_00, 12_000_00, 2_000_00, 20, true), line('expenses', 40_000_00, 40_000_00, 0, 0, true), line('netBurn', 30_000_00, 28_000_00, -2_000_00, -6.7, true), line('cash', 270_000_00, 275_000_00, 5_000_00, 1.9, true)] },
    { month: '2026-09', lines: [line('revenue', 10_000_00, 9_000_00, -1_000_00, -10, false), line('expenses', 40_000_00, 40_000_00, 0, 0, true), line('netBurn', 30_000_00, 31_000_00, 1_000_00, 3.3, false), line('cash', 240_000_00, 275_000_00, 35_000_00, 14.6, true)] },
  ],
  totals: [line('revenue', 20_000_00, 21_000_00, 1_000_00, 5, true), line('expenses', 80_000_00, 80_000_00, 0, 0, true), line('netBurn', 60_000_00, 59_000_00, -1_000_00, -1.7, true), line('cash', 240_000_00, 275_000_00, 35_000_00, 14.6, true)],
};

const ALERTS: InvestorAlert[] = [
  { id: 'a1', investorId: 'i', companyId: COMPANY.id, companyName: 'Acme Robotics', type: 'runway_low', displayType: 'runway_low', severity: 'critical', title: 'Runway under 8 months', message: null, status: 'open', automatic: true, triggered: '2026-11-02T09:00:00Z', acknowledgedAt: null, resolvedAt: null },
  { id: 'a2', investorId: 'i', companyId: COMPANY.id, companyName: 'Acme Robotics', type: 'board_meeting', displayType: 'milestone', severity: 'info', title: 'First fleet live', message: null, status: 'acknowledged', automatic: false, triggered: '2026-10-20T09:00:00Z', acknowledgedAt: '2026-10-21T09:00:00Z', resolvedAt: null },
];

const meta = {
  title: 'Investor/Portal',
  component: CompanyCard,
  loaders: [
    async () => {
      addTranslations('investor', investorTranslations);
      return {};
    },
  ],
  args: { company: COMPANY },
} satisfies Meta<typeof CompanyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company on the investor dashboard: runway red under 8 months, churn red from 10 %. */
export const CompanyCardAllFigures: Story = {};
/** The card as an investor's stored config shows it: only MRR and the valuation, with its settings button. */
export const CompanyCardFromConfig: Story = {
  args: { metrics: ['mrr', 'valuation'], pinned: true, onTogglePin: () => undefined, settings: <CardSettings companyName="Acme Robotics" timeframe="1year" metrics={['mrr', 'valuation']} onSave={() => undefined} /> },
};
/** A company that shares no figures: every one reads "not shared". */
export const CompanyCardNotShared: Story = { args: { company: { ...COMPANY, metrics: null, currentValuation: null, ownershipPercentage: null, unreadCommunications: 0 } } };

/** Plan against actual for one company: the period, then month by month, green when better than plan. */
export const VariancePlanAgainstActual: StoryObj<typeof CompanyVarianceCard> = { render: () => <CompanyVarianceCard company={VARIANCE} /> };
/** A company whose finance area gives no plan. */
export const VarianceNotShared: StoryObj<typeof CompanyVarianceCard> = { render: () => <CompanyVarianceCard company={{ ...VARIANCE, shared: false, plannedOn: null, months: [], totals: [] }} /> };

/** Alerts: an automatic runway alert and a hand-made milestone. */
export const Alerts: StoryObj<typeof AlertList> = { render: () => <AlertList alerts={ALERTS} /> };

/** One figure, shared and not shared. */
export const Figures: StoryObj<typeof Figure> = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Figure label="CAC" value="$500" />
      <Figure label="LTV" value={null} />
    </div>
  ),
};
