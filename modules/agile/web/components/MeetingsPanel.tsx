import { useState } from 'react';
import { Anchor, Badge, Button, ErrorState, Group, Link, LoadingState, Menu, Paper, Stack, Text, Title, useAppAbility, useNavigate, useTranslation } from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';
import { IconCards, IconChevronDown, IconPlus, IconUsers } from '@tabler/icons-react';
import { retroSessionPath } from '../../shared/retro.js';
import { usePokerSessions } from '../poker/api.js';
import { recentFirst } from '../live/session-list.js';
import { useRetroSessions } from '../retro/api/index.js';
import { RetroFormModal } from '../retro/components/RetroFormModal.js';
import { RETRO_SUBJECT } from '../retro/context.js';
import { SessionFormModal } from '../poker/components/SessionFormModal.js';
import { SessionStatusBadge } from './StatusBadges.js';
import { formatDate } from './format.js';

export const MEETINGS_SHOWN = 5;

/** The dashboard's meetings, poker and retro: the latest sessions with participants, date and status, and the create forms. */
export default function MeetingsPanel() {
  const { t, i18n } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const poker = usePokerSessions({ limit: 20 });
  const retros = useRetroSessions({ limit: 20 });
  const [creating, setCreating] = useState(false);
  const [creatingRetro, setCreatingRetro] = useState(false);
  const canCreate = ability.can('create', 'PokerSession');
  const canCreateRetro = ability.can('create', RETRO_SUBJECT);
  const sessions = { isPending: poker.isPending || retros.isPending, isError: poker.isError || retros.isError, error: poker.error ?? retros.error, refetch: () => Promise.all([poker.refetch(), retros.refetch()]) };
  const latest = recentFirst([
    ...(poker.data ?? []).map((session) => ({ ...session, kind: 'poker' as const, path: `/poker/sessions/${session.id}` })),
    ...(retros.data ?? []).map((session) => ({ ...session, kind: 'retro' as const, path: retroSessionPath(session.id) })),
  ]).slice(0, MEETINGS_SHOWN);

  return (
    <Paper p="md" radius="md" withBorder component="section" aria-labelledby="agile-meetings-title" data-testid="poker-meetings-panel">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap={8}>
          <IconCards size={20} aria-hidden />
          <Title order={2} size="h4" id="agile-meetings-title">
            {t('retro.meetings.title')}
          </Title>
        </Group>
        <Group gap="xs">
          {canCreate || canCreateRetro ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} rightSection={<IconChevronDown size={12} aria-hidden />}>
                  {t('retro.meetings.new')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {canCreate ? <Menu.Item onClick={() => setCreating(true)}>{t('retro.meetings.newPoker')}</Menu.Item> : null}
                {canCreateRetro ? <Menu.Item onClick={() => setCreatingRetro(true)}>{t('retro.meetings.newRetro')}</Menu.Item> : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          <Anchor component={Link} to="/planning-poker" size="sm">
            {t('retro.meetings.allPoker')}
          </Anchor>
          <Anchor component={Link} to="/retrospectives" size="sm">
            {t('retro.meetings.allRetros')}
          </Anchor>
        </Group>
      </Group>
      {sessions.isPending ? (
        <LoadingState variant="table" rows={3} />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} title={t(DashboardErrorKeys.LOAD_SESSIONS)} onRetry={() => void sessions.refetch()} />
      ) : latest.length === 0 ? (
        <Stack gap="xs" align="flex-start" py="sm">
          <Text size="sm" c="dimmed">
            {t('retro.meetings.empty')}
          </Text>
          <Group gap="xs">
            {canCreate ? (
              <Button size="xs" variant="light" onClick={() => setCreating(true)}>
                {t('retro.meetings.newPoker')}
              </Button>
            ) : null}
            {canCreateRetro ? (
              <Button size="xs" variant="light" onClick={() => setCreatingRetro(true)}>
                {t('retro.meetings.newRetro')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {latest.map((session) => (
            <Group key={`${session.kind}-${session.id}`} component="li" justify="space-between" gap="xs" py={8} wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={session.path} fw={600} size="sm" lineClamp={1}>
                  {session.name}
                </Anchor>
                <Group gap={10}>
                  <Badge size="xs" variant="outline" color={session.kind === 'poker' ? 'blue' : 'grape'} tt="none">
                    {session.kind === 'poker' ? t('retro.meetings.poker') : t('retro.meetings.retro')}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDate(session.createdAt, i18n.language)}
                  </Text>
                  <Group gap={3} wrap="nowrap">
                    <IconUsers size={12} aria-hidden />
                    <Text size="xs" c="dimmed" aria-label={t('meetings.participants', { count: session.participantCount })}>
                      {session.participantCount}
                    </Text>
                  </Group>
                </Group>
              </div>
              <SessionStatusBadge status={session.status} />
            </Group>
          ))}
        </Stack>
      )}
      <SessionFormModal opened={creating} onClose={() => setCreating(false)} onSaved={(session) => navigate(`/poker/sessions/${session.id}`)} />
      <RetroFormModal opened={creatingRetro} onClose={() => setCreatingRetro(false)} onCreated={(session) => navigate(retroSessionPath(session.id))} />
    </Paper>
  );
}
