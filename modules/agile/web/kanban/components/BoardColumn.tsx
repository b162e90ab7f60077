import { useState, type CSSProperties } from 'react';
import { ActionIcon, Button, Group, Menu, Stack, Text, TextInput, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconArrowLeft, IconArrowRight, IconColumnRemove, IconDots, IconGripHorizontal, IconLock, IconPencil, IconPlus } from '@tabler/icons-react';
import type { KanbanColumn, KanbanItem } from '../../../shared/kanban.js';
import { useBoard } from '../board-context.js';
import { refusesAnother } from '../board-state.js';
import { BoardCard } from './BoardCard.js';
import { translate, useBoardSort, useQuickAddDraft } from './board-sort.js';
import { WipIndicator } from './WipIndicator.js';

export const COLUMN_WIDTH = 280;
/** Below this the board scrolls sideways instead (phones, many columns). */
export const COLUMN_MIN_WIDTH = 176;
export const columnKey = (columnId: string) => `column:${columnId}`;

interface BoardColumnProps {
  column: KanbanColumn;
  columns: KanbanColumn[];
  /** Every card of the column, in order. */
  items: KanbanItem[];
  /** The cards the filters let through. */
  visible: KanbanItem[];
  /** A card from another column is over this one. */
  dropTarget: boolean;
}

function QuickAdd({ columnId, title }: { columnId: string; title: string }) {
  const { t } = useTranslation('agile');
  const { handlers } = useBoard();
  const [{ open, value }, update] = useQuickAddDraft(columnId);
  const setOpen = (next: boolean) => update({ open: next });
  const setValue = (next: string) => update({ value: next });
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const text = value.trim();
    if (!text || busy) return;
    setBusy(true);
    const ok = await handlers.createItem(columnId, text);
    setBusy(false);
    if (ok) setValue('');
  };
  if (!open) {
    return (
      <Button variant="subtle" color="gray" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setOpen(true)} fullWidth justify="flex-start" aria-label={t('kanban.column.addItemTo', { column: title })}>
        {t('kanban.column.addItem')}
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        size="xs"
        autoFocus
        value={value}
        maxLength={300}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            setValue('');
          }
        }}
        placeholder={t('kanban.column.addPlaceholder')}
        aria-label={t('kanban.column.newItemTitle', { column: title })}
        disabled={busy}
      />
      <Group gap={4} mt={4}>
        <Button type="submit" size="xs" loading={busy} disabled={!value.trim()}>
          {t('kanban.column.add')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          onClick={() => {
            setOpen(false);
            setValue('');
          }}
        >
          {t('kanban.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** One column: its WIP indicator, its cards in order, and a quick add at the bottom. */
export function BoardColumn({ column, columns, items, visible, dropTarget }: BoardColumnProps) {
  const { t } = useTranslation('agile');
  const { can, handlers } = useBoard();
  const { useSortable, CardList } = useBoardSort();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: columnKey(column.id),
    data: { type: 'column', columnId: column.id },
    disabled: { draggable: !can.manageColumns, droppable: false },
  });
  const place = columns.findIndex((candidate) => candidate.id === column.id);
  const order = columns.map((candidate) => candidate.id);
  const shift = (by: number) => {
    const next = [...order];
    const [moved] = next.splice(place, 1);
    next.splice(place + by, 0, moved!);
    handlers.reorderColumns(next);
  };
  const refuses = dropTarget && refusesAnother(column, items.length);
  const style: CSSProperties = {
    transform: translate(transform),
    transition,
    opacity: isDragging ? 0.5 : undefined,
    // Columns share the width (five fit 1280 px beside the sidebar), never narrower than the minimum.
    flex: '1 1 0',
    minWidth: COLUMN_MIN_WIDTH,
    maxWidth: COLUMN_WIDTH,
    background: 'var(--mantine-color-default-hover)',
    borderRadius: 'var(--mantine-radius-md)',
    border: `1px solid ${refuses ? 'var(--mantine-color-red-filled)' : dropTarget ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
  };
  const headingId = `kanban-column-${column.id}`;
  return (
    <section ref={setNodeRef} style={style} aria-labelledby={headingId} data-testid="kanban-column" data-column-id={column.id} data-column-title={column.title}>
      <Group gap={4} wrap="nowrap" p="xs" pb={4} justify="space-between">
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          {can.manageColumns ? (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('kanban.column.drag', { column: column.title })}
              data-drag-handle
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripHorizontal size={14} aria-hidden />
            </ActionIcon>
          ) : null}
          <Text id={headingId} component="h2" fw={600} size="sm" truncate="end">
            {column.title}
          </Text>
          {column.wipMode === 'hard' && column.wipLimit !== null ? (
            <Tooltip label={t('kanban.wip.hardHint')} withArrow>
              <IconLock size={12} aria-label={t('kanban.wip.hard')} />
            </Tooltip>
          ) : null}
        </Group>
        <Group gap={4} wrap="nowrap">
          <WipIndicator column={column} count={items.length} />
          {can.manageColumns ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('kanban.column.actions', { column: column.title })}>
                  <IconDots size={14} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {handlers.editColumn ? (
                  <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => handlers.editColumn?.(column)}>
                    {t('kanban.column.edit')}
                  </Menu.Item>
                ) : null}
                <Menu.Item leftSection={<IconArrowLeft size={14} aria-hidden />} disabled={place <= 0} onClick={() => shift(-1)}>
                  {t('kanban.column.moveLeft')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowRight size={14} aria-hidden />} disabled={place >= columns.length - 1} onClick={() => shift(1)}>
                  {t('kanban.column.moveRight')}
                </Menu.Item>
                {handlers.deleteColumn ? (
                  <>
                    <Menu.Divider />
                    <Menu.Item color="red" leftSection={<IconColumnRemove size={14} aria-hidden />} onClick={() => handlers.deleteColumn?.(column)}>
                      {t('kanban.columnDelete.action')}
                    </Menu.Item>
                  </>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
      {refuses ? (
        <Text size="xs" c="red" px="xs" role="status">
          {t('kanban.wip.wouldRefuse', { limit: column.wipLimit })}
        </Text>
      ) : null}
      <CardList ids={visible.map((item) => item.id)}>
        <Stack component="ul" gap={6} p="xs" pt={4} m={0} style={{ overflowY: 'auto', minHeight: 48, flex: 1 }} aria-label={t('kanban.column.cards', { column: column.title })}>
          {visible.map((item) => (
            <BoardCard key={item.id} item={item} column={column} columns={columns} place={{ index: items.indexOf(item), count: items.length }} />
          ))}
          {visible.length === 0 ? (
            <Text component="li" size="xs" c="dimmed" ta="center" py="sm" style={{ listStyle: 'none' }}>
              {items.length === 0 ? t('kanban.column.empty') : t('kanban.column.allFiltered')}
            </Text>
          ) : null}
        </Stack>
      </CardList>
      {can.editItems ? (
        <div style={{ padding: '0 var(--mantine-spacing-xs) var(--mantine-spacing-xs)' }}>
          <QuickAdd columnId={column.id} title={column.title} />
        </div>
      ) : null}
    </section>
  );
}
