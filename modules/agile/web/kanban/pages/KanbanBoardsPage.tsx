import { useState } from 'react';
import { Anchor, Badge, Button, EmptyState, ErrorState, Group, Link, LoadingState, PageHeader, Paper, SimpleGrid, Stack, Text, useAppAbility, useNavigate, useTranslation } from '@suite/sdk/web';
import { IconAlertTriangle, IconLayoutKanban, IconPlus, IconSparkles } from '@tabler/icons-react';
import type { KanbanDashboard } from '../../../shared/kanban.js';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { useKanbanDashboard } from '../api/index.js';
import { BoardFormModal } from '../components/BoardFormModal.js';
import { formatDay } from '../format.js';
import { KANBAN_SUBJECT, boardPath } from '../paths.js';

type BoardSummary = KanbanDashboard['boards'][number];

function BoardCard({ board }: { board: BoardSummary }) {
  const { t, i18n } = useTranslation('agile');
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }} data-testid="board-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor component={Link} to={boardPath(board.id)} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {board.title}
          </Anchor>
          <Badge size="sm" variant="light" color={board.processType === 'scrum' ? 'grape' : 'blue'}>
            {t(`kanban.process.${board.processType}`)}
          </Badge>
        </Group>
        {board.teamName ? (
          <Text size="sm" c="dimmed">
            {board.teamName}
          </Text>
        ) : null}
        <Group gap="md" mt={4}>
          <Text size="xs">{t('kanban.boards.items', { count: board.itemCount })}</Text>
          <Text size="xs">{t('kanban.boards.wip', { count: board.wip })}</Text>
          <Text size="xs">{t('kanban.boards.doneLastWeek', { count: board.throughputLastWeek })}</Text>
        </Group>
        {board.overLimitColumns > 0 ? (
          <Group gap={4}>
            <IconAlertTriangle size={14} color="var(--mantine-color-orange-filled)" aria-hidden />
            <Text size="xs" c="orange">
              {t('kanban.boards.overLimit', { count: board.overLimitColumns })}
            </Text>
          </Group>
        ) : null}
        {board.activeSprint ? (
          <Text size="xs" c="dimmed">
            {t('kanban.boards.activeSprint', { name: board.activeSprint.name, date: formatDay(board.activeSprint.endDate, i18n.language) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /kanban: the boards of the account's teams, and the form that creates one. */
export default function KanbanBoardsPage() {
  const { t } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const dashboard = useKanbanDashboard();
  const [creating, setCreating] = useState(false);
  const canCreate = ability.can('create', KANBAN_SUBJECT);
  const createButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('kanban.boards.create')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader
        eyebrow={t('nav.section')}
        title={t('pages.kanban')}
        description={t('kanban.boards.description')}
        actions={
          <Group gap="xs">
            <Button component={Link} to={AGILE_ROUTES.kanbanDemo.path} variant="default" leftSection={<IconSparkles size={16} aria-hidden />}>
              {t('kanban.boards.tryDemo')}
            </Button>
            {createButton}
          </Group>
        }
      />
      {dashboard.isPending ? (
        <LoadingState variant="cards" rows={3} />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} title={t('kanban.boards.loadError')} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data.boards.length === 0 ? (
        <EmptyState icon={<IconLayoutKanban size={22} aria-hidden />} title={t('kanban.boards.emptyTitle')} description={t('kanban.boards.empty')} action={createButton} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0} aria-label={t('pages.kanban')}>
          {dashboard.data.boards.map((board) => (
            <BoardCard key={board.id} board={board} />
          ))}
        </SimpleGrid>
      )}
      <BoardFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(board) => {
          setCreating(false);
          navigate(boardPath(board.id));
        }}
      />
    </>
  );
}
