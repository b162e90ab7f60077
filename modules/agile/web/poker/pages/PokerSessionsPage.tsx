import { useMemo, useState } from 'react';
import {
  Anchor,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Group,
  Link,
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
import { IconCards, IconPlus, IconSearch, IconSparkles } from '@tabler/icons-react';
import { POKER_SESSION_STATUSES, type PokerSessionStatus, type PokerSessionView } from '../../../shared/poker.js';
import { usePokerSessions } from '../api.js';
import { SessionActions } from '../components/SessionActions.js';
import { SessionFormModal } from '../components/SessionFormModal.js';
import { SessionProgress } from '../components/SessionProgress.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { formatDate } from '../../components/format.js';
import { matchesSearch } from '../session-list.js';

const ALL = 'ALL';

/** /planning-poker: the account's poker sessions, searchable and filtered by status, with the create/edit form. */
export default function PokerSessionsPage() {
  const { t, i18n } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { user } = useSession();
  const [status, setStatus] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const [editing, setEditing] = useState<PokerSessionView | null>(null);
  const [creating, setCreating] = useState(false);
  const statusFilter = status === ALL ? null : (status as PokerSessionStatus);
  const sessions = usePokerSessions({ status: statusFilter });
  const canCreate = ability.can('create', 'PokerSession');
  const admin = ability.can('manage', 'PokerSession');

  const rows = useMemo(
    () => (sessions.data ?? []).filter((session) => (!statusFilter || session.status === statusFilter) && matchesSearch(session, debounced)),
    [sessions.data, statusFilter, debounced],
  );
  const filtered = Boolean(statusFilter || debounced.trim());
  // Phones get cards; a table row would squeeze five columns into 390 px.
  const phone = useMediaQuery('(max-width: 48em)');
  const canManage = (session: PokerSessionView) => admin || session.facilitatorId === user?.id;

  const columns: DataTableColumn<PokerSessionView>[] = [
    {
      key: 'name',
      header: t('list.name'),
      render: (session) => (
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/poker/sessions/${session.id}`} fw={600} size="sm" onClick={(event) => event.stopPropagation()}>
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
    { key: 'status', header: t('list.status'), render: (session) => <SessionStatusBadge status={session.status} /> },
    { key: 'participants', header: t('list.participants'), align: 'right', render: (session) => session.participantCount },
    { key: 'created', header: t('list.created'), render: (session) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(session.createdAt, i18n.language)}</Text> },
    { key: 'progress', header: t('list.progressHeader'), render: (session) => <SessionProgress estimated={session.estimatedCount} total={session.storyCount} /> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('list.actionsHeader')}</VisuallyHidden>,
      align: 'right',
      width: 48,
      render: (session) => (
        <SessionActions session={session} canEdit={canManage(session)} canDelete={canManage(session)} onEdit={setEditing} />
      ),
    },
  ];

  const createButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('list.create')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        eyebrow={t('nav.section')}
        title={t('pages.planningPoker')}
        description={t('list.description')}
        actions={
          <>
            <Button variant="default" component={Link} to="/voting-demo" leftSection={<IconSparkles size={16} aria-hidden />}>
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
            data={[{ value: ALL, label: t('list.allStatuses') }, ...POKER_SESSION_STATUSES.map((value) => ({ value, label: t(`poker.status.${value}`) }))]}
            value={status}
            onChange={(value) => setStatus(value ?? ALL)}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {sessions.isError ? (
          <ErrorState error={sessions.error} title={t(DashboardErrorKeys.LOAD_SESSIONS)} onRetry={() => void sessions.refetch()} />
        ) : phone && !sessions.isPending && rows.length > 0 ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="session-cards">
            {rows.map((session) => (
              <Paper key={session.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Anchor component={Link} to={`/poker/sessions/${session.id}`} fw={600} size="sm">
                      {session.name}
                    </Anchor>
                    {session.description ? (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {session.description}
                      </Text>
                    ) : null}
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <SessionStatusBadge status={session.status} />
                    <SessionActions session={session} canEdit={canManage(session)} canDelete={canManage(session)} onEdit={setEditing} />
                  </Group>
                </Group>
                <Group gap="md" mt={6} wrap="wrap">
                  <Text size="xs" c="dimmed">
                    {t('meetings.participants', { count: session.participantCount })} · {formatDate(session.createdAt, i18n.language)}
                  </Text>
                  <SessionProgress estimated={session.estimatedCount} total={session.storyCount} />
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(session) => session.id}
            loading={sessions.isPending}
            onRowClick={(session) => navigate(`/poker/sessions/${session.id}`)}
            empty={
              filtered ? (
                <EmptyState
                  icon={<IconSearch size={22} aria-hidden />}
                  title={t('list.noMatchTitle')}
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
                <EmptyState icon={<IconCards size={22} aria-hidden />} title={t('list.emptyTitle')} description={t('list.empty')} action={createButton} />
              )
            }
          />
        )}
      </Stack>
      <SessionFormModal opened={creating} onClose={() => setCreating(false)} onSaved={(session) => navigate(`/poker/sessions/${session.id}`)} />
      <SessionFormModal opened={editing !== null} session={editing} onClose={() => setEditing(null)} />
    </>
  );
}
