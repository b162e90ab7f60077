import type { CSSProperties, ReactNode } from 'react';
import { ActionIcon, Group, Menu, Paper, Pill, Text, UnstyledButton, useTranslation } from '@suite/sdk/web';
import { IconArrowDown, IconArrowUp, IconDots, IconGripVertical, IconHierarchy, IconArrowsMove } from '@tabler/icons-react';
import type { KanbanColumn, KanbanItem } from '../../../shared/kanban.js';
import { useBoard } from '../board-context.js';
import { AssigneeAvatar, ItemTypeBadge, PointsBadge, PriorityBadge } from './ItemBadges.js';
import { translate, useBoardSort } from './board-sort.js';

export interface CardPlace {
  /** Index in the full column (filters may hide cards). */
  index: number;
  count: number;
}

interface CardBodyProps {
  item: KanbanItem;
  /** The sortable handle's props (absent on the drag overlay and read-only boards). */
  handle?: { ref: (node: HTMLElement | null) => void; props: Record<string, unknown> };
  menu?: ReactNode;
  onOpen?: () => void;
  style?: CSSProperties;
  dragging?: boolean;
}

/** What a card shows: type, title, points, priority, labels, children and the assignee. */
export function CardBody({ item, handle, menu, onOpen, style, dragging }: CardBodyProps) {
  const { t } = useTranslation('agile');
  return (
    <Paper withBorder radius="sm" p="xs" shadow={dragging ? 'md' : 'xs'} style={style} data-testid="kanban-card" data-item-id={item.id} data-status={item.status}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {handle ? (
          <ActionIcon
            ref={handle.ref}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('kanban.card.drag', { title: item.title })}
            data-drag-handle
            style={{ cursor: 'grab', touchAction: 'none', flex: 'none' }}
            {...handle.props}
          >
            <IconGripVertical size={14} aria-hidden />
          </ActionIcon>
        ) : null}
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} aria-label={t('kanban.card.open', { title: item.title })} data-testid="kanban-card-open">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
            {item.title}
          </Text>
        </UnstyledButton>
        {menu}
      </Group>
      <Group gap={4} mt={6} justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="wrap" style={{ minWidth: 0 }}>
          <ItemTypeBadge type={item.type} />
          <PointsBadge points={item.storyPoints} />
          <PriorityBadge priority={item.priority} />
          {item.childCount > 0 ? (
            <Group gap={2} aria-label={t('kanban.card.children', { count: item.childCount })}>
              <IconHierarchy size={12} aria-hidden />
              <Text size="xs" c="dimmed">
                {item.childCount}
              </Text>
            </Group>
          ) : null}
        </Group>
        <AssigneeAvatar name={item.assigneeName} />
      </Group>
      {item.labels.length > 0 ? (
        <Group gap={4} mt={6}>
          {item.labels.map((label) => (
            <Pill key={label} size="xs">
              {label}
            </Pill>
          ))}
        </Group>
      ) : null}
    </Paper>
  );
}

/**
 * A card on the board. Drag it by its handle (mouse, touch, or keyboard: focus the handle, Space,
 * arrows, Space), or use its menu to move it to another column or up and down.
 */
export function BoardCard({ item, column, columns, place }: { item: KanbanItem; column: KanbanColumn; columns: KanbanColumn[]; place: CardPlace }) {
  const { t } = useTranslation('agile');
  const { can, handlers } = useBoard();
  const { useSortable } = useBoardSort();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    data: { type: 'item', columnId: column.id },
    disabled: !can.editItems,
  });
  const style: CSSProperties = { transform: translate(transform), transition, opacity: isDragging ? 0.4 : undefined };
  const menu = can.editItems ? (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('kanban.card.actions', { title: item.title })} style={{ flex: 'none' }}>
          <IconDots size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('kanban.card.moveTo')}</Menu.Label>
        {columns
          .filter((candidate) => candidate.id !== column.id)
          .map((candidate) => (
            <Menu.Item key={candidate.id} leftSection={<IconArrowsMove size={14} aria-hidden />} onClick={() => handlers.moveItem(item.id, candidate.id, Number.MAX_SAFE_INTEGER)}>
              {candidate.title}
            </Menu.Item>
          ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconArrowUp size={14} aria-hidden />} disabled={place.index === 0} onClick={() => handlers.moveItem(item.id, column.id, place.index - 1)}>
          {t('kanban.card.moveUp')}
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowDown size={14} aria-hidden />} disabled={place.index >= place.count - 1} onClick={() => handlers.moveItem(item.id, column.id, place.index + 1)}>
          {t('kanban.card.moveDown')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ) : null;
  return (
    <li ref={setNodeRef} style={{ listStyle: 'none', ...style }}>
      <CardBody
        item={item}
        handle={can.editItems ? { ref: setActivatorNodeRef, props: { ...attributes, ...listeners } } : undefined}
        menu={menu}
        onOpen={() => handlers.openItem(item.id)}
      />
    </li>
  );
}
