import { useMemo, useState } from 'react';
import {
  Anchor,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Group,
  Link,
  LoadingState,
  PageHeader,
  Paper,
  SelectField,
  Stack,
  Text,
  TextInput,
  useAppAbility,
  useDebouncedValue,
  useMediaQuery,
  useNavigate,
  useSession,
  useTranslation,
  VisuallyHidden,
  type DataTableColumn,
} from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';
import { IconMessages, IconPlus, IconSearch, IconSparkles } from '@tabler/icons-react';
import { RETRO_SESSION_STATUSES, retroSessionPath, type RetroSessionStatus, type RetroSessionView } from '../../../shared/retro.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { formatDate } from '../../components/format.js';
import { matchesSearch } from '../../poker/session-list.js';
import { useRetroSessions } from '../api/index.js';
import { RETRO_SUBJECT } from '../context.js';
import { FormatBadge, PhaseBadge } from '../components/RetroBadges.js';
import { RetroFormModal } from '../components/RetroFormModal.js';
import { RetroSessionActions } from '../components/RetroSessionActions.js';
import { useTeams } from '../../teams/api.js';

const ALL = 'ALL';

/** /retrospectives: the account's retros (status, format, team, participants, date), the create form with templates, delete. */
export default function RetrospectivesPage() {
  const { t, i18n } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { user } = useSession();
  const [status, setStatus] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const [creating, setCreating] = useState(false);
  const statusFilter = status === ALL ? null : (status as RetroSessionStatus);
  const sessions = useRetroSessions({ status: statusFilter });
  const teams = useTeams();
  const teamName = useMemo(() => new Map((teams.data ?? []).map((team) => [team.id, team.name])), [teams.data]);
  const canCreate = ability.can('create', RETRO_SUBJECT);
  const admin = ability.can('manage', RETRO_SUBJECT);
  const phone = useMediaQuery('(max-width: 48em)');
  const canManage = (session: RetroSessionView) => admin || session.facilitatorId === user?.id;
  const rows = useMemo(() => (sessions.data ?? []).filter((session) => (!statusFilter || session.status === statusFilter) && matchesSearch(session, debounced)), [sessions.data, statusFilter, debounced]);
  const filtered = Boolean(statusFilter || debounced.trim());
  const team = (session: RetroSessionView) => (session.teamId ? (teamName.get(session.teamId) ?? '–') : t('retro.list.noTeam'));

  const columns: DataTableColumn<RetroSessionView>[] = [
    {
      key: 'name',
      header: t('list.name'),
      render: (session) => (
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={retroSessionPath(session.id)} fw={600} size="sm" onClick={(event) => event.stopPropagation()}>
            {session.name}
          </Anchor>
          {session.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {session.description}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      header: t('list.status'),
      render: (session) => (
        <Stack gap={2} align="flex-start">
          <SessionStatusBadge status={session.status} />
          {session.status !== 'COMPLETED' && session.status !== 'ARCHIVED' ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('retro.list.inPhase', { phase: t(`retro.phase.${session.currentPhase}`) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'format', header: t('retro.list.format'), render: (session) => <Text size="sm">{t(`retro.format.${session.format}`)}</Text> },
    { key: 'team', header: t('form.team'), render: (session) => <Text size="sm">{team(session)}</Text> },
    { key: 'participants', header: t('list.participants'), align: 'right', render: (session) => session.participantCount },
    { key: 'created', header: t('list.created'), render: (session) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(session.createdAt, i18n.language)}</Text> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('list.actionsHeader')}</VisuallyHidden>,
      align: 'right',
      width: 48,
      render: (session) => <RetroSessionActions session={session} canManage={canManage(session)} />,
    },
  ];

  const createButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('retro.list.create')}
    </Button>
  ) : null;
  const empty = filtered ? (
    <EmptyState
      icon={<IconSearch size={22} aria-hidden />}
      title={t('retro.list.noMatchTitle')}
      description={t('list.noMatch')}
      action={
        <Button
          variant="light"
          onClick={() => {
            setSearch('');
            setStatus(ALL);
          }}
        >
          {t('list.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState icon={<IconMessages size={22} aria-hidden />} title={t('retro.list.emptyTitle')} description={t('retro.list.empty')} action={createButton} />
  );

  return (
    <>
      <PageHeader
        eyebrow={t('nav.section')}
        title={t('pages.retrospectives')}
        description={t('retro.list.description')}
        actions={
          <>
            <Button variant="default" component={Link} to="/retrospective-demo" leftSection={<IconSparkles size={16} aria-hidden />}>
              {t('list.tryDemo')}
            </Button>
            {createButton}
          </>
        }
      />
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
            type="search"
          />
          <SelectField
            label={t('list.statusFilter')}
            data={[{ value: ALL, label: t('list.allStatuses') }, ...RETRO_SESSION_STATUSES.map((value) => ({ value, label: t(`poker.status.${value}`) }))]}
            value={status}
            onChange={(value) => setStatus(value ?? ALL)}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {sessions.isError ? (
          <ErrorState error={sessions.error} title={t(DashboardErrorKeys.LOAD_SESSIONS)} onRetry={() => void sessions.refetch()} />
        ) : phone ? (
          sessions.isPending ? (
            <LoadingState variant="table" rows={4} />
          ) : rows.length === 0 ? (
            empty
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="retro-cards">
              {rows.map((session) => (
                <Paper key={session.id} component="li" withBorder radius="md" p="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Anchor component={Link} to={retroSessionPath(session.id)} fw={600} size="sm">
                        {session.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {team(session)} · {t('meetings.participants', { count: session.participantCount })} · {formatDate(session.createdAt, i18n.language)}
                      </Text>
                    </div>
                    <RetroSessionActions session={session} canManage={canManage(session)} />
                  </Group>
                  <Group gap={6} mt={6} wrap="wrap">
                    <SessionStatusBadge status={session.status} />
                    {session.status === 'COMPLETED' || session.status === 'ARCHIVED' ? null : <PhaseBadge phase={session.currentPhase} />}
                    <FormatBadge format={session.format} />
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        ) : (
          <DataTable columns={columns} rows={rows} rowKey={(session) => session.id} loading={sessions.isPending} onRowClick={(session) => navigate(retroSessionPath(session.id))} empty={empty} />
        )}
      </Stack>
      <RetroFormModal opened={creating} onClose={() => setCreating(false)} onCreated={(session) => navigate(retroSessionPath(session.id))} />
    </>
  );
}
