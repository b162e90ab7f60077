import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@suite/sdk/client';
import { SessionEndpoints } from '@suite/sdk/endpoints';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { accountErrorText, messageOf } from '../account-errors.js';
import { accountKeys, useActiveSessions, type ActiveSession } from '../api.js';
import { formatDateTime } from '../format.js';
import { deviceLabel, isMobileDevice, sortSessions } from '../sessions.js';

type Pending = { kind: 'one'; session: ActiveSession } | { kind: 'others' } | null;

/** The user's signed-in devices; end one, or every one but this. */
export function ActiveSessionsCard() {
  const { t, i18n } = useTranslation('account');
  const { user } = useSession();
  const { sessionId } = useSessionControls();
  const queryClient = useQueryClient();
  const sessions = useActiveSessions(user?.id);
  const [pending, setPending] = useState<Pending>(null);

  const settle = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(user?.id ?? '') });
  const terminate = useMutation({
    mutationFn: async (target: Exclude<Pending, null>) => {
      if (target.kind === 'one') {
        await callEndpoint(SessionEndpoints.terminate, { params: { id: target.session.id }, body: { reason: 'Signed out from the profile page' } });
        return 1;
      }
      const result = await callEndpoint(SessionEndpoints.terminateUserSessions, { params: { id: user?.id ?? '' }, body: { exceptSessionId: sessionId ?? undefined } });
      return result.terminatedCount;
    },
    onSuccess: async (count, target) => {
      setPending(null);
      notifications.show({ color: 'green', message: target.kind === 'one' ? t('sessions.endedOne') : t('sessions.endedOthers', { count }) });
      await settle();
    },
    onError: () => setPending(null),
  });

  const list = sortSessions(sessions.data ?? [], sessionId);
  const others = list.filter((session) => session.id !== sessionId && !session.current);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h4">
            {t('sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sessions.hint')}
          </Text>
        </Stack>
        {others.length > 0 ? (
          <Button variant="default" color="red" onClick={() => setPending({ kind: 'others' })}>
            {t('sessions.endOthers')}
          </Button>
        ) : null}
      </Group>

      {terminate.isError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {accountErrorText(messageOf(terminate.error, t('sessions.failed')), t)} {t('common.retryAdvice')}
        </Alert>
      ) : null}

      {sessions.isPending ? (
        <LoadingState variant="table" rows={3} />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('sessions.emptyTitle')} description={t('sessions.emptyHint')} />
      ) : (
        <Stack gap="xs">
          {list.map((session) => {
            const current = session.id === sessionId || session.current === true;
            const Icon = isMobileDevice(session) ? IconDeviceMobile : IconDeviceDesktop;
            return (
              <Paper key={session.id} withBorder radius="sm" p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs" align="center">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
                    <ThemeIcon variant="light" color={current ? 'green' : 'gray'} size={36} radius="md">
                      <Icon size={20} stroke={1.6} />
                    </ThemeIcon>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {deviceLabel(session) ?? t('sessions.unknownDevice')}
                        </Text>
                        {current ? (
                          <Badge size="xs" color="green" variant="light">
                            {t('sessions.thisDevice')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed">
                        {[session.ipAddress, t('sessions.lastActive', { date: formatDateTime(session.lastActivityAt ?? session.createdAt, i18n.language) })].filter(Boolean).join(' · ')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('sessions.started', { date: formatDateTime(session.createdAt, i18n.language) })}
                      </Text>
                    </Stack>
                  </Group>
                  {!current ? (
                    <Button size="xs" variant="light" color="red" ml="auto" onClick={() => setPending({ kind: 'one', session })} aria-label={t('sessions.endNamed', { device: deviceLabel(session) ?? t('sessions.unknownDevice') })}>
                      {t('sessions.end')}
                    </Button>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}

      <ConfirmDialog
        opened={pending !== null}
        title={pending?.kind === 'others' ? t('sessions.endOthersTitle') : t('sessions.endTitle')}
        message={pending?.kind === 'others' ? t('sessions.endOthersMessage', { count: others.length }) : t('sessions.endMessage')}
        confirmLabel={pending?.kind === 'others' ? t('sessions.endOthers') : t('sessions.end')}
        danger
        loading={terminate.isPending}
        onConfirm={() => pending && terminate.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </Paper>
  );
}
