import type { Meta, StoryObj } from '@storybook/react-vite';
import { addTranslations } from '@suite/sdk/web';
import { BUILT_IN_VOTING_SYSTEMS } from '../../../shared/poker.js';
import { agileTranslations } from '../../i18n.js';
import { CardDeck } from './CardDeck.js';

const system = (id: string) => BUILT_IN_VOTING_SYSTEMS.find((candidate) => candidate.id === id)!.values;

const meta = {
  title: 'Agile/Card deck',
  component: CardDeck,
  loaders: [
    async () => {
      addTranslations('agile', agileTranslations);
      return {};
    },
  ],
  args: { values: system('fibonacci'), selected: null, onVote: () => undefined, globalKeys: false },
} satisfies Meta<typeof CardDeck>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fibonacci: Story = {};
export const WithAVote: Story = { args: { selected: '8' } };
export const TShirtSizes: Story = { args: { values: system('tshirt'), selected: 'M' } };
export const ModifiedFibonacci: Story = { args: { values: system('modified_fibonacci') } };
export const Disabled: Story = { args: { disabled: true } };
