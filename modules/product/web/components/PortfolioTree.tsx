import { useMemo, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ActionIcon, Badge, Box, Button, COMMENTS_NAMESPACE, ColorSwatch, ConfirmDialog, Group, Menu, Modal, Paper, Select, Stack, Text, notifications, translateError, useTranslation } from '@suite/sdk/web';
import type { PortfolioItem, ProductConfig } from '../../shared/portfolio-endpoints.js';
import { childLevelOf, parentLevelOf, RISK_LEVELS } from '../../shared/portfolio.js';
import { useDeleteItem, useMoveItem, useProductT, useSendToDelivery } from '../api.js';
import { BudgetBar } from './BudgetBar.js';
import type { ItemFormTarget } from './ItemFormModal.js';
import { DeliveryBadge } from './DeliveryBadge.js';
import { QuickAddRow } from './QuickAddRow.js';
import { visibleIds } from '../tree-filter.js';
import { RoiBadge } from './RoiBadge.js';

interface TreeProps {
  items: PortfolioItem[];
  config: ProductConfig;
  onEdit: (target: ItemFormTarget) => void;
  /** Open an item's comments or version history (issue 22); everyone who reads the tree may. */
  onOpenPanel?: (item: PortfolioItem, panel: 'comments' | 'history') => void;
  /** Observers read the tree: no menu, no drag. */
  readOnly?: boolean;
}

/**
 * The portfolio as a tree: expand and collapse, add a child inline, edit, move (drag a row onto a
 * new parent of the right level, or "Move to" from the keyboard), delete, send to delivery.
 */
