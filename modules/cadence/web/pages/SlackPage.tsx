import { Anchor, Badge, Button, EmptyState, ErrorState, Group, Link, List, LoadingState, PageHeader, Paper, SimpleGrid, Stack, Text, Title, useAppAbility, useEndpointQuery, useTranslation } from '@suite/sdk/web';
import { WebhookEndpoints, type WebhookView } from '@suite/sdk/endpoints/webhooks';
import { DomainEventNames } from '@suite/sdk/endpoints/domain-event-names';

/** The events a channel following the company's rhythm is told about, in the order the page lists them. */
export const SLACK_EVENTS = [
  DomainEventNames.keyResultCheckIn,
  DomainEventNames.pulseCheckClosed,
  DomainEventNames.sprintCompleted,
  DomainEventNames.retroCompleted,
  DomainEventNames.runwayAlert,
  DomainEventNames.feedbackReceived,
] as const;
const CONNECT_PATH = '/integrations/communication';

/** Where the address points, without its secret path (a Slack incoming-webhook URL is a credential). */
export function shortUrl(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function Channel({ webhook }: { webhook: WebhookView }) {
  const { t } = useTranslation('cadence');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="slack-channel">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{webhook.description || shortUrl(webhook.url)}</Text>
          <Text size="xs" c="dimmed">
            {shortUrl(webhook.url)} · {webhook.format === 'slack' ? t('slack.formatSlack') : t('slack.formatJson')}
          </Text>
        </Stack>
        <Badge color={webhook.status === 'active' ? 'teal' : 'orange'} variant="light">
          {webhook.status === 'active' ? t('slack.active') : t('slack.paused')}
        </Badge>
      </Group>
      <Group gap={4} mt="xs">
        {SLACK_EVENTS.map((event) => (
          <Badge key={event} size="sm" variant={webhook.events.includes(event) ? 'filled' : 'outline'} color={webhook.events.includes(event) ? 'blue' : 'gray'}>
            {t(`slack.event.${event}`)}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

function Channels() {
  const { t } = useTranslation('cadence');
  const channels = useEndpointQuery(WebhookEndpoints.list, { query: { category: 'communication' } });
  if (channels.isPending) return <LoadingState variant="cards" rows={2} />;
  if (channels.isError) return <ErrorState error={channels.error} title={t('slack.loadError')} onRetry={() => void channels.refetch()} />;
  if (channels.data.length === 0) {
    return (
      <EmptyState
        title={t('slack.emptyTitle')}
        description={t('slack.empty')}
        action={
          <Button component={Link} to={CONNECT_PATH}>
            {t('slack.connect')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="sm" data-testid="slack-channels">
      {channels.data.map((webhook) => (
        <Channel key={webhook.id} webhook={webhook} />
      ))}
      <Group>
        <Button component={Link} to={CONNECT_PATH} variant="light">
          {t('slack.manage')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /slack: the company's rhythm in a Slack channel. OKR check-ins, closed pulse checks (their
 * average only above the anonymity threshold), completed sprints and retros, runway alerts and new
 * feedback are posted as Slack messages by the account's communication webhooks, which admins
 * connect on /integrations/communication. Others see what would be posted and whom to ask.
 */
export default function SlackPage() {
  const { t } = useTranslation('cadence');
  const ability = useAppAbility();
  const canManage = ability.can('update', 'Integrations');
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.slack')} description={t('slack.description')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="xs">
            {t('slack.whatTitle')}
          </Title>
          <List size="sm" spacing={6}>
            {SLACK_EVENTS.map((event) => (
              <List.Item key={event}>
                <Text span fw={600} size="sm">
                  {t(`slack.event.${event}`)}
                </Text>
                {': '}
                {t(`slack.eventHint.${event}`)}
              </List.Item>
            ))}
          </List>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="xs">
            {t('slack.howTitle')}
          </Title>
          <List type="ordered" size="sm" spacing={6}>
            <List.Item>{t('slack.step1')}</List.Item>
            <List.Item>{t('slack.step2')}</List.Item>
            <List.Item>{t('slack.step3')}</List.Item>
          </List>
          <Text size="xs" c="dimmed" mt="sm">
            {t('slack.privacy')}
          </Text>
        </Paper>
      </SimpleGrid>
      <Title order={2} size="h4" mt="lg" mb="sm">
        {t('slack.channelsTitle')}
      </Title>
      {canManage ? (
        <Channels />
      ) : (
        <Text size="sm" c="dimmed" data-testid="slack-ask-admin">
          {t('slack.askAdmin')}{' '}
          <Anchor component={Link} to="/docs">
            {t('slack.docs')}
          </Anchor>
        </Text>
      )}
    </>
  );
}
