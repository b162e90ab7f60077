import { Badge, BarChart, EmptyState, ErrorState, Grid, Group, LoadingState, PageHeader, Paper, SimpleGrid, Stack, StatCard, Table, Text, useTranslation } from '@suite/sdk/web';
import { useSentiment } from '../api.js';

/** /sentiment-analysis: sentiment of every comment, its themes and their weekly trend, and the deciding words. */
export default function SentimentPage() {
  const { t } = useTranslation('engagement');
  const sentiment = useSentiment();
  let body;
  if (sentiment.isLoading) body = <LoadingState variant="cards" rows={3} />;
  else if (sentiment.isError) body = <ErrorState error={sentiment.error} onRetry={() => void sentiment.refetch()} />;
  else {
    const data = sentiment.data!;
    const total = data.distribution.POSITIVE + data.distribution.NEUTRAL + data.distribution.NEGATIVE;
    if (total === 0) body = <EmptyState title={t('sentiment.emptyTitle')} description={t('sentiment.emptyText')} />;
    else {
      const weeks = [...new Set(data.themes.flatMap((th) => th.trend.map((p) => p.period)))].sort();
      body = (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StatCard label={t('hub.sentiments.POSITIVE')} value={data.distribution.POSITIVE} tone="good" />
            <StatCard label={t('hub.sentiments.NEUTRAL')} value={data.distribution.NEUTRAL} />
            <StatCard label={t('hub.sentiments.NEGATIVE')} value={data.distribution.NEGATIVE} tone="critical" />
          </SimpleGrid>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Text fw={600} mb="xs">
                {t('sentiment.themes')}
              </Text>
              <Table.ScrollContainer minWidth={420}>
                <Table striped data-testid="themes">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('sentiment.theme')}</Table.Th>
                      <Table.Th ta="right">{t('sentiment.mentions')}</Table.Th>
                      <Table.Th ta="right">{t('sentiment.positive')}</Table.Th>
                      <Table.Th ta="right">{t('sentiment.negative')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.themes.map((th) => (
                      <Table.Tr key={th.theme}>
                        <Table.Td>{t(`sentiment.themeNames.${th.theme}`, { defaultValue: th.theme })}</Table.Td>
                        <Table.Td ta="right">{th.mentions}</Table.Td>
                        <Table.Td ta="right">{th.positive}</Table.Td>
                        <Table.Td ta="right">{th.negative}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text fw={600} mt="md" mb="xs">
                {t('sentiment.trend')}
              </Text>
              <BarChart
                h={220}
                withLegend
                type="stacked"
                data={weeks.map((week) => ({ week, ...Object.fromEntries(data.themes.map((th) => [t(`sentiment.themeNames.${th.theme}`, { defaultValue: th.theme }), th.trend.find((p) => p.period === week)?.mentions ?? 0])) }))}
                dataKey="week"
                series={data.themes.map((th, i) => ({ name: t(`sentiment.themeNames.${th.theme}`, { defaultValue: th.theme }), color: ['blue.6', 'teal.6', 'orange.6', 'red.6', 'violet.6', 'gray.6'][i % 6]! }))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder p="md" radius="md">
                <Text fw={600} mb="xs">
                  {t('sentiment.terms')}
                </Text>
                <Group gap={6}>
                  {data.terms.map((term) => (
                    <Badge key={term.term} color={term.weight > 0 ? 'green' : 'red'} variant="light" size="lg" tt="none">
                      {term.term} {term.weight > 0 ? '+' : ''}
                      {term.weight} × {term.count}
                    </Badge>
                  ))}
                </Group>
              </Paper>
            </Grid.Col>
          </Grid>
        </Stack>
      );
    }
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.sentimentAnalysis')} description={`${t('sentiment.description')} ${t('common.explained')}`} />
      {body}
    </Stack>
  );
}
