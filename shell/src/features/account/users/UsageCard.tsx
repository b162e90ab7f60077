import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState, StatCard } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { PLAN_CATALOGUE, normalizePlan } from '@suite/sdk';
import { useAccountStats } from '../api.js';
import { seatUsage } from '../roles.js';

/** 'users + pending / maxUsers' from GET /accounts/stats, as numbers and a bar. */
export function UsageCard() {
  const { t } = useTranslation('account');
  const { account } = useSession();
  const stats = useAccountStats(account?.id);
  if (stats.isPending) return <LoadingState variant="cards" rows={3} />;
  if (stats.isError) return <ErrorState error={stats.error} title={t('usage.loadFailed')} onRetry={() => void stats.refetch()} />;
  const usage = seatUsage(stats.data);
  const tone = usage.full ? 'critical' : usage.percent >= 80 ? 'warning' : 'good';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard label={t('usage.members')} value={stats.data.members} />
        <StatCard label={t('usage.pending')} value={stats.data.pendingInvitations} />
        <StatCard
          label={t('usage.seats')}
          value={usage.max === null ? t('usage.usedUnlimited', { used: usage.used }) : t('usage.usedOf', { used: usage.used, max: usage.max })}
          hint={t('usage.plan', { plan: PLAN_CATALOGUE[normalizePlan(account?.plan)].name })}
          tone={usage.max === null ? undefined : tone}
        />
      </SimpleGrid>
      {usage.max !== null ? (
        <Paper p="sm" radius="md" withBorder>
          <Group justify="space-between" mb={6} gap="xs">
            <Text size="xs" c="dimmed">
              {t('usage.formula', { members: stats.data.members, pending: stats.data.pendingInvitations, max: usage.max })}
            </Text>
            <Text size="xs" fw={600}>
              {usage.percent}%
            </Text>
          </Group>
          <Progress value={usage.percent} color={usage.full ? 'red' : usage.percent >= 80 ? 'orange' : 'green'} aria-label={t('usage.seats')} />
        </Paper>
      ) : null}
    </Stack>
  );
}
