import { useState } from 'react';
import { Anchor, Button, ErrorState, Group, Link, LoadingState, Paper, SimpleGrid, StatCard, Stack, Text, useAppAbility, useNavigate, useTranslation, formatPercent } from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';
import { IconPlus } from '@tabler/icons-react';
import { retroSessionPath } from '../../../shared/retro.js';
import type { TeamDetail } from '../../../shared/teams.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { formatDate } from '../../components/format.js';
import { useRetroSessions, useTeamRetroMetrics } from '../../retro/api/index.js';
import { RETRO_SUBJECT } from '../../retro/context.js';
import { PhaseBadge } from '../../retro/components/RetroBadges.js';
import { RetroFormModal } from '../../retro/components/RetroFormModal.js';

/** The team's retro figures over the last 90 days (Pro and Enterprise). */
function TeamMetrics({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('agile');
  const metrics = useTeamRetroMetrics(teamId, { enabled: true });
  const percent = (value: number | null) => formatPercent(value, i18n.language);
  if (metrics.isPending) return <LoadingState variant="cards" rows={4} />;
  if (metrics.isError) return null;
  const data = metrics.data;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="team-metrics">
      <StatCard label={t('teams.metrics.sessions')} value={data.sessionCount} hint={t('teams.metrics.completed', { count: data.completedSessionCount })} />
      <StatCard label={t('teams.metrics.participation')} value={percent(data.averageParticipationScore)} />
      <StatCard label={t('teams.metrics.negative')} value={percent(data.averageNegativeShare)} tone={data.averageNegativeShare !== null && data.averageNegativeShare > 0.3 ? 'warning' : undefined} />
      <StatCard label={t('teams.metrics.actionItems')} value={data.actionItems.total} hint={t('teams.metrics.actionItemsHint', { open: data.actionItems.open, overdue: data.actionItems.overdue })} />
    </SimpleGrid>
  );
}

/** The team's retrospectives, newest first, and a button to start one for this team. */
export function TeamRetros({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const sessions = useRetroSessions({ teamId: team.id });
  const [creating, setCreating] = useState(false);
  const canCreate = ability.can('create', RETRO_SUBJECT);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('teams.retros.intro')}
        </Text>
        {canCreate ? (
          <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('retro.list.create')}
          </Button>
        ) : null}
      </Group>
      {ability.can('use', 'PlanFeature:analytics') ? <TeamMetrics teamId={team.id} /> : null}
      {sessions.isPending ? (
        <LoadingState variant="table" rows={3} />
      ) : sessions.isError ? (
        <ErrorState error={sessions.error} title={t(DashboardErrorKeys.LOAD_SESSIONS)} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('teams.retros.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => (
            <Paper key={session.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={retroSessionPath(session.id)} fw={600} size="sm">
                    {session.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDate(session.createdAt, i18n.language)} · {t('meetings.participants', { count: session.participantCount })}
                  </Text>
                </div>
                <Group gap={6}>
                  <SessionStatusBadge status={session.status} />
                  <PhaseBadge phase={session.currentPhase} />
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <RetroFormModal opened={creating} teamId={team.id} onClose={() => setCreating(false)} onCreated={(session) => navigate(retroSessionPath(session.id))} />
    </Stack>
  );
}
