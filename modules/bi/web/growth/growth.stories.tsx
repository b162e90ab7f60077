import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations } from '@suite/sdk/web';
import { biTranslations } from '../i18n.js';
import type { DocumentAnalysis, Slide } from '../../shared/growth.js';
import { Analysis } from './DocumentsPage.js';
import { SlideEditor } from './PitchDecksPage.js';

const ANALYSIS: DocumentAnalysis = {
  words: 64,
  readingMinutes: 1,
  figures: { money: ['$48,000', '$95K'], percentages: ['78%'], dates: ['October 2026', 'Q3 2026'] },
  keyTerms: [
    { term: 'runway', count: 2 },
    { term: 'warehouse', count: 2 },
    { term: 'margin', count: 1 },
  ],
  summary: ['Our MRR reached $48,000 this month and we now serve 120 customers.', 'Net burn was $95K, which leaves 14 months of runway.'],
  disagreements: [{ metric: 'mrr', documentValue: 48000, accountValue: 30000, sentence: 'Our MRR reached $48,000 this month and we now serve 120 customers.' }],
  method: 'Figures found by pattern (money, percentages, dates); key terms by frequency without common words; summary: the document’s own highest-scoring sentences.',
};

function Slides({ initial }: { initial: Slide }) {
  const [slide, setSlide] = useState(initial);
  return <SlideEditor slide={slide} onChange={setSlide} />;
}

const meta = {
  title: 'BI/Documents and decks',
  component: Analysis,
  loaders: [
    async () => {
      addTranslations('bi', biTranslations);
      return {};
    },
  ],
  args: { analysis: ANALYSIS },
} satisfies Meta<typeof Analysis>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A document's analysis: figures, key terms, its own sentences and the account's metric it disagrees with. */
export const DocumentAnalysisDisagreeing: Story = {};
/** Nothing disagrees with the account's figures. */
export const DocumentAnalysisAgreeing: Story = { args: { analysis: { ...ANALYSIS, disagreements: [] } } };

/** One slide of a generated deck, edited beside its preview. */
export const TractionSlide: StoryObj<typeof Slides> = {
  render: () => <Slides initial={{ kind: 'traction', title: 'Traction', bullets: ['MRR $30,000 (ARR $360,000).', '27 customers in October 2026.', 'MRR growth 50 % last month.'] }} />,
};
/** A slide generated for a French founder. */
export const FrenchAskSlide: StoryObj<typeof Slides> = {
  render: () => <Slides initial={{ kind: 'ask', title: 'Notre demande', bullets: ['Nous levons 250 000 $US pour 18 mois d’autonomie financière à la dépense actuelle.'] }} />,
};