export function PortfolioTree({ items, config, onEdit, onOpenPanel, readOnly = false }: TreeProps) {
  const { t } = useProductT();
  const { t: tc } = useTranslation(COMMENTS_NAMESPACE);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [category, setCategory] = useState<string | null>(null);
  const [risk, setRisk] = useState<string | null>(null);
  const [moving, setMoving] = useState<PortfolioItem | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);
  const [dragged, setDragged] = useState<PortfolioItem | null>(null);
  const [quickAdd, setQuickAdd] = useState<string | null>(null);
  const move = useMoveItem();
  const remove = useDeleteItem();
  const deliver = useSendToDelivery();

  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const children = useMemo(() => {
    const map = new Map<string | null, PortfolioItem[]>();
    for (const item of items) map.set(item.parentId, [...(map.get(item.parentId) ?? []), item]);
    return map;
  }, [items]);
  const visible = visibleIds(items, byId, { category, risk });
  const categories = new Map(config.categories.map((c) => [c.id, c]));
  const failed = (error: Error) => notifications.show({ color: 'red', message: translateError(error.message) });

  const moveTo = (item: PortfolioItem, parentId: string) => move.mutate({ params: { id: item.id }, body: { parentId } }, { onError: failed, onSuccess: () => setMoving(null) });
  const toggle = (id: string) =>
    setCollapsed((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const accepts = (target: PortfolioItem) => dragged !== null && dragged.id !== target.id && dragged.parentId !== target.id && parentLevelOf(dragged.level) === target.level;
  const onDrop = (event: DragEvent, target: PortfolioItem) => {
    event.preventDefault();
    if (dragged && accepts(target)) moveTo(dragged, target.id);
    setDragged(null);
  };

  // A render function, not a component: rows keep their DOM (and focus) across renders.
  function renderRow(item: PortfolioItem, depth: number) {
    const kids = (children.get(item.id) ?? []).filter((c) => !visible || visible.has(c.id));
    const open = !collapsed.has(item.id) || quickAdd === item.id;
    const childLevel = childLevelOf(item.level);
    const category = categories.get(item.justification.investmentCategoryId);
    const deliverable = config.deliveryAvailable && (item.level === 'epic' || item.level === 'story') && !item.delivery;
    return (
      <Box key={item.id} component="li" style={{ listStyle: 'none' }} role="treeitem" aria-expanded={kids.length ? open : undefined} aria-level={depth + 1} aria-label={item.title}>
        <Paper
          withBorder
          p="xs"
          mb={4}
          ml={{ base: depth * 10, sm: depth * 24 }}
          draggable={!readOnly && item.level !== 'product'}
          onDragStart={() => setDragged(item)}
          onDragEnd={() => setDragged(null)}
          onDragOver={(e) => accepts(item) && e.preventDefault()}
          onDrop={(e) => onDrop(e, item)}
          bg={dragged && accepts(item) ? 'var(--mantine-color-blue-light)' : undefined}
          data-testid={`portfolio-row-${item.level}`}
          data-tree-row
          tabIndex={0}
          aria-label={t('tree.rowLabel', { level: t(`levels.${item.level}`), title: item.title })}
          onKeyDown={(event) => onRowKey(event, item, kids.length > 0, open)}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
              <ActionIcon variant="subtle" size="sm" onClick={() => toggle(item.id)} disabled={!kids.length} aria-label={open ? t('tree.collapse', { title: item.title }) : t('tree.expand', { title: item.title })}>
                <span aria-hidden>{kids.length ? (open ? '▾' : '▸') : '·'}</span>
              </ActionIcon>
              <Badge variant="outline" size="sm" color="gray">
                {t(`levels.${item.level}`)}
              </Badge>
              {category && <ColorSwatch color={category.color} size={12} aria-label={category.name} title={`${category.code} · ${category.name}`} />}
              <Text fw={500} truncate="end" title={item.title}>
                {item.title}
              </Text>
            </Group>
            <Group gap="sm" wrap="wrap">
              {item.delivery && <DeliveryBadge delivery={item.delivery} />}
              {item.pendingApprovals?.map((pending) => (
                <Badge key={pending.requestId} color="yellow" variant="light" tt="none" title={pending.summary}>
                  {t(pending.kind === 'budget' ? 'approvals.budgetPending' : pending.kind === 'move' ? 'approvals.movePending' : 'approvals.deliveryPending')}
                </Badge>
              ))}
              <RoiBadge roi={item.roi} />
              <BudgetBar allocated={item.budget.allocated} remaining={item.budget.remaining} compact />
              {onOpenPanel && (
                <Button variant="subtle" size="compact-xs" onClick={() => onOpenPanel(item, 'comments')} aria-label={`${tc('panel.title')} · ${item.title}`}>
                  {tc('panel.title')}
                </Button>
              )}
              {!readOnly && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="default" aria-label={t('tree.actions', { title: item.title })}>
                    <span aria-hidden>⋯</span>
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {childLevel && childLevel !== 'story' && (
                    <Menu.Item
                      onClick={() => {
                        setQuickAdd(item.id);
                        setCollapsed((set) => new Set([...set].filter((id) => id !== item.id)));
                      }}
                    >
                      {t('tree.addChildInline', { level: t(`levels.${childLevel}`) })}
                    </Menu.Item>
                  )}
                  {childLevel && (
                    <Menu.Item onClick={() => onEdit({ mode: 'create', level: childLevel, parent: item })}>{t('tree.addChild', { level: t(`levels.${childLevel}`) })}</Menu.Item>
                  )}
                  <Menu.Item onClick={() => onEdit({ mode: 'edit', item, parent: item.parentId ? (byId.get(item.parentId) ?? null) : null })}>{t('actions.edit')}</Menu.Item>
                  {onOpenPanel && <Menu.Item onClick={() => onOpenPanel(item, 'history')}>{tc('versions.title')}</Menu.Item>}
                  {item.level !== 'product' && <Menu.Item onClick={() => setMoving(item)}>{t('tree.moveTo')}</Menu.Item>}
                  {deliverable && (
                    <Menu.Item onClick={() => deliver.mutate({ params: { id: item.id }, body: {} }, { onError: failed, onSuccess: (result) => notifications.show(result.approval ? { color: 'yellow', message: t('delivery.pendingApproval', { title: item.title, workflow: result.approval.workflowName }) } : { color: 'green', message: t('delivery.sent', { title: item.title }) }) })}>
                      {t('delivery.send')}
                    </Menu.Item>
                  )}
                  <Menu.Divider />
                  <Menu.Item color="red" onClick={() => setDeleting(item)}>
                    {t('actions.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              )}
            </Group>
          </Group>
        </Paper>
        {open && (kids.length > 0 || quickAdd === item.id) && (
          <Box component="ul" role="group" p={0} m={0}>
            {kids.map((child) => renderRow(child, depth + 1))}
            {quickAdd === item.id && childLevel && (
              <Box component="li" style={{ listStyle: 'none' }}>
                <QuickAddRow
                  parent={item}
                  level={childLevel}
                  depth={depth + 1}
                  onClose={() => setQuickAdd(null)}
                  onMore={() => {
                    setQuickAdd(null);
                    onEdit({ mode: 'create', level: childLevel, parent: item });
                  }}
                />
              </Box>
            )}
          </Box>
        )}
      </Box>
    );
  }

  /** Arrow keys walk the rows (Right opens, Left closes), Enter edits the focused row. */
  function onRowKey(event: KeyboardEvent<HTMLDivElement>, item: PortfolioItem, hasKids: boolean, open: boolean) {
    if (event.target !== event.currentTarget) return;
    const rows = [...document.querySelectorAll<HTMLElement>('[data-tree-row]')];
    const index = rows.indexOf(event.currentTarget);
    if (event.key === 'ArrowDown') rows[index + 1]?.focus();
    else if (event.key === 'ArrowUp') rows[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && hasKids && !open) toggle(item.id);
    else if (event.key === 'ArrowLeft' && hasKids && open) toggle(item.id);
    else if (event.key === 'Enter' && !readOnly) onEdit({ mode: 'edit', item, parent: item.parentId ? (byId.get(item.parentId) ?? null) : null });
    else return;
    event.preventDefault();
  }

  const roots = (children.get(null) ?? []).filter((r) => !visible || visible.has(r.id));
  const parentChoices = moving ? items.filter((i) => i.level === parentLevelOf(moving.level) && i.id !== moving.parentId) : [];

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label={t('filters.category')}
          placeholder={t('filters.all')}
          clearable
          w={220}
          data={config.categories.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
          value={category}
          onChange={setCategory}
        />
        <Select label={t('filters.risk')} placeholder={t('filters.all')} clearable w={160} data={RISK_LEVELS.map((r) => ({ value: r, label: t(`scale.risk.${r}`) }))} value={risk} onChange={setRisk} />
        <Button variant="subtle" onClick={() => setCollapsed(new Set())}>
          {t('tree.expandAll')}
        </Button>
        <Button variant="subtle" onClick={() => setCollapsed(new Set(items.filter((i) => i.childCount > 0).map((i) => i.id)))}>
          {t('tree.collapseAll')}
        </Button>
      </Group>
      {!readOnly && (
        <Text size="xs" c="dimmed">
          {t('tree.dragHint')} {t('tree.keyboardHint')}
        </Text>
      )}
      {roots.length === 0 ? (
        <Text c="dimmed">{t('filters.none')}</Text>
      ) : (
        <Box component="ul" role="tree" aria-label={t('tree.label')} p={0} m={0}>
          {roots.map((root) => renderRow(root, 0))}
        </Box>
      )}
      {moving && (
        <Modal opened onClose={() => setMoving(null)} title={t('tree.moveTitle', { title: moving.title })}>
          <Stack>
            {parentChoices.length === 0 ? (
              <Text>{t('tree.noParents')}</Text>
            ) : (
              <Select
                label={t('tree.newParent')}
                data={parentChoices.map((p) => ({ value: p.id, label: p.title }))}
                onChange={(value) => value && moveTo(moving, value)}
                data-autofocus
                searchable
              />
            )}
          </Stack>
        </Modal>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('tree.deleteTitle', { title: deleting?.title ?? '' })}
        message={t('tree.deleteMessage')}
        confirmLabel={t('actions.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ params: { id: deleting.id } }, { onError: failed, onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
