import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations } from '@suite/sdk/web';
import { agileTranslations } from '../i18n.js';
import { FIBONACCI, revealedSnapshot } from '../testing/fixtures.js';
import { RevealResults } from './RevealResults.js';

const meta = {
  title: 'Agile/Reveal results',
  component: RevealResults,
  loaders: [
    async () => {
      addTranslations('agile', agileTranslations);
      return {};
    },
  ],
  args: { reveal: revealedSnapshot().reveal!, values: FIBONACCI.values },
} satisfies Meta<typeof RevealResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoConsensus: Story = {};

export const Consensus: Story = {
  args: {
    reveal: {
      storyId: 's',
      round: 2,
      votes: ['5', '5', '5', '?'].map((value, index) => ({ participantId: `p${index}`, value, confidence: null })),
      distribution: { '5': 3, '?': 1 },
      average: 5,
      consensus: true,
      suggestedEstimate: 5,
    },
  },
};
