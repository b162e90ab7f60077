import { useState } from 'react';
import { Alert, Badge, Button, Drawer, Group, Link, PageHeader, Stack, Text, Timeline, useSession, useTranslation, formatNumber } from '@suite/sdk/web';
import { IconArrowRight, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { BoardProvider, type BoardContextValue, type MoveFeedback } from '../board-context.js';
import { NO_FILTERS, type BoardFilters as Filters } from '../board-state.js';
import { BoardFilters } from '../components/BoardFilters.js';
import { BoardView } from '../components/BoardView.js';
import { AssigneeAvatar, ItemTypeBadge, PointsBadge, StatusBadge } from '../components/ItemBadges.js';
import { createDemoBoard, demoAdd, demoMove, demoReorder, type DemoBoardState, type DemoOutcome } from '../demo-board.js';
import { formatDateTime } from '../format.js';

/**
 * /demo/kanban: a board that lives in the browser (nothing is saved), clearly labelled as a demo.
 * It uses the real board: drag cards, reorder columns, meet a soft and a hard WIP limit.
 */
export default function KanbanDemoPage() {
  const { t, i18n } = useTranslation('agile');
  const { status } = useSession();
  const text = (key: string) => t(`kanban.demo.${key}`);
  const [state, setState] = useState<DemoBoardState>(() => createDemoBoard(text, new Date()));
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [feedback, setFeedback] = useState<MoveFeedback | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const settle = (itemId: string, outcome: DemoOutcome) => {
    if (outcome.kind === 'refused') setFeedback({ tone: 'error', text: t('kanban.wip.reached', { column: outcome.column.title, limit: outcome.column.wipLimit }), itemId });
    else if (outcome.kind === 'warned') setFeedback({ tone: 'warning', text: t('kanban.wip.exceeded', { column: outcome.column.title, limit: outcome.column.wipLimit, count: outcome.count }), itemId });
    else setFeedback(null);
  };
  const value: BoardContextValue = {
    view: state.view,
    filters,
    can: { editItems: true, manageColumns: true },
    handlers: {
      moveItem: (itemId, columnId, index) => {
        const result = demoMove(state, itemId, columnId, index, new Date());
        setState(result.state);
        settle(itemId, result.outcome);
      },
      reorderColumns: (columnIds) => setState((current) => demoReorder(current, columnIds)),
      createItem: (columnId, title) => {
        const result = demoAdd(state, columnId, title, new Date());
        setState(result.state);
        settle('', result.outcome);
        return Promise.resolve(result.outcome.kind !== 'refused');
      },
      openItem: setOpenId,
    },
  };
  const item = openId ? state.view.items.find((candidate) => candidate.id === openId) ?? null : null;
  const titles = new Map(state.view.board.columns.map((column) => [column.id, column.title]));
  const lang = i18n.language;

  return (
    <BoardProvider value={value}>
      <PageHeader eyebrow={t('kanban.demo.eyebrow')} title={t('pages.kanbanDemo')} description={t('kanban.demo.description')} />
      <Alert color="violet" variant="light" icon={<IconSparkles size={18} aria-hidden />} title={t('kanban.demo.title')} mb="md" data-testid="demo-notice">
        <Text size="sm">{t('kanban.demo.explain')}</Text>
        <Group gap="xs" mt="sm">
          <Button
            size="xs"
            variant="light"
            color="violet"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => {
              setState(createDemoBoard(text, new Date()));
              setFeedback(null);
              setFilters(NO_FILTERS);
            }}
          >
            {t('kanban.demo.restart')}
          </Button>
          {status === 'authenticated' ? (
            <Button size="xs" color="violet" component={Link} to={AGILE_ROUTES.kanban.path}>
              {t('kanban.demo.goToBoards')}
            </Button>
          ) : (
            <Button size="xs" color="violet" component={Link} to="/register">
              {t('kanban.demo.signUp')}
            </Button>
          )}
        </Group>
      </Alert>
      <BoardFilters items={state.view.items} filters={filters} onChange={setFilters} />
      {feedback ? (
        <Alert color={feedback.tone === 'error' ? 'red' : 'orange'} variant="light" role="alert" mb="sm" withCloseButton closeButtonLabel={t('kanban.close')} onClose={() => setFeedback(null)} data-testid="move-feedback" data-tone={feedback.tone}>
          {feedback.text}
        </Alert>
      ) : null}
      <BoardView />
      <Drawer opened={Boolean(item)} onClose={() => setOpenId(null)} position="right" title={item?.title ?? ''} closeButtonProps={{ 'aria-label': t('kanban.close') }}>
        {item ? (
          <Stack gap="sm">
            <Group gap={4}>
              <ItemTypeBadge type={item.type} />
              <StatusBadge status={item.status} />
              <PointsBadge points={item.storyPoints} />
              {item.labels.map((label) => (
                <Badge key={label} size="xs" variant="default">
                  {label}
                </Badge>
              ))}
              <AssigneeAvatar name={item.assigneeName} />
            </Group>
            <Text size="sm">
              {t('kanban.item.cycleTime')}: {item.cycleTime === null ? '–' : t('kanban.item.hours', { value: formatNumber(item.cycleTime, lang) })}
            </Text>
            <Text fw={600} size="sm">
              {t('kanban.item.history')}
            </Text>
            <Timeline bulletSize={18} lineWidth={2} active={Number.MAX_SAFE_INTEGER}>
              {state.history
                .filter((change) => change.itemId === item.id)
                .map((change, index) => (
                  <Timeline.Item
                    key={`${change.at}-${index}`}
                    bullet={<IconArrowRight size={10} aria-hidden />}
                    title={
                      change.fromColumnId === null
                        ? t('kanban.history.created', { to: titles.get(change.toColumnId) ?? '' })
                        : t('kanban.history.moved', { from: titles.get(change.fromColumnId) ?? '', to: titles.get(change.toColumnId) ?? '' })
                    }
                  >
                    <Text size="xs" c="dimmed">
                      {formatDateTime(change.at, lang)}
                    </Text>
                  </Timeline.Item>
                ))}
            </Timeline>
          </Stack>
        ) : null}
      </Drawer>
    </BoardProvider>
  );
}
