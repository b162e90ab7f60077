import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Box, ConfirmDialog, Group, Paper, ScrollArea, Stack, Tabs, Text, TextInput, Tooltip, useMediaQuery, useTranslation } from '@suite/sdk/web';
import { IconCheck, IconPencil, IconStack2, IconTrash } from '@tabler/icons-react';
import type { RetroCard, RetroColumn, RetroGroup } from '../../../shared/retro.js';
import { useCommand } from '../../live/commands.js';
import { cardAllowance, columnLayout, type BoardItem } from '../board.js';
import { useRetro } from '../context.js';
import { CardEditor } from './AddCardForm.js';
import { columnColor, useColumnText } from './RetroBadges.js';
import { RetroCardItem, VoteCount, type BoardMode } from './RetroCardItem.js';
import { COLUMN, GROUP, useRetroDnd } from './retro-dnd.js';

// Drag and drop (dnd-kit) comes with the group phase (loaded while collecting).
const loadDnd = () => import('./RetroBoardDnd.js');
const RetroBoardDnd = lazy(loadDnd);

function CardSlot({ card, mode }: { card: RetroCard; mode: BoardMode }) {
  const { can } = useRetro();
  const { DraggableCard } = useRetroDnd();
  if (mode === 'group' && can.contribute && DraggableCard) return <DraggableCard card={card} />;
  return <RetroCardItem card={card} mode={mode} />;
}

/** A group: its title (renamed in the group phase), its cards, and its votes (the sum of its cards'). */
function GroupBox({ group, cards, mode }: { group: RetroGroup; cards: RetroCard[]; mode: BoardMode }) {
  const { t } = useTranslation('agile');
  const { can, handlers } = useRetro();
  const { busy, run } = useCommand();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(group.title);
  const [deleting, setDeleting] = useState(false);
  const { useDroppable, dropping } = useRetroDnd();
  const { setNodeRef, isOver } = useDroppable({ id: `${GROUP}${group.id}`, data: { group }, disabled: mode !== 'group' });
  const editable = mode === 'group' && can.contribute;
  const shownTitle = group.title || t('retro.group.untitled', { count: cards.length });
  const save = async () => {
    const ok = await run('rename', () => handlers.renameGroup(group.id, title.trim()));
    if (ok) setRenaming(false);
  };
  return (
    <Paper
      ref={setNodeRef}
      radius="md"
      p="xs"
      withBorder
      data-testid="retro-group"
      data-group-id={group.id}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dropping && isOver ? 'var(--mantine-primary-color-filled)' : undefined,
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      <Group justify="space-between" gap={4} mb={6} wrap="nowrap">
        {renaming ? (
          <form
            style={{ flex: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Group gap={4} wrap="nowrap">
              <TextInput
                size="xs"
                aria-label={t('retro.group.titleLabel')}
                placeholder={t('retro.group.titlePlaceholder')}
                value={title}
                maxLength={120}
                autoFocus
                onChange={(event) => setTitle(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setRenaming(false);
                }}
                style={{ flex: 1 }}
              />
              <ActionIcon type="submit" size="sm" variant="light" aria-label={t('retro.group.saveTitle')} loading={busy === 'rename'}>
                <IconCheck size={14} aria-hidden />
              </ActionIcon>
            </Group>
          </form>
        ) : (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconStack2 size={14} aria-hidden />
            <Text size="sm" fw={600} truncate data-testid="group-title">
              {shownTitle}
            </Text>
          </Group>
        )}
        <Group gap={2} wrap="nowrap">
          {mode !== 'collect' && mode !== 'group' ? <VoteCount votes={group.votes} /> : null}
          {editable && !renaming ? (
            <>
              <Tooltip label={t('retro.group.rename')}>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={t('retro.group.renameAria', { title: shownTitle })}
                  onClick={() => {
                    setTitle(group.title);
                    setRenaming(true);
                  }}
                >
                  <IconPencil size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('retro.group.delete')}>
                <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('retro.group.deleteAria', { title: shownTitle })} onClick={() => setDeleting(true)}>
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </>
          ) : null}
        </Group>
      </Group>
      <Stack gap={6}>
        {cards.map((card) => (
          <CardSlot key={card.id} card={card} mode={mode} />
        ))}
        {cards.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('retro.group.empty')}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t('retro.group.deleteTitle')}
        message={t('retro.group.deleteMessage')}
        confirmLabel={t('retro.group.delete')}
        loading={busy === 'deleteGroup'}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void run('deleteGroup', () => handlers.deleteGroup(group.id)).then(() => setDeleting(false))}
      />
    </Paper>
  );
}

