import { useState } from 'react';
import { Anchor, Badge, EmptyState, ErrorState, Link, LoadingState, PageHeader, Paper, Stack, Table, UnstyledButton, useTranslation } from '@suite/sdk/web';
import { DEFAULT_TIMEFRAME, churnTone, type DashboardCompany, type InvestorProfile } from '../../shared/index.js';
import { useDashboardData } from '../api.js';
import { InvestorFrame } from '../components/InvestorFrame.js';
import { RunwayBadge } from '../components/RunwayBadge.js';
import { TONE_COLOR, shortMoney } from '../format.js';
import { companyPath } from '../paths.js';

type Column = 'companyName' | 'runwayDays' | 'cashOnHand' | 'monthlyNetBurn' | 'mrr' | 'churnRate' | 'valuation';
const COLUMNS: { key: Column; label: string; value: (c: DashboardCompany) => number | string | null }[] = [
  { key: 'companyName', label: 'monitoring.company', value: (c) => c.companyName },
  { key: 'runwayDays', label: 'metrics.runway', value: (c) => c.metrics?.runwayDays ?? null },
  { key: 'cashOnHand', label: 'metrics.cashOnHand', value: (c) => c.metrics?.cashOnHand ?? null },
  { key: 'monthlyNetBurn', label: 'metrics.monthlyNetBurn', value: (c) => c.metrics?.monthlyNetBurn ?? null },
  { key: 'mrr', label: 'metrics.mrr', value: (c) => c.metrics?.mrr ?? null },
  { key: 'churnRate', label: 'metrics.churnRate', value: (c) => c.metrics?.churnRate ?? null },
  { key: 'valuation', label: 'metrics.valuation', value: (c) => c.currentValuation },
];

function Monitoring({ profile }: { profile: InvestorProfile }) {
  const { t } = useTranslation('investor');
  const dashboard = useDashboardData(profile.id, DEFAULT_TIMEFRAME);
  const [sort, setSort] = useState<{ key: Column; asc: boolean }>({ key: 'runwayDays', asc: true });
  if (dashboard.isPending) return <LoadingState variant="table" />;
  if (dashboard.isError) return <ErrorState title={t('dashboard.failed')} error={dashboard.error} onRetry={() => window.location.reload()} />;
  if (dashboard.data.companies.length === 0) return <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyDescription')} />;
  const column = COLUMNS.find((c) => c.key === sort.key)!;
  // Unknown figures sort last whichever the direction.
  const rows = [...dashboard.data.companies].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y);
    return sort.asc ? order : -order;
  });
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <Table.Th key={c.key} aria-sort={sort.key === c.key ? (sort.asc ? 'ascending' : 'descending') : 'none'}>
                  <UnstyledButton onClick={() => setSort((s) => ({ key: c.key, asc: s.key === c.key ? !s.asc : true }))} fw={600} fz="sm">
                    {t(c.label)} {sort.key === c.key ? (sort.asc ? '↑' : '↓') : ''}
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Anchor component={Link} to={companyPath(c.id)}>
                    {c.companyName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{c.metrics ? <RunwayBadge runwayDays={c.metrics.runwayDays} /> : t('common.notShared')}</Table.Td>
                <Table.Td>{shortMoney(c.metrics?.cashOnHand) ?? t('common.notShared')}</Table.Td>
                <Table.Td>{shortMoney(c.metrics?.monthlyNetBurn) ?? t('common.notShared')}</Table.Td>
                <Table.Td>{shortMoney(c.metrics?.mrr) ?? t('common.notShared')}</Table.Td>
                <Table.Td>
                  {c.metrics?.churnRate == null ? (
                    t('common.notShared')
                  ) : (
                    <Badge variant="light" color={TONE_COLOR[churnTone(c.metrics.churnRate)]} tt="none">
                      {c.metrics.churnRate}%
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{shortMoney(c.currentValuation) ?? t('common.notShared')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** /portfolio-monitoring: every granted company's health side by side, sortable. */
export default function PortfolioMonitoringPage() {
  const { t } = useTranslation('investor');
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.portfolioMonitoring')} description={t('monitoring.description')} />
      <InvestorFrame>{(profile) => <Monitoring profile={profile} />}</InvestorFrame>
    </Stack>
  );
}
