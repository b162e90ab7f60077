import { Badge, EmptyState, ErrorState, List, LoadingState, PageHeader, Progress, Stack, Table, Text, useTranslation } from '@suite/sdk/web';
import { useCustomerHealth } from '../api.js';

const COLORS = { healthy: 'green', warning: 'orange', critical: 'red' } as const;

/** /customer-health and /churn-prediction: a score per identified customer with its reasons, riskiest first. */
export default function CustomerHealthPage({ churn = false }: { churn?: boolean }) {
  const { t } = useTranslation('engagement');
  const health = useCustomerHealth();
  let body;
  if (health.isLoading) body = <LoadingState variant="table" />;
  else if (health.isError) body = <ErrorState error={health.error} onRetry={() => void health.refetch()} />;
  else if (health.data!.customers.length === 0) body = <EmptyState title={t('health.emptyTitle')} description={t('health.emptyText')} />;
  else
    body = (
      <Table.ScrollContainer minWidth={680}>
        <Table striped data-testid="health-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('health.customer')}</Table.Th>
              <Table.Th w={180}>{t('health.score')}</Table.Th>
              <Table.Th>{t('health.status')}</Table.Th>
              <Table.Th>{t('health.reasonsTitle')}</Table.Th>
              <Table.Th ta="right">{t('health.sessions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {health.data!.customers.map((c) => (
              <Table.Tr key={c.customer}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.customer}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {c.score}
                  </Text>
                  <Progress value={c.score} color={COLORS[c.status]} size="sm" aria-label={`${t('health.score')} ${c.score}`} />
                </Table.Td>
                <Table.Td>
                  <Badge color={COLORS[c.status]} variant="light">
                    {t(`health.statuses.${c.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <List size="xs">
                    {c.reasons.map((r) => (
                      <List.Item key={r}>{t(`health.reasons.${r}`)}</List.Item>
                    ))}
                    {c.nps !== null ? <List.Item>NPS {c.nps}</List.Item> : null}
                  </List>
                </Table.Td>
                <Table.Td ta="right">
                  {c.recentSessions} / {c.previousSessions}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="lg">
      <PageHeader title={t(churn ? 'pages.churnPrediction' : 'pages.customerHealth')} description={`${t(churn ? 'health.churnDescription' : 'health.description')} ${t('common.explained')}`} />
      {body}
    </Stack>
  );
}
