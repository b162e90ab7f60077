import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { i18n } from '@suite/sdk/i18n';
import { answerApi } from '../../stories/story-api.js';
import { SecretOnce } from './form-parts.js';

/** Integrations (issue 22): the outgoing-webhook and API-key forms, and the secret shown once. */
answerApi({
  'GET /integrations/webhooks/events': [
    { name: 'poker.estimate-saved', source: 'agile', fields: ['sessionId', 'storyId', 'estimate'] },
    { name: 'retro.completed', source: 'agile', fields: ['sessionId', 'actionItems'] },
    { name: 'sprint.completed', source: 'agile', fields: ['sprintId', 'completedPoints'] },
    { name: 'invoice.paid', source: 'core', fields: ['invoiceId', 'totalCents'] },
    { name: 'runway.alert', source: 'bi', fields: ['runwayDays'] },
  ],
  'GET /integrations/api-keys/scopes': {
    scopes: [
      { scope: 'read:all', access: 'read', subject: 'all' },
      { scope: 'read:Board', access: 'read', subject: 'Board' },
      { scope: 'write:Board', access: 'write', subject: 'Board' },
      { scope: 'read:Finance', access: 'read', subject: 'Finance' },
    ],
    canCreateAccountKeys: true,
  },
});

type Dialogs = {
  AddEndpointDialog: ComponentType<{ category: 'communication' | 'analytics'; opened: boolean; onClose: () => void; onCreated: () => void }>;
  CreateKeyDialog: ComponentType<{ opened: boolean; onClose: () => void; onCreated: () => void }>;
};
const nothing = () => undefined;

const meta = {
  title: 'Integrations/Forms',
  // The pages register their error texts when loaded, so they load once i18n has started.
  loaders: [
    async () => {
      await i18n.loadNamespaces('integrations');
      const [webhooks, apiKeys] = await Promise.all([import('./WebhooksPage.js'), import('./ApiKeysPage.js')]);
      return { AddEndpointDialog: webhooks.AddEndpointDialog, CreateKeyDialog: apiKeys.CreateKeyDialog } as Dialogs;
    },
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Register an outgoing webhook (analytics): HTTPS URL, the events, JSON or Slack format. */
export const WebhookEndpoint: Story = {
  render: (_args, { loaded }) => {
    const { AddEndpointDialog } = loaded as Dialogs;
    return <AddEndpointDialog category="analytics" opened onClose={nothing} onCreated={nothing} />;
  },
};

/** The communication category starts on the Slack-compatible format. */
export const SlackWebhook: Story = {
  render: (_args, { loaded }) => {
    const { AddEndpointDialog } = loaded as Dialogs;
    return <AddEndpointDialog category="communication" opened onClose={nothing} onCreated={nothing} />;
  },
};

/** Create an API key: its name, personal or account, and the scopes it may use. */
export const ApiKey: Story = {
  render: (_args, { loaded }) => {
    const { CreateKeyDialog } = loaded as Dialogs;
    return <CreateKeyDialog opened onClose={nothing} onCreated={nothing} />;
  },
};

/** A new key's secret, shown once with a copy button. */
export const SecretShownOnce: Story = {
  render: () => <SecretShownOnceStory />,
};

function SecretShownOnceStory() {
  const { t } = useTranslation('integrations');
  return (
    <SecretOnce
      opened
      title={t('apiKeys.secretTitle')}
      body={t('apiKeys.secretBody')}
      secret="sk_live_3f9a1c0e5b7d4a2e9c8b6f1d0a3e5c7b"
      onClose={nothing}
      copyLabel={t('apiKeys.copy')}
      copiedLabel={t('apiKeys.copied')}
      doneLabel={t('apiKeys.done')}
    />
  );
}
