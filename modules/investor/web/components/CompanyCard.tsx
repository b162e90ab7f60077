import { ActionIcon, Anchor, Badge, Group, Link, Paper, SimpleGrid, Stack, Text, useTranslation } from '@suite/sdk/web';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import { churnTone, type DashboardCompany } from '../../shared/index.js';
import { TONE_COLOR, shortMoney } from '../format.js';
import { companyPath } from '../paths.js';
import { Figure } from './Figure.js';
import { RunwayBadge } from './RunwayBadge.js';
import { useDay } from '../useDay.js';

const HEALTH_COLOR = { healthy: 'green', warning: 'orange', critical: 'red' } as const;

/** A company on the dashboard, linking to /investor/company/{id}. */
export function CompanyCard({ company, pinned = false, onTogglePin }: { company: DashboardCompany; pinned?: boolean; onTogglePin?: () => void }) {
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
