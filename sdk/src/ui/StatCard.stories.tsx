import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@mantine/core';
import { StatCard } from './StatCard.js';
import { semanticColors, type SemanticTone } from './theme.js';

const meta = {
  title: 'Kit/StatCard',
  component: StatCard,
  args: { label: 'Runway', value: '18 months' },
  argTypes: {
    tone: { control: 'inline-radio', options: Object.keys(semanticColors) },
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithHintAndChange: Story = {
  args: { label: 'Monthly burn', value: '$42K', hint: 'Average of the last 3 months', change: { text: '+8%', tone: 'warning' }, tone: 'warning' },
};

const examples: Record<SemanticTone, { label: string; value: string; hint: string; change: string }> = {
  good: { label: 'Runway', value: '18 months', hint: 'At the current burn', change: '+2 mo' },
  warning: { label: 'Monthly burn', value: '$42K', hint: 'Above plan', change: '+8%' },
  critical: { label: 'Churn', value: '7.2%', hint: 'Last 30 days', change: '+1.9 pt' },
  info: { label: 'NPS', value: '41', hint: '312 answers', change: '+3' },
  neutral: { label: 'Active accounts', value: '1,284', hint: 'This month', change: '0%' },
};

export const Tones: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {(Object.keys(examples) as SemanticTone[]).map((tone) => (
        <StatCard key={tone} label={examples[tone].label} value={examples[tone].value} hint={examples[tone].hint} tone={tone} change={{ text: examples[tone].change, tone }} />
      ))}
    </SimpleGrid>
  ),
};
