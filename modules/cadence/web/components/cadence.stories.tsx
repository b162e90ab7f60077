import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@suite/sdk/web';
import { addTranslations } from '@suite/sdk/web';
import type { HealthFigure } from '../../shared/team-endpoints.js';
import { cadenceTranslations } from '../i18n.js';
import { TeamPulseTrend } from './TeamPulseTrend.js';
import { GoalStatusBadge } from './GoalStatusBadge.js';
import { HealthFigureView } from '../pages/TeamHealthPage.js';

const point = (round: string, average: number | null, hidden = false) => ({ round, responses: hidden ? 2 : 6, average, hidden });

const FIGURES: HealthFigure[] = [
  { key: 'pulse', value: 3.9, missing: null, basis: { survey: 'Weekly pulse', round: '2026-11-02', responses: 6, threshold: 5 } },
  { key: 'oneOnOneRegularity', value: 75, missing: null, basis: { oneOnOnes: 4 } },
  { key: 'goalProgress', value: 42, missing: null, basis: { objectives: 3 } },
  { key: 'sprintCompletion', value: 90, missing: null, basis: { sprints: 3, committed: 50, completed: 45 } },
  { key: 'retroSentiment', value: 59, missing: null, basis: { retros: 3, positive: 16, negative: 11, latest: 'Sprint 9 retro' } },
  { key: 'pulse', value: null, missing: 'hidden', basis: { threshold: 5 } },
];

const meta = {
  title: 'Cadence/Team health and goals',
  component: TeamPulseTrend,
  loaders: [
    async () => {
      addTranslations('cadence', cadenceTranslations);
      return {};
    },
  ],
  args: {
    teams: [
      { teamId: 'a', name: 'Robotics', trend: [point('2026-10-05', 3.8), point('2026-10-19', 4.1), point('2026-11-02', null, true)] },
      { teamId: 'b', name: 'Sales', trend: [point('2026-10-05', 3.1), point('2026-10-19', 3.2), point('2026-11-02', 3.6)] },
    ],
  },
} satisfies Meta<typeof TeamPulseTrend>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pulse trend of each team; a round hidden below 5 answers is a gap. */
export const PulseTrendByTeam: Story = {};

/** Team health's figures, each with its source: pulse, 1:1s, goals, sprints and retro sentiment from agile. */
export const HealthFigures: StoryObj<typeof HealthFigureView> = {
  render: () => (
    <Stack gap="sm" maw={420}>
      {FIGURES.map((figure, index) => (
        <HealthFigureView key={index} figure={figure} />
      ))}
    </Stack>
  ),
};

/** A goal's status badges. */
export const GoalStatuses: StoryObj<typeof GoalStatusBadge> = {
  render: () => (
    <Stack gap="xs" align="flex-start">
      <GoalStatusBadge status="on_track" />
      <GoalStatusBadge status="at_risk" />
      <GoalStatusBadge status="off_track" />
      <GoalStatusBadge status="done" />
    </Stack>
  ),
};
