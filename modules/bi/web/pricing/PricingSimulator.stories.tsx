import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations, Button } from '@suite/sdk/web';
import { biTranslations } from '../i18n.js';
import { projectPricing, type PricingModelType, type PricingParameters } from '../../shared/pricing-math.js';
import type { PricingActuals, PricingModelView } from '../../shared/growth.js';
import { NEW_DRAFT, PricingSimulator, type Draft } from './PricingSimulator.js';
import { ActualsLine } from './PricingSimulatorPage.js';

const model = (id: string, name: string, type: PricingModelType, parameters: PricingParameters): PricingModelView => {
  const projection = projectPricing(type, parameters);
  return { id, accountId: 'acme', name, type, description: '', parameters, projections: { monthly: projection.months, summary: projection.summary }, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' } as PricingModelView;
};
const SAVED = [
  model('m1', 'Starter $29', 'SAAS', { monthlyPrice: 29, operationalCosts: 6000, acquisitionCost: 120 }),
  model('m2', 'Freemium', 'FREEMIUM', { monthlyPrice: 19, freeToPaidRate: 4, targetCustomers: 2000, freeUserCost: 0.2 }),
  model('m3', 'Marketplace', 'TRANSACTION', { transactionFee: 1.5, transactionsPerUser: 20, targetCustomers: 300 }),
];
const ACTUALS: PricingActuals = { source: 'manual', monthlyPrice: 1111.11, customers: 27, churnRate: 3.7, growthRate: 35, months: [] };

/** The simulator with its own draft state, as the pages hold it. */
function Stateful({ initial, signedIn }: { initial: Draft; signedIn?: boolean }) {
  const [draft, setDraft] = useState(initial);
  const [compare, setCompare] = useState(['m1', 'm2']);
  return signedIn ? (
    <PricingSimulator draft={draft} onChange={setDraft} saved={SAVED} onSave={() => undefined} actuals={ACTUALS} onUseActuals={() => undefined} compareIds={compare} onCompare={setCompare} />
  ) : (
    <PricingSimulator draft={draft} onChange={setDraft} callToAction={<Button variant="light">Register to keep this model</Button>} />
  );
}

const meta = {
  title: 'BI/Pricing simulator',
  component: Stateful,
  loaders: [
    async () => {
      addTranslations('bi', biTranslations);
      return {};
    },
  ],
  args: { initial: NEW_DRAFT },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The public page: sliders, projection, sensitivity, a call to action instead of saving. */
export const PublicSaas: Story = {};
export const Freemium: Story = { args: { initial: { ...NEW_DRAFT, type: 'FREEMIUM', parameters: { monthlyPrice: 19, freeToPaidRate: 4, targetCustomers: 2000 } } } };
export const ChurnZero: Story = { args: { initial: { ...NEW_DRAFT, parameters: { ...NEW_DRAFT.parameters, churnRate: 0 } } } };
/** Signed in: name, save, "use my real numbers" and two saved models compared on one chart and table. */
export const SignedInComparing: Story = { args: { initial: { ...NEW_DRAFT, id: 'm1', name: 'Starter $29' }, signedIn: true } };

/** The actuals line above the simulator, in the toolbar's language. */
export const ActualsLineStory: StoryObj<typeof ActualsLine> = { name: 'Actuals line', render: () => <ActualsLine actuals={ACTUALS} /> };
