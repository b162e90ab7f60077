import { ActionIcon, Anchor, Badge, Group, Link, Paper, SimpleGrid, Stack, Text, useTranslation } from '@suite/sdk/web';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import { churnTone, type DashboardCompany } from '../../shared/index.js';
import { TONE_COLOR, shortMoney } from '../format.js';
import { companyPath } from '../paths.js';
import { Figure } from './Figure.js';
import { RunwayBadge } from './RunwayBadge.js';
import { useDay } from '../useDay.js';
import { CARD_METRICS, type CardMetric } from '../dashboard-config.js';
import type { ReactNode } from 'react';

const HEALTH_COLOR = { healthy: 'green', warning: 'orange', critical: 'red' } as const;

/**
 * A company on the dashboard, linking to /investor/company/{id}. `metrics`: the figures the
 * investor's stored config shows (every figure by default); `settings`: the card's customize control.
 */
export function CompanyCard({
  company,
  pinned = false,
  onTogglePin,
  metrics = CARD_METRICS,
  settings,
}: {
  company: DashboardCompany;
  pinned?: boolean;
  onTogglePin?: () => void;
  metrics?: readonly CardMetric[];
  settings?: ReactNode;
}) {
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
          <Group gap={4} wrap="nowrap">
          {settings}
          {onTogglePin ? (
            <ActionIcon variant={pinned ? 'filled' : 'subtle'} color="blue" aria-label={t(pinned ? 'dashboard.unpin' : 'dashboard.pin')} aria-pressed={pinned} onClick={onTogglePin}>
              {pinned ? <IconPinFilled size={16} aria-hidden /> : <IconPin size={16} aria-hidden />}
            </ActionIcon>
          ) : null}
          {m ? (
            <Badge variant="dot" color={HEALTH_COLOR[m.healthStatus]} tt="none" style={{ flexShrink: 0, overflow: 'visible' }} maw="none">
              {t(`metrics.healthStatus.${m.healthStatus}`)}
            </Badge>
          ) : null}
          </Group>
        </Group>
        {m && metrics.includes('runway') ? <RunwayBadge runwayDays={m.runwayDays} /> : null}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {metrics.includes('cashOnHand') ? <Figure label={t('metrics.cashOnHand')} value={shortMoney(m?.cashOnHand)} /> : null}
          {metrics.includes('monthlyNetBurn') ? <Figure label={t('metrics.monthlyNetBurn')} value={shortMoney(m?.monthlyNetBurn)} /> : null}
          {metrics.includes('mrr') ? <Figure label={t('metrics.mrr')} value={shortMoney(m?.mrr)} /> : null}
          {metrics.includes('churnRate') ? <Figure label={t('metrics.churnRate')} value={m?.churnRate == null ? null : `${m.churnRate}%`} color={m?.churnRate == null ? undefined : TONE_COLOR[churnTone(m.churnRate)]} /> : null}
          {metrics.includes('valuation') ? <Figure label={t('metrics.valuation')} value={shortMoney(company.currentValuation)} /> : null}
          {metrics.includes('ownership') ? <Figure label={t('metrics.ownership')} value={company.ownershipPercentage == null ? null : `${company.ownershipPercentage}%`} /> : null}
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
