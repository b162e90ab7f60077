import { Alert, Anchor, Badge, Button, ErrorState, Group, LineChart, Link, LoadingState, PageHeader, Paper, SimpleGrid, Stack, Text, Title, callEndpoint, useParams, useTranslation } from '@suite/sdk/web';
import { DEFAULT_TIMEFRAME, InvestorEndpoints, allows, churnTone, formatShortCurrency, ltvCacTone, type InvestorProfile } from '../../shared/index.js';
import { useCompanyAlerts, useCompanyDataRoom, useCompanyMetrics, useInvestorCommunications, useInvestorRequests } from '../api.js';
import { AlertForm } from '../components/AlertForm.js';
import { RequestUpdateButton } from '../components/RequestUpdateButton.js';
import { AlertList } from '../components/AlertList.js';
import { Figure } from '../components/Figure.js';
import { PortfolioForm } from '../components/PortfolioForm.js';
import { InvestorFrame } from '../components/InvestorFrame.js';
import { RunwayBadge } from '../components/RunwayBadge.js';
import { UpdateCard } from '../components/UpdateCard.js';
import { TONE_COLOR, shortMoney } from '../format.js';
import { INVESTOR_ROUTES } from '../../shared/routes.js';
import { useDay } from '../useDay.js';

async function download(companyId: string, id: string, name: string) {
  const blob = (await callEndpoint(InvestorEndpoints.downloadDocument, { params: { id }, query: { companyId } })) as unknown as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function Company({ profile, companyId }: { profile: InvestorProfile; companyId: string }) {
  const { t } = useTranslation('investor');
  const company = useCompanyMetrics(profile.id, companyId, DEFAULT_TIMEFRAME);
  const permissions = company.data?.permissions ?? [];
  const threads = useInvestorCommunications(profile.id, companyId);
  const requests = useInvestorRequests(profile.id, companyId);
  const canData = allows(permissions, 'data_room', 'read');
  const dataRoom = useCompanyDataRoom(companyId, canData);
  const alerts = useCompanyAlerts(profile.id, companyId);
  const day = useDay();

  if (company.isPending) return <LoadingState />;
  if (company.isError) return <ErrorState title={t('dashboard.failed')} error={company.error} onRetry={() => void company.refetch()} />;
  const c = company.data;
  const m = c.metrics;
  const chart = c.history.map((point) => ({ month: point.asOf.slice(0, 7), mrr: point.mrr === null ? null : point.mrr / 100, cash: point.cashOnHand === null ? null : point.cashOnHand / 100 }));

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={INVESTOR_ROUTES.investorDashboard.path} size="sm">
        ← {t('common.back')}
      </Anchor>
      <PageHeader title={c.companyName} description={m ? t('common.asOf', { date: day(m.asOf) }) : undefined} actions={m ? <RunwayBadge runwayDays={m.runwayDays} /> : undefined} />
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('company.figures')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('metrics.cashOnHand')} value={shortMoney(m?.cashOnHand)} />
          <Figure label={t('metrics.monthlyNetBurn')} value={shortMoney(m?.monthlyNetBurn)} />
          <Figure label={t('metrics.mrr')} value={shortMoney(m?.mrr)} />
          <Figure label={t('metrics.revenueGrowthPct')} value={m?.revenueGrowthPct == null ? null : `${m.revenueGrowthPct}%`} />
          <Figure label={t('metrics.churnRate')} value={m?.churnRate == null ? null : `${m.churnRate}%`} color={m?.churnRate == null ? undefined : TONE_COLOR[churnTone(m.churnRate)]} />
          <Figure label={t('metrics.valuation')} value={shortMoney(c.currentValuation)} />
          <Figure label={t('metrics.ownership')} value={c.ownershipPercentage == null ? null : `${c.ownershipPercentage}%`} />
          <Figure label={t('metrics.invested')} value={shortMoney(c.investmentAmount)} />
        </SimpleGrid>
        {chart.length > 1 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
            {(['mrr', 'cash'] as const).map((series) => (
              <Stack key={series} gap={4}>
                <Text size="sm" fw={600}>
                  {t(series === 'mrr' ? 'dashboard.chartMrr' : 'dashboard.chartCash')}
                </Text>
                <LineChart h={180} data={chart} dataKey="month" series={[{ name: series, label: t(series === 'mrr' ? 'metrics.mrr' : 'metrics.cashOnHand'), color: series === 'mrr' ? 'blue.6' : 'teal.6' }]} valueFormatter={(value: number) => formatShortCurrency(value)} />
              </Stack>
            ))}
          </SimpleGrid>
        ) : null}
      </Paper>
      <PortfolioForm investorId={profile.id} companyId={companyId} />
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('company.about')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('metrics.founder')} value={c.founderName} />
          <Figure label={t('metrics.teamSize')} value={c.teamSize} />
          <Figure label={t('metrics.stage')} value={c.stage === null ? null : t(`metrics.stages.${c.stage}`, { defaultValue: c.stage })} />
          <Figure label={t('metrics.industry')} value={c.industry === null ? null : t(`metrics.industries.${c.industry}`, { defaultValue: c.industry })} />
          <Figure label={t('metrics.customers')} value={c.customerCount} />
          <Figure label={t('metrics.customerGrowth')} value={c.userGrowth === null ? null : `${c.userGrowth > 0 ? '+' : ''}${c.userGrowth}%`} />
          <Figure label={t('metrics.cac')} value={shortMoney(c.cac)} />
          <Figure label={t('metrics.ltv')} value={shortMoney(c.ltv)} />
          <Figure
            label={t('metrics.ltvCac')}
            value={c.ltv !== null && c.cac ? (c.ltv / c.cac).toFixed(1) : null}
            color={ltvCacTone(c.ltv, c.cac) ? TONE_COLOR[ltvCacTone(c.ltv, c.cac)!] : undefined}
          />
          <Figure label={t('metrics.nextMilestone')} value={c.nextMilestone === null ? null : c.milestoneProgress === null ? c.nextMilestone : t('metrics.milestoneWithProgress', { name: c.nextMilestone, progress: c.milestoneProgress })} />
          <Figure label={t('metrics.productStatus')} value={c.productStatus === null ? null : t(`metrics.productStatuses.${c.productStatus}`)} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('alerts.section')}
        </Title>
        <Stack gap="sm">
          <AlertList alerts={(alerts.data ?? []).filter((a) => a.status !== 'resolved')} />
          <AlertForm investorId={profile.id} companyId={companyId} />
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('company.updates')}
          </Title>
          {allows(permissions, 'communications', 'request') ? (
            <RequestUpdateButton investorId={profile.id} companyId={companyId} />
          ) : null}
        </Group>
        {!allows(permissions, 'communications', 'read') ? (
          <Text c="dimmed">{t('company.notGranted')}</Text>
        ) : threads.isPending ? (
          <LoadingState variant="cards" rows={2} />
        ) : threads.isError ? (
          <ErrorState error={threads.error} onRetry={() => void threads.refetch()} />
        ) : threads.data.length === 0 ? (
          <Text c="dimmed">{t('company.noUpdates')}</Text>
        ) : (
          threads.data.map((item) => <UpdateCard key={item.id} communication={item} canComment={allows(permissions, 'communications', 'comment')} />)
        )}
        {requests.data && requests.data.length > 0 ? (
          <Paper withBorder p="md" radius="md">
            <Title order={3} size="h5" mb="xs">
              {t('company.requests')}
            </Title>
            <Stack gap={6}>
              {requests.data.map((request) => (
                <Group key={request.id} justify="space-between" gap="xs">
                  <Text size="sm">{day(request.createdAt)}</Text>
                  <Badge color={request.status === 'completed' ? 'green' : 'gray'} variant="light" tt="none">
                    {t(`company.requestStatus.${request.status}`)}
                  </Badge>
                  {request.response ? (
                    <Text size="sm">
                      {[shortMoney(request.response.cashOnHand), request.response.runwayDays === null ? null : t('common.days', { count: request.response.runwayDays }), shortMoney(request.response.mrr)].filter(Boolean).join(' · ')} ({day(request.response.asOf)})
                    </Text>
                  ) : null}
                </Group>
              ))}
            </Stack>
          </Paper>
        ) : null}
      </Stack>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('company.dataRoom')}
        </Title>
        {!canData ? (
          <Text c="dimmed">{t('company.notGranted')}</Text>
        ) : dataRoom.isPending ? (
          <LoadingState variant="cards" rows={2} />
        ) : dataRoom.isError ? (
          <Alert color="red">{dataRoom.error.message}</Alert>
        ) : dataRoom.data.length === 0 ? (
          <Text c="dimmed">{t('dataRoom.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {dataRoom.data.map((doc) => (
              <Group key={doc.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {doc.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {doc.folder}
                  </Text>
                </Stack>
                <Button size="xs" variant="light" onClick={() => void download(companyId, doc.id, doc.name)}>
                  {t('company.download')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

/** /investor/company/{id}: one granted company, read through the grant on every call. */
export default function CompanyPage() {
  const { id } = useParams();
  return <InvestorFrame>{(profile) => <Company profile={profile} companyId={id ?? ''} />}</InvestorFrame>;
}
