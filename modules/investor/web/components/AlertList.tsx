import { Badge, Button, Group, Paper, Stack, Text, useTranslation } from '@suite/sdk/web';
import type { InvestorAlert } from '../../shared/index.js';
import { useAcknowledgeAlert, useResolveAlert } from '../api.js';
import { useDay } from '../useDay.js';

const SEVERITY_COLOR = { critical: 'red', warning: 'orange', info: 'blue' } as const;

/** Alerts with their type (unknown types as milestones), severity and the next step: acknowledge, then resolve. */
export function AlertList({ alerts, empty }: { alerts: InvestorAlert[]; empty?: string }) {
  const { t } = useTranslation('investor');
  const acknowledge = useAcknowledgeAlert();
  const resolve = useResolveAlert();
  const day = useDay();
  if (alerts.length === 0) return <Text c="dimmed">{empty ?? t('alerts.empty')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {alerts.map((alert) => (
        <Paper key={alert.id} component="li" withBorder p="sm" radius="md" data-testid="alert">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Group gap="xs">
                <Badge color={SEVERITY_COLOR[alert.severity]} tt="none">{t(`alerts.severities.${alert.severity}`)}</Badge>
                <Badge variant="outline" color="gray" tt="none">{t(`alerts.types.${alert.displayType}`)}</Badge>
                {alert.automatic ? <Badge variant="light" color="gray" tt="none">{t('alerts.automatic')}</Badge> : null}
              </Group>
              <Text fw={600}>{alert.displayType === 'runway_low' && alert.automatic ? t('alerts.types.runway_low') : alert.title}</Text>
              <Text size="xs" c="dimmed">
                {[alert.companyName, day(alert.triggered), t(`alerts.status.${alert.status}`)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Group gap="xs">
              {alert.status === 'open' ? (
                <Button size="xs" variant="default" loading={acknowledge.isPending} onClick={() => acknowledge.mutate({ params: { id: alert.id } })}>
                  {t('alerts.acknowledge')}
                </Button>
              ) : null}
              {alert.status !== 'resolved' ? (
                <Button size="xs" variant="light" loading={resolve.isPending} onClick={() => resolve.mutate({ params: { id: alert.id } })}>
                  {t('alerts.resolve')}
                </Button>
              ) : null}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
