import { Alert, EmptyState, ErrorState, LoadingState, PageHeader, Paper, Stack, Table, Text, Title, useTranslation } from '@suite/sdk/web';
import { type CompanyMetrics, type InvestorProfile } from '../../shared/index.js';
import { useDashboardData } from '../api.js';
import { InvestorFrame } from '../components/InvestorFrame.js';
import { shortMoney } from '../format.js';

/** Change of a figure against the month before, in percent (null when either is unknown or zero). */
function change(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

function Variance({ profile }: { profile: InvestorProfile }) {
  const { t } = useTranslation('investor');
  const dashboard = useDashboardData(profile.id, '1year');
  if (dashboard.isPending) return <LoadingState variant="table" />;
  if (dashboard.isError) return <ErrorState title={t('dashboard.failed')} error={dashboard.error} onRetry={() => window.location.reload()} />;
  const shared = dashboard.data.companies.filter((c) => c.history.length > 1);
  if (shared.length === 0) return <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyDescription')} />;
  // A rise is good for revenue and cash, bad for burn.
  const figures: { key: keyof CompanyMetrics; label: string; riseIsGood: boolean }[] = [
    { key: 'mrr', label: 'metrics.mrr', riseIsGood: true },
    { key: 'monthlyNetBurn', label: 'metrics.monthlyNetBurn', riseIsGood: false },
    { key: 'cashOnHand', label: 'metrics.cashOnHand', riseIsGood: true },
  ];
  return (
    <Stack gap="md">
      {shared.map((company) => (
        <Paper key={company.id} withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {company.companyName}
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('variance.month')}</Table.Th>
                  {figures.map((f) => (
                    <Table.Th key={f.key}>{t(f.label)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {company.history.slice(1).map((point, index) => {
                  const previous = company.history[index]!;
                  return (
                    <Table.Tr key={point.asOf}>
                      <Table.Td>{point.asOf.slice(0, 7)}</Table.Td>
                      {figures.map((f) => {
                        const value = point[f.key] as number | null;
                        const delta = change(value, previous[f.key] as number | null);
                        return (
                          <Table.Td key={f.key}>
                            {shortMoney(value) ?? t('common.notShared')}{' '}
                            {delta !== null ? (
                              <Text span size="xs" c={delta === 0 ? 'dimmed' : delta > 0 === f.riseIsGood ? 'green' : 'red'}>
                                ({delta >= 0 ? '+' : ''}
                                {delta}%)
                              </Text>
                            ) : null}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
    </Stack>
  );
}

/** /variance-analysis: month over month per company (plan against actual waits for the plan to be shared). */
export default function VarianceAnalysisPage() {
  const { t } = useTranslation('investor');
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.varianceAnalysis')} description={t('variance.description')} />
      <Alert color="gray">{t('variance.planNotShared')}</Alert>
      <InvestorFrame>{(profile) => <Variance profile={profile} />}</InvestorFrame>
    </Stack>
  );
}
