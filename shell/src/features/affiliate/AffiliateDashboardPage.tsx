import { Suspense } from 'react';
import { Badge, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { useAppAbility } from '@suite/sdk/react';
import { useEndpointQuery } from '@suite/sdk/client';
import { PublicSiteEndpoints } from '@suite/sdk/endpoints/public-site';
import type { AffiliateDashboardView } from '@suite/sdk/schemas';
import { AccessDenied } from '../../app/AccessDenied.js';
import '../public/site/locales/namespace.js';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function Dashboard({ data }: { data: AffiliateDashboardView }) {
  const { t, i18n } = useTranslation('site');
  const money = (cents: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(cents / 100);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const monthName = (month: string) => new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  const qrHref = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qrSvg)}`;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Stack gap="xs" style={{ flex: '1 1 320px' }}>
            <TextInput label={t('affiliateDashboard.link')} value={data.link} readOnly data-testid="affiliate-link" onFocus={(event) => event.currentTarget.select()} />
            <Group gap="sm">
              <CopyButton value={data.link}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t('affiliateDashboard.copied') : t('affiliateDashboard.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button component="a" href={qrHref} download={`referral-${data.code}.svg`} variant="default">
                {t('affiliateDashboard.download')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('affiliateDashboard.rules', { rate: (data.rules.commissionRateBp / 100).toLocaleString(i18n.language), months: data.rules.commissionMonths, days: data.rules.cookieDays, hold: data.rules.holdDays })}
            </Text>
          </Stack>
          <img src={qrHref} alt={t('affiliateDashboard.qr')} width={144} height={144} data-testid="affiliate-qr" style={{ background: 'white', borderRadius: 8 }} />
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Stat label={t('affiliateDashboard.clicks')} value={number(data.totals.clicks)} testId="affiliate-clicks" />
        <Stat label={t('affiliateDashboard.signups')} value={number(data.totals.signups)} testId="affiliate-signups" />
        <Stat label={t('affiliateDashboard.paying')} value={number(data.totals.payingAccounts)} testId="affiliate-paying" />
        <Stat label={t('affiliateDashboard.pending')} value={money(data.totals.pendingCents)} testId="affiliate-pending" />
        <Stat label={t('affiliateDashboard.payable')} value={money(data.totals.payableCents)} testId="affiliate-payable" />
        <Stat label={t('affiliateDashboard.paid')} value={money(data.totals.paidCents)} testId="affiliate-paid" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('affiliateDashboard.byMonth')}
        </Title>
        {data.months.length === 0 ? (
          <EmptyState title={t('affiliateDashboard.emptyMonths')} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('affiliateDashboard.month')}</Table.Th>
                  <Table.Th ta="right">{t('affiliateDashboard.clicks')}</Table.Th>
                  <Table.Th ta="right">{t('affiliateDashboard.signups')}</Table.Th>
                  <Table.Th ta="right">{t('affiliateDashboard.pending')}</Table.Th>
                  <Table.Th ta="right">{t('affiliateDashboard.payable')}</Table.Th>
                  <Table.Th ta="right">{t('affiliateDashboard.paid')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.months.map((month) => (
                  <Table.Tr key={month.month}>
                    <Table.Td>{monthName(month.month)}</Table.Td>
                    <Table.Td ta="right">{number(month.clicks)}</Table.Td>
                    <Table.Td ta="right">{number(month.signups)}</Table.Td>
                    <Table.Td ta="right">{money(month.pendingCents)}</Table.Td>
                    <Table.Td ta="right">{money(month.payableCents)}</Table.Td>
                    <Table.Td ta="right">{money(month.paidCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('affiliateDashboard.referrals')}
        </Title>
        {data.referrals.length === 0 ? (
          <EmptyState title={t('affiliateDashboard.emptyReferrals')} />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('affiliateDashboard.account')}</Table.Th>
                  <Table.Th>{t('affiliateDashboard.registered')}</Table.Th>
                  <Table.Th>{t('affiliateDashboard.status')}</Table.Th>
                  <Table.Th ta="right">{t('affiliateDashboard.earned')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.referrals.map((referral) => (
                  <Table.Tr key={`${referral.accountName}-${referral.registeredAt}`}>
                    <Table.Td>{referral.accountName}</Table.Td>
                    <Table.Td>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(referral.registeredAt))}</Table.Td>
                    <Table.Td>
                      <Badge color={referral.paying ? 'teal' : 'gray'} variant="light">
                        {referral.paying ? t('affiliateDashboard.payingYes') : t('affiliateDashboard.payingNo')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{money(referral.earnedCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

function AffiliateDashboard() {
  const { t } = useTranslation('site');
  const ability = useAppAbility();
  const allowed = ability.can('view', 'AffiliateDashboard');
  const query = useEndpointQuery(PublicSiteEndpoints.affiliateDashboard, {}, { enabled: allowed });
  return (
    <Stack gap="lg">
      <PageHeader title={t('affiliateDashboard.title')} description={t('affiliateDashboard.description')} />
      {!allowed ? (
        <AccessDenied />
      ) : query.isPending ? (
        <LoadingState variant="detail" rows={6} />
      ) : query.isError ? (
        <ErrorState error={query.error} title={t('affiliateDashboard.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <Dashboard data={query.data} />
      )}
    </Stack>
  );
}

/** /affiliate-dashboard (finance-and-growth.md section 6): persona AFFILIATE, admin roles or access:affiliate_dashboard. */
export default function AffiliateDashboardPage() {
  return (
    <Suspense fallback={<LoadingState variant="page" />}>
      <AffiliateDashboard />
    </Suspense>
  );
}
