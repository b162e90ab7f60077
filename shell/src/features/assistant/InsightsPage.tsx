import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import type { AssistantInsights } from '@suite/sdk/endpoints/assistant';
import { AssistantFrame } from './AssistantFrame.js';
import { useAssistantInsights } from './api.js';

const SEVERITY_COLOUR = { INFO: 'blue', WARNING: 'orange', CRITICAL: 'red' } as const;
type Insight = AssistantInsights['current'][number];

/** /ai-assistant/insights: business intelligence's rules over this month's figures, and the saved insights. */
export default function InsightsPage() {
  return (
    <AssistantFrame>
      <Insights />
    </AssistantFrame>
  );
}

function InsightCard({ insight }: { insight: Insight }) {
  const { t } = useTranslation('assistant');
  return (
    <Paper withBorder radius="md" p="md" data-testid="assistant-insight">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={600}>{insight.title}</Text>
        <Badge color={SEVERITY_COLOUR[insight.severity]} variant="light">
          {t(`insights.severity.${insight.severity}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {insight.body}
      </Text>
      {insight.link ? (
        <Anchor component={Link} to={insight.link} size="sm">
          {t('insights.open')}
        </Anchor>
      ) : null}
    </Paper>
  );
}

function Insights() {
  const { t } = useTranslation('assistant');
  const { account } = useSession();
  const query = useAssistantInsights(account?.id);
  if (query.isLoading) return <LoadingState variant="cards" />;
  if (query.isError || !query.data) return <ErrorState error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const { enabled, current, saved } = query.data;
  if (!enabled) return <Alert color="gray">{t('predictive.off', { domain: t('domains.bi') })}</Alert>;
  if (!current.length && !saved.length) return <EmptyState title={t('insights.empty')} action={<Anchor component={Link} to="/runway-tracker">/runway-tracker</Anchor>} />;
  return (
    <Stack gap="lg">
      {[
        ['current', current],
        ['saved', saved],
      ].map(([key, list]) =>
        (list as Insight[]).length ? (
          <div key={key as string}>
            <Title order={2} size="h4" mb="sm">
              {t(`insights.${key as string}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {(list as Insight[]).map((insight, index) => (
                <InsightCard key={insight.id ?? `${insight.rule}-${index}`} insight={insight} />
              ))}
            </SimpleGrid>
          </div>
        ) : null,
      )}
    </Stack>
  );
}
