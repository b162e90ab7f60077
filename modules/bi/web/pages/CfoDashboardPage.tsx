import { useEffect } from 'react';
import { Anchor, Button, EmptyState, Group, Link, LoadingState, PageHeader, Paper, SimpleGrid, Stack, Text, Title, notifications, translateError, useTranslation } from '@suite/sdk/web';
import { BiErrors } from '../../shared/errors.js';
import { BiViewEndpoints } from '../../shared/endpoints.js';
import type { CfoItemView } from '../../shared/views.js';
import { useBiQuery } from '../api.js';
import { KpiStatusBadge, KpiValueLine } from '../components/KpiValue.js';

const QUICK_LINKS = [
  { to: '/bi/kpi-builder', key: 'kpiBuilder' },
  { to: '/bi/forecasting', key: 'forecasting' },
  { to: '/bi/gtm-analytics', key: 'gtmAnalytics' },
] as const;

function KpiList({ title, items, testId }: { title: string; items: CfoItemView[]; testId: string }) {
  const { t } = useTranslation('bi');
  return (
    <Paper p="md" radius="md" withBorder data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cfo.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {items.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {item.name}
                </Text>
                <KpiValueLine unit={item.unit} direction={item.direction} result={item} />
              </Stack>
              <KpiStatusBadge status={item.status} />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** /cfo-dashboard (sections 2 and 9): quick links, "Performing Well" and "Needs Attention" (up to 3 each) among the financial KPIs. */
export default function CfoDashboardPage() {
  const { t } = useTranslation('bi');
  const query = useBiQuery(BiViewEndpoints.cfo);
  useEffect(() => {
    if (query.isError) notifications.show({ color: 'red', title: translateError(BiErrors.CFO_LOAD_FAILED), message: translateError(query.error instanceof Error ? query.error.message : BiErrors.CFO_LOAD_FAILED) });
  }, [query.isError, query.error]);
  return (
    <>
      <PageHeader title={t('pages.cfoDashboard')} description={t('cfo.description')} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {QUICK_LINKS.map((link) => (
            <Paper key={link.to} p="md" radius="md" withBorder component={Link} to={link.to} style={{ textDecoration: 'none', color: 'inherit' }}>
              <Text fw={600}>{t(`cfo.links.${link.key}.title`)}</Text>
              <Text size="sm" c="dimmed">{t(`cfo.links.${link.key}.body`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
        {query.isPending ? (
          <LoadingState variant="cards" />
        ) : query.isError ? (
          <Paper p="md" radius="md" withBorder role="alert">
            <Group justify="space-between">
              <Text c="red">{translateError(BiErrors.CFO_LOAD_FAILED)}</Text>
              <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()}>{t('common.retry')}</Button>
            </Group>
          </Paper>
        ) : query.data.financialKpis === 0 ? (
          <EmptyState
            title={t('cfo.emptyTitle')}
            description={<span data-testid="bi-cfo-empty">{t('cfo.empty')}</span>}
            action={
              <Button component={Link} to="/bi/kpi-builder">
                {t('cfo.createKpi')}
              </Button>
            }
          />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <KpiList title={t('cfo.performingWell')} items={query.data.performingWell} testId="bi-cfo-performing" />
            <KpiList title={t('cfo.needsAttention')} items={query.data.needsAttention} testId="bi-cfo-attention" />
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed">
          {t('cfo.matching')}{' '}
          <Anchor component={Link} to="/bi/kpi-builder" size="xs">
            {t('pages.kpiBuilder')}
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
