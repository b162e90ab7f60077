import { useMemo, useState, type ReactNode } from 'react';
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
  useDebouncedValue,
  useMediaQuery,
  useNavigate,
  useTranslation,
  VisuallyHidden,
  type DataTableColumn,
} from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';
import { IconPlus, IconSearch, IconSparkles } from '@tabler/icons-react';
import { matchesSearch } from './session-list.js';

/** What every live session row has (poker and retro views both do). */
export interface SessionListRow {
  id: string;
  name: string;
  description?: string | null;
  status: string;
}

/** The list's read, as a query hook returns it. */
export interface SessionListQuery<T> {
  data?: T[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface SessionListProps<T extends SessionListRow> {
  title: string;
  description: string;
  /** The demo page's path ("Try the demo"). */
  demoPath: string;
  /** Texts of the list's own: create button, empty state, no-match title. */
  texts: { create: string; emptyTitle: string; empty: string; noMatchTitle: string };
  emptyIcon: ReactNode;
  statuses: readonly string[];
  /** The sessions, filtered on the server by status (null: every status). */
  useSessions: (status: string | null) => SessionListQuery<T>;
  path: (session: T) => string;
  canCreate: boolean;
  onCreate: () => void;
  /** Table columns between the name and the actions. */
  columns: DataTableColumn<T>[];
  /** The row's action menu. */
  actions: (session: T) => ReactNode;
  /** A phone card's lines below the name, and its badges beside the actions. */
  card: { meta: (session: T) => ReactNode; badges?: (session: T) => ReactNode; footer?: (session: T) => ReactNode };
  /** The create and edit forms. */
  children?: ReactNode;
  testId: string;
}

const ALL = 'ALL';

/**
 * A live area's session list (planning poker, retrospectives): search and status filter, a table
 * on desktop and cards on phones (a row would squeeze five columns into 390 px), and the loading,
 * error, empty and no-match states.
 */
export function SessionList<T extends SessionListRow>(props: SessionListProps<T>) {
  const { t } = useTranslation('agile');
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const statusFilter = status === ALL ? null : status;
  const sessions = props.useSessions(statusFilter);
  const rows = useMemo(
    () => (sessions.data ?? []).filter((session) => (!statusFilter || session.status === statusFilter) && matchesSearch(session, debounced)),
    [sessions.data, statusFilter, debounced],
  );
  const filtered = Boolean(statusFilter || debounced.trim());
  const phone = useMediaQuery('(max-width: 48em)');

  const columns: DataTableColumn<T>[] = [
    {
      key: 'name',
      header: t('list.name'),
      render: (session) => (
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={props.path(session)} fw={600} size="sm" onClick={(event) => event.stopPropagation()}>
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
    ...props.columns,
    { key: 'actions', header: <VisuallyHidden>{t('list.actionsHeader')}</VisuallyHidden>, align: 'right', width: 48, render: props.actions },
  ];

  const createButton = props.canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onCreate}>
      {props.texts.create}
    </Button>
  ) : null;

  const empty = filtered ? (
    <EmptyState
      icon={<IconSearch size={22} aria-hidden />}
      title={props.texts.noMatchTitle}
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
    <EmptyState icon={props.emptyIcon} title={props.texts.emptyTitle} description={props.texts.empty} action={createButton} />
  );

  return (
    <>
      <PageHeader
        eyebrow={t('nav.section')}
        title={props.title}
        description={props.description}
        actions={
          <>
            <Button variant="default" component={Link} to={props.demoPath} leftSection={<IconSparkles size={16} aria-hidden />}>
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
            data={[{ value: ALL, label: t('list.allStatuses') }, ...props.statuses.map((value) => ({ value, label: t(`poker.status.${value}`) }))]}
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
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid={props.testId}>
              {rows.map((session) => (
                <Paper key={session.id} component="li" withBorder radius="md" p="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Anchor component={Link} to={props.path(session)} fw={600} size="sm">
                        {session.name}
                      </Anchor>
                      {props.card.meta(session)}
                    </div>
                    <Group gap={4} wrap="nowrap">
                      {props.card.badges?.(session)}
                      {props.actions(session)}
                    </Group>
                  </Group>
                  {props.card.footer ? (
                    <Group gap={8} mt={6} wrap="wrap">
                      {props.card.footer(session)}
                    </Group>
                  ) : null}
                </Paper>
              ))}
            </Stack>
          )
        ) : (
          <DataTable columns={columns} rows={rows} rowKey={(session) => session.id} loading={sessions.isPending} onRowClick={(session) => navigate(props.path(session))} empty={empty} />
        )}
      </Stack>
      {props.children}
    </>
  );
}
