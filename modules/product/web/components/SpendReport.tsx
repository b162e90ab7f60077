import { useState } from 'react';
import { BarChart, Button, EmptyState, ErrorState, Group, LoadingState, Paper, SimpleGrid, Stack, Table, Text, Title, notifications, translateError } from '@suite/sdk/web';
import { downloadSpendCsv, useProductT, useSpendReport } from '../api.js';
import { money, moneyShort } from '../format.js';

/** Budget by investment category and by tax classification (CAPEX, OPEX, R&D credit), with a CSV for the accountant. */
export function SpendReport() {
  const { t, i18n } = useProductT();
  const report = useSpendReport();
  const [exporting, setExporting] = useState(false);
  const lang = i18n.language;
  if (report.isPending) return <LoadingState variant="detail" rows={6} />;
  if (report.isError) return <ErrorState error={report.error} title={t('spend.loadError')} onRetry={() => void report.refetch()} />;
  const data = report.data;
  if (data.totalCents === 0) return <EmptyState title={t('spend.emptyTitle')} description={t('spend.empty')} />;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadSpendCsv();
    } catch (error) {
      notifications.show({ color: 'red', message: translateError((error as Error).message) });
    } finally {
      setExporting(false);
    }
  }

  const taxLabel = (key: string) => t(`tax.${key}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text>{t('spend.total', { total: money(data.totalCents, lang) })}</Text>
        <Button variant="light" onClick={() => void exportCsv()} loading={exporting}>
          {t('spend.exportCsv')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('spend.explain')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-labelledby="spend-tax">
          <Title order={3} size="h5" id="spend-tax" mb="sm">
            {t('spend.byTax')}
          </Title>
          <Table>
            <Table.Tbody>
              {data.byTaxClassification.map((line) => (
                <Table.Tr key={line.key}>
                  <Table.Td>{taxLabel(line.key)}</Table.Td>
                  <Table.Td ta="right" data-testid={`spend-tax-${line.key}`}>
                    {money(line.cents, lang)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="spend-category">
          <Title order={3} size="h5" id="spend-category" mb="sm">
            {t('spend.byCategory')}
          </Title>
          <BarChart
            h={220}
            data={data.byCategory.map((line) => ({ category: line.key, amount: line.cents / 100 }))}
            dataKey="category"
            series={[{ name: 'amount', label: t('spend.amount'), color: 'blue.6' }]}
            valueFormatter={(value: number) => moneyShort(value * 100, lang)}
            yAxisLabel={t('spend.amount')}
          />
          <Table mt="sm" fz="sm">
            <Table.Tbody>
              {data.byCategory.map((line) => (
                <Table.Tr key={line.key}>
                  <Table.Td>
                    {line.key} · {line.label}
                  </Table.Td>
                  <Table.Td ta="right">{money(line.cents, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
