import { Badge, Button, Group, Paper, Stack, Text, Title, useAppAbility, useTranslation } from '@suite/sdk/web';
import { INVESTOR_RELATIONS_SUBJECT } from '../../shared/index.js';
import { useCompanyActivity, useCompanyRequests, useCompleteRequest } from '../api.js';
import { useDay } from '../useDay.js';

/** Update requests from investors, answered in one click with the live figures (a dated snapshot). */
export function RequestsPanel() {
  const { t } = useTranslation('investor');
  const requests = useCompanyRequests();
  const complete = useCompleteRequest();
  const day = useDay();
  const canAnswer = useAppAbility().can('update', INVESTOR_RELATIONS_SUBJECT);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('investors.requests')}
      </Title>
      {!requests.data || requests.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('investors.requestsEmpty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {requests.data.map((request) => (
            <Group key={request.id} justify="space-between" wrap="wrap" gap="xs" data-testid="update-request">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {request.investorName}
                </Text>
                {request.message ? <Text size="xs" c="dimmed">{request.message}</Text> : null}
              </Stack>
              {request.status === 'completed' ? (
                <Badge color="green" variant="light" tt="none">
                  {t('investors.answered', { date: request.completedAt ? day(request.completedAt) : '' })}
                </Badge>
              ) : canAnswer ? (
                <Button size="xs" loading={complete.isPending} onClick={() => complete.mutate({ params: { id: request.id } })}>
                  {t('investors.answer')}
                </Button>
              ) : (
                <Badge variant="light" color="gray" tt="none">{t('company.requestStatus.pending')}</Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Every read of the company's data by its investors. */
export function ActivityPanel({ companyId }: { companyId: string | undefined }) {
  const { t } = useTranslation('investor');
  const activity = useCompanyActivity(companyId);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('investors.activity')}
      </Title>
      {!activity.data || activity.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('investors.activityEmpty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {activity.data.slice(0, 20).map((row) => (
            <Text key={row.id} size="sm">
              {row.at.slice(0, 16).replace('T', ' ')} · {row.investorName} · {t(`investors.actions.${row.action.replace('.', '_')}`, { defaultValue: row.action })}
              {row.target ? ` · ${row.target}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
