import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paper } from '@mantine/core';
import type { AssistantAnswer } from '@suite/sdk/endpoints/assistant';
import { i18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { answerApi } from '../../stories/story-api.js';
import { AnswerCard } from './AnswerCard.js';
import { AssistantPanel } from './AssistantPanel.js';
import { AssistantSignInButton } from './AssistantSignInButton.js';

/** The AI Survival Assistant (issue 22): the floating button's panel, answers, and the signed-out prompt. */
const RUNWAY: AssistantAnswer = {
  question: 'What is our runway?',
  status: 'answered',
  understood: { intent: 'RUNWAY', query: 'RUNWAY', parameters: { asOf: '2026-11-25' } },
  domain: 'bi',
  figures: [
    { key: 'runwayMonths', value: 7.3, unit: 'months' },
    { key: 'runwayDays', value: 219, unit: 'days' },
    { key: 'runOutDate', value: '2027-07-02', unit: 'date' },
    { key: 'cashOnHand', value: 182_500_00, unit: 'cents' },
  ],
  table: null,
  link: '/runway-tracker',
  examples: [],
};
const VELOCITY: AssistantAnswer = {
  question: 'Velocity of team Apollo last 3 sprints',
  status: 'answered',
  understood: { intent: 'VELOCITY', query: 'VELOCITY team=Apollo sprints=3', parameters: { team: 'Apollo', sprints: 3 } },
  domain: 'agile',
  figures: [
    { key: 'averageCompletedPoints', value: 31, unit: 'points' },
    { key: 'averageCommittedPoints', value: 36, unit: 'points' },
  ],
  table: {
    columns: ['sprint', 'committedPoints', 'completedPoints'],
    rows: [
      { sprint: 'Sprint 12', committedPoints: 34, completedPoints: 30 },
      { sprint: 'Sprint 13', committedPoints: 38, completedPoints: 33 },
      { sprint: 'Sprint 14', committedPoints: 36, completedPoints: 30 },
    ],
  },
  link: '/velocity-tracking',
  examples: [],
};
const NOT_UNDERSTOOD: AssistantAnswer = {
  question: 'Tell me a joke',
  status: 'not_understood',
  understood: null,
  domain: null,
  figures: [],
  table: null,
  link: null,
  examples: ['What is our runway?', 'Velocity of team Apollo last 3 sprints', 'Which retro action items are overdue?', 'What products are in our portfolio?'],
};
answerApi({
  'GET /assistant/grammar': {
    intents: [
      { intent: 'RUNWAY', domain: 'bi', enabled: true, pattern: 'runway', examples: ['What is our runway?'], link: '/runway-tracker' },
      { intent: 'VELOCITY', domain: 'agile', enabled: true, pattern: 'velocity', examples: ['Velocity of team Apollo last 3 sprints'], link: '/velocity-tracking' },
      { intent: 'OVERDUE_ACTION_ITEMS', domain: 'agile', enabled: true, pattern: 'action items + overdue', examples: ['Which retro action items are overdue?'], link: '/action-items?overdue=true' },
    ],
  },
  'POST /assistant/query': RUNWAY,
});

const session: Session = {
  status: 'authenticated',
  user: { id: 'u-me', email: 'me@acme.test', firstName: 'Me', lastName: 'Myself', avatarUrl: null, primaryPersona: null, emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: { id: 'a-acme', name: 'Acme', slug: 'acme', role: 'OWNER', permissions: [], plan: 'PRO', enabledFeatures: ['ai_survival_assistant'] },
};

const meta = {
  title: 'Assistant/Panel and answers',
  component: AnswerCard,
  loaders: [
    async () => {
      await i18n.loadNamespaces('assistant');
      return {};
    },
  ],
  args: { answer: RUNWAY },
} satisfies Meta<typeof AnswerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The floating button's panel: what it is, the question box and examples of what the account can ask. */
export const Panel: Story = {
  render: () => (
    <SessionContext.Provider value={session}>
      <Paper withBorder p="md" maw={520}>
        <AssistantPanel />
      </Paper>
    </SessionContext.Provider>
  ),
};

/** "What is our runway?": the understood line, the figures, the method and the screen. */
export const RunwayAnswer: Story = {};

/** A team's velocity: the team and sprint count understood, the sprints behind the averages. */
export const VelocityAnswer: Story = { args: { answer: VELOCITY } };

/** A question outside the grammar: what it can answer instead. */
export const NotUnderstood: Story = { args: { answer: NOT_UNDERSTOOD } };

/** Signed out, on a public page: the button's prompt to sign in or create an account. */
export const SignedOutPrompt: Story = {
  render: () => (
    <div style={{ minHeight: 380 }}>
      <AssistantSignInButton defaultOpened />
    </div>
  ),
};
