import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState, PageHeader, Paper, SegmentedControl, Stack, Table, Text, Title, useTranslation } from '@suite/sdk/web';
import type { CompanyVariance, InvestorProfile, VarianceLine } from '../../shared/index.js';
import { useVariance } from '../api.js';
import { InvestorFrame } from '../components/InvestorFrame.js';
import { shortMoney } from '../format.js';
import { useDay } from '../useDay.js';

const PERIODS = [3, 6, 12] as const;

/** "+$2K (+20%)" in green when the figure moved the good way, red otherwise. */
export function VarianceCell({ line }: { line: VarianceLine }) {
  const { t } = useTranslation('investor');
  if (line.variance === null) return <Text span size="sm" c="dimmed">{line.actual === null ? t('variance.noActual') : '—'}</Text>;
  const sign = line.variance > 0 ? '+' : line.variance < 0 ? '−' : '';
  const pct = line.variancePct === null ? '' : ` (${line.variancePct > 0 ? '+' : ''}${line.variancePct}%)`;
  return (
    <Text span size="sm" fw={600} c={line.variance === 0 ? 'dimmed' : line.favourable ? 'green' : 'red'} title={line.variance === 0 ? undefined : t(line.favourable ? 'variance.better' : 'variance.worse')}>
      {sign}
      {shortMoney(Math.abs(line.variance))}
      {pct}
    </Text>
  );
}

function LinesTable({ caption, lines }: { caption: string; lines: VarianceLine[] }) {
  const { t } = useTranslation('investor');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('variance.metric')}</Table.Th>
            <Table.Th>{t('variance.plan')}</Table.Th>
            <Table.Th>{t('variance.actual')}</Table.Th>
            <Table.Th>{t('variance.variance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.metric}>
              <Table.Td>{t(`metrics.${line.metric}`)}</Table.Td>
              <Table.Td>{shortMoney(line.plan) ?? '—'}</Table.Td>
              <Table.Td>{shortMoney(line.actual) ?? '—'}</Table.Td>
              <Table.Td>
                <VarianceCell line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One company's plan against actual: the period's totals, then month by month. */
export function CompanyVarianceCard({ company }: { company: CompanyVariance }) {
  const { t } = useTranslation('investor');
  const day = useDay();
  const recorded = company.months.filter((m) => m.lines.some((l) => l.actual !== null)).length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={company.companyName}>
      <Title order={2} size="h4" mb={4}>
        {company.companyName}
      </Title>
      {!company.shared ? (
        <Text c="dimmed" fs="italic">
          {t('variance.planNotShared')}
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('variance.plannedOn', { date: day(company.plannedOn!) })}
          </Text>
          <LinesTable caption={t('variance.period', { count: recorded })} lines={company.totals} />
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('variance.months')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('variance.month')}</Table.Th>
                  {company.months[0]?.lines.map((line) => <Table.Th key={line.metric}>{t(`metrics.${line.metric}`)}</Table.Th>)}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {company.months.map((month) => (
                  <Table.Tr key={month.month}>
                    <Table.Td>{month.month}</Table.Td>
                    {month.lines.map((line) => (
                      <Table.Td key={line.metric}>
                        <Stack gap={0}>
                          <Text span size="sm">
                            {shortMoney(line.actual) ?? '—'} / {shortMoney(line.plan) ?? '—'}
                          </Text>
                          <VarianceCell line={line} />
                        </Stack>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Paper>
  );
}

function Variance({ profile }: { profile: InvestorProfile }) {
  const { t } = useTranslation('investor');
  const [months, setMonths] = useState<number>(6);
  const variance = useVariance(profile.id, months);
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('variance.periodPicker')}
        value={String(months)}
        onChange={(value) => setMonths(Number(value))}
        data={PERIODS.map((value) => ({ value: String(value), label: t(value === 12 ? 'dashboard.timeframes.1year' : value === 3 ? 'dashboard.timeframes.3months' : 'dashboard.timeframes.6months') }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {variance.isPending ? (
        <LoadingState variant="table" />
      ) : variance.isError ? (
        <ErrorState title={t('dashboard.failed')} error={variance.error} onRetry={() => void variance.refetch()} />
      ) : variance.data.length === 0 ? (
        <EmptyState title={t('dashboard.emptyTitle')} description={t('dashboard.emptyDescription')} />
      ) : (
        variance.data.map((company) => <CompanyVarianceCard key={company.companyId} company={company} />)
      )}
    </Stack>
  );
}

/** /variance-analysis: each granted company's plan (its base forecast) against its actual months. */
export default function VarianceAnalysisPage() {
  const { t } = useTranslation('investor');
  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.varianceAnalysis')} description={t('variance.description')} />
      <InvestorFrame>{(profile) => <Variance profile={profile} />}</InvestorFrame>
    </Stack>
  );
}