function ItemList({ items, mode }: { items: BoardItem[]; mode: BoardMode }) {
  const { t } = useTranslation('agile');
  if (items.length === 0) {
    return (
      <Text size="xs" c="dimmed" ta="center" py="sm">
        {t('retro.board.columnEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {items.map((item) =>
        item.kind === 'card' ? <CardSlot key={item.card.id} card={item.card} mode={mode} /> : <GroupBox key={item.group.id} group={item.group} cards={item.cards} mode={mode} />,
      )}
    </Stack>
  );
}

/** One column: its prompt, the add-card field while collecting, and its cards and groups. */
function ColumnBody({ column, items, mode, showHeader }: { column: RetroColumn; items: BoardItem[]; mode: BoardMode; showHeader: boolean }) {
  const { t } = useTranslation('agile');
  const { snapshot, can, handlers } = useRetro();
  const { run } = useCommand();
  const text = useColumnText()(column, snapshot.session.format);
  const { useDroppable, dropping } = useRetroDnd();
  const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN}${column.id}`, data: { column }, disabled: mode !== 'group' });
  const allowance = cardAllowance(snapshot);
  const count = items.reduce((sum, item) => sum + (item.kind === 'card' ? 1 : item.cards.length), 0);
  return (
    <Stack gap="xs" ref={setNodeRef} data-testid={`column-${column.id}`} style={{ minHeight: 120, borderRadius: 8, outline: dropping && isOver ? '2px dashed var(--mantine-color-gray-5)' : undefined }}>
      {showHeader ? (
        <div style={{ borderTop: `4px solid var(--mantine-color-${columnColor(column)}-6)`, paddingTop: 6 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} size="sm" component="h3" m={0}>
              {text.title}
            </Text>
            <Badge size="sm" variant="light" color="gray" aria-label={t('retro.board.cardCount', { count })}>
              {count}
            </Badge>
          </Group>
          {text.description ? (
            <Text size="xs" c="dimmed">
              {text.description}
            </Text>
          ) : null}
        </div>
      ) : text.description ? (
        <Text size="xs" c="dimmed">
          {text.description}
        </Text>
      ) : null}
      {mode === 'collect' && can.contribute ? (
        <CardEditor
          label={t('retro.card.addLabel', { column: text.title })}
          submitLabel={t('retro.card.add')}
          testId={`add-card-${column.id}`}
          disabled={allowance.remaining === 0}
          hint={allowance.remaining === null ? undefined : t('retro.card.remaining', { count: allowance.remaining })}
          onSubmit={(content) => run('add', () => handlers.addCard(column.id, content))}
        />
      ) : null}
      <ItemList items={items} mode={mode} />
    </Stack>
  );
}

/**
 * The board: the session's columns side by side (a sideways scroller on tablets, tabs on phones).
 * In the group phase a card dragged onto another forms a group, onto a group joins it, and onto
 * its column leaves its group; every card also has a "group with" menu for the keyboard.
 */
export function RetroBoard({ mode, header }: { mode: BoardMode; header?: ReactNode }) {
  const { snapshot } = useRetro();
  const phone = useMediaQuery('(max-width: 48em)');
  const columnText = useColumnText();
  const layout = columnLayout(snapshot);
  const [tab, setTab] = useState<string | null>(snapshot.session.columns[0]?.id ?? null);
  // Collecting comes before grouping: drag and drop loads meanwhile.
  useEffect(() => {
    if (mode === 'collect') void loadDnd();
  }, [mode]);

  const board = phone ? (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {layout.map(({ column, items }) => (
            <Tabs.Tab
              key={column.id}
              value={column.id}
              rightSection={
                <Text size="xs" c="dimmed" fw={600}>
                  {items.reduce((sum, item) => sum + (item.kind === 'card' ? 1 : item.cards.length), 0)}
                </Text>
              }
            >
              {columnText(column, snapshot.session.format).title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {layout.map(({ column, items }) => (
        <Tabs.Panel key={column.id} value={column.id} pt="sm">
          <ColumnBody column={column} items={items} mode={mode} showHeader={false} />
        </Tabs.Panel>
      ))}
    </Tabs>
  ) : (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="flex-start" wrap="nowrap" gap="md" pb="xs">
        {layout.map(({ column, items }) => (
          <Box key={column.id} style={{ flex: '1 0 240px', maxWidth: 420, minWidth: 240 }}>
            <ColumnBody column={column} items={items} mode={mode} showHeader />
          </Box>
        ))}
      </Group>
    </ScrollArea>
  );

  return (
    <Stack gap="sm" data-testid="retro-board" data-mode={mode}>
      {header}
      {mode === 'group' ? (
        // Not the plain board meanwhile: a menu opened in it would close as the other takes its place.
        <Suspense fallback={<div data-testid="phase-loading" style={{ minHeight: 200 }} />}>
          <RetroBoardDnd>{board}</RetroBoardDnd>
        </Suspense>
      ) : (
        board
      )}
    </Stack>
  );
}
