import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BillingErrors, PLAN_CATALOGUE, type UsageMeter } from '@suite/sdk';
import { currentLanguage, translateError } from '@suite/sdk/i18n';
import { ErrorState, LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { useBillingUsage } from '../api.js';
import { formatDay } from '../format.js';
import { meterDisplay } from './usage-meter.js';

const TONE_COLOURS = { good: 'green', warning: 'orange', critical: 'red' } as const;

function Meter({ label, meter, detail, testId }: { label: string; meter: UsageMeter; detail?: string; testId: string }) {
  const { t } = useTranslation('billing');
  const display = meterDisplay(meter);
  const value =
    display.kind === 'unlimited'
      ? t('usage.usedUnlimited', { used: display.used ?? 0 })
      : display.kind === 'unreported'
        ? t('usage.limitOnly', { limit: display.limit })
        : t('usage.usedOf', { used: display.used, limit: display.limit });
  return (
    <Paper p="md" radius="md" withBorder data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="sm" fw={700}>
            {value}
          </Text>
        </Group>
        {display.kind === 'counted' ? (
          <Progress value={display.percent} color={TONE_COLOURS[display.tone]} aria-label={`${label}: ${value}`} size="md" radius="xl" />
        ) : (
          <Progress value={0} color="gray" aria-label={`${label}: ${value}`} size="md" radius="xl" />
        )}
        <Text size="xs" c="dimmed">
          {display.kind === 'counted' && display.tone === 'critical' ? t('usage.atLimit') : display.kind === 'unreported' ? t('usage.unreported') : display.kind === 'unlimited' ? t('usage.noLimit') : (detail ?? ' ')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Usage of the account against its plan's limits: users (members and pending invitations), teams, projects, sessions. */
export function UsageTab() {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const { account } = useSession();
  const usage = useBillingUsage(account?.id);
  if (usage.isPending) return <LoadingState variant="cards" rows={4} label={t('usage.loading')} />;
  if (usage.isError) return <ErrorState error={usage.error} title={translateError(BillingErrors.USAGE_FAILED)} onRetry={() => void usage.refetch()} />;
  const view = usage.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('usage.intro', { plan: PLAN_CATALOGUE[view.plan].name })}
        {view.periodStart && view.periodEnd ? ` ${t('usage.period', { start: formatDay(view.periodStart, language), end: formatDay(view.periodEnd, language) })}` : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Meter label={t('usage.users')} meter={view.users} detail={t('usage.usersDetail', { members: view.users.activeMembers, pending: view.users.pendingInvitations })} testId="usage-users" />
        <Meter label={t('usage.teams')} meter={view.teams} testId="usage-teams" />
        <Meter label={t('usage.projects')} meter={view.projects} testId="usage-projects" />
        <Meter label={t('usage.sessions')} meter={view.sessionsThisMonth} testId="usage-sessions" />
      </SimpleGrid>
    </Stack>
  );
}
