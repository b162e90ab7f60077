import { useState } from 'react';
import { Badge, Button, EmptyState, Group, Link, PageHeader, Paper, Stack, Switch, Text, useTranslation } from '@suite/sdk/web';
import { useEndpointQuery, useSession } from '@suite/sdk/web';
import { InsightEndpoints } from '../../shared/growth.js';
import { useBiMutation } from '../api.js';
import { QueryState } from '../components/QueryState.js';

const TONE = { INFO: 'blue', WARNING: 'orange', CRITICAL: 'red' } as const;
/** Critical first, then warnings, then news. */
const RANK = { CRITICAL: 0, WARNING: 1, INFO: 2 } as const;

/** /bi/insights: rules over the account's numbers, each with its numbers, its rule and the screen that shows it; archive, show archived. */
export default function InsightsPage() {
  const { t } = useTranslation('bi');
  const { account } = useSession();
  const [showArchived, setShowArchived] = useState(false);
  const query = useEndpointQuery(InsightEndpoints.list, { query: showArchived ? { includeArchived: true } : {} } as never, { key: [account?.id] });
  const generate = useBiMutation(InsightEndpoints.generate);
  const archive = useBiMutation(InsightEndpoints.archive);
  return (
    <>
      <PageHeader title={t('pages.insights')} description={t('insights.description')} actions={<Button onClick={() => generate.mutate({ body: {} })} loading={generate.isPending}>{t('insights.generate')}</Button>} />
      <Switch mb="md" label={t('insights.showArchived')} checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} />
      <QueryState query={query}>
        {(insights) =>
          insights.length === 0 ? (
            <EmptyState title={t('insights.emptyTitle')} description={t('insights.emptyBody')} action={<Button onClick={() => generate.mutate({ body: {} })}>{t('insights.generate')}</Button>} />
          ) : (
            <Stack gap="sm">
              {[...insights].sort((a, b) => RANK[a.severity] - RANK[b.severity]).map((insight) => (
                <Paper key={insight.id} p="md" radius="md" withBorder opacity={insight.isArchived ? 0.6 : 1} data-testid="bi-insight">
                  <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                    <div style={{ flex: '1 1 260px', minWidth: 0 }}>
                      <Group gap="xs" mb={4}>
                        <Badge color={TONE[insight.severity]} variant="light">{t(`insights.severity.${insight.severity}`)}</Badge>
                        <Text size="xs" c="dimmed">{insight.rule}</Text>
                      </Group>
                      <Text fw={600}>{insight.title}</Text>
                      {insight.body ? <Text size="sm" c="dimmed">{t('insights.rule')}: {insight.body}</Text> : null}
                      {Object.keys(insight.numbers).length ? <Text size="xs" c="dimmed" ff="monospace">{Object.entries(insight.numbers).map(([key, value]) => `${key} = ${value ?? '—'}`).join(' · ')}</Text> : null}
                    </div>
                    <Group gap="xs" wrap="nowrap">
                      {insight.link ? <Button size="compact-sm" variant="subtle" component={Link} to={insight.link}>{t('insights.open')}</Button> : null}
                      <Button size="compact-sm" variant="default" onClick={() => archive.mutate({ params: { id: insight.id }, body: { isArchived: !insight.isArchived } })}>{insight.isArchived ? t('insights.unarchive') : t('insights.archive')}</Button>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
