import { Anchor, Badge, Group, Link, Paper, SimpleGrid, Stack, Text, useTranslation } from '@suite/sdk/web';
import { churnTone, type DashboardCompany } from '../../shared/index.js';
import { TONE_COLOR, shortMoney } from '../format.js';
import { companyPath } from '../paths.js';
import { Figure } from './Figure.js';
import { RunwayBadge } from './RunwayBadge.js';
import { useDay } from '../useDay.js';

const HEALTH_COLOR = { healthy: 'green', warning: 'orange', critical: 'red' } as const;

/** A company on the dashboard, linking to /investor/company/{id}. */
export function CompanyCard({ company }: { company: DashboardCompany }) {
  const { t } = useTranslation('investor');
  const m = company.metrics;
  const day = useDay();
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="company-card" aria-label={company.companyName}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={companyPath(company.id)} fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {company.companyName}
          </Anchor>
          {m ? (
            <Badge variant="dot" color={HEALTH_COLOR[m.healthStatus]} tt="none" style={{ flexShrink: 0, overflow: 'visible' }} maw="none">
              {t(`metrics.healthStatus.${m.healthStatus}`)}
            </Badge>
          ) : null}
        </Group>
        {m ? <RunwayBadge runwayDays={m.runwayDays} /> : null}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Figure label={t('metrics.cashOnHand')} value={shortMoney(m?.cashOnHand)} />
          <Figure label={t('metrics.monthlyNetBurn')} value={shortMoney(m?.monthlyNetBurn)} />
          <Figure label={t('metrics.mrr')} value={shortMoney(m?.mrr)} />
          <Figure label={t('metrics.churnRate')} value={m?.churnRate == null ? null : `${m.churnRate}%`} color={m?.churnRate == null ? undefined : TONE_COLOR[churnTone(m.churnRate)]} />
          <Figure label={t('metrics.valuation')} value={shortMoney(company.currentValuation)} />
          <Figure label={t('metrics.ownership')} value={company.ownershipPercentage == null ? null : `${company.ownershipPercentage}%`} />
        </SimpleGrid>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {company.lastUpdate ? t('common.asOf', { date: day(company.lastUpdate) }) : null}
          </Text>
          {company.unreadCommunications > 0 ? (
            <Badge color="blue" variant="light" tt="none">
              {t('metrics.unread', { count: company.unreadCommunications })}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
