import { Button, Group, Select, TextInput, useTranslation } from '@suite/sdk/web';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { KanbanItem, KanbanItemType } from '../../../shared/kanban.js';
// From its own file: the barrel (kanban.ts) would bring every schema and endpoint into the standalone demo.
import { KANBAN_ITEM_TYPES } from '../../../shared/kanban-rules.js';
import { UNASSIGNED, filterOptions, hasFilters, type BoardFilters as Filters, NO_FILTERS } from '../board-state.js';

/** Search, assignee, label and type: every one given must hold. */
export function BoardFilters({ items, filters, onChange }: { items: KanbanItem[]; filters: Filters; onChange(filters: Filters): void }) {
  const { t } = useTranslation('agile');
  const options = filterOptions(items);
  const set = <K extends keyof Filters>(field: K, value: Filters[K]) => onChange({ ...filters, [field]: value });
  return (
    <Group gap="xs" wrap="wrap" role="search" aria-label={t('kanban.filters.title')} mb="sm">
      <TextInput
        size="xs"
        w={{ base: '100%', xs: 200 }}
        leftSection={<IconSearch size={14} aria-hidden />}
        placeholder={t('kanban.filters.search')}
        aria-label={t('kanban.filters.search')}
        value={filters.search}
        onChange={(event) => set('search', event.currentTarget.value)}
      />
      <Select
        size="xs"
        w={{ base: 'calc(50% - 4px)', xs: 170 }}
        aria-label={t('kanban.filters.assignee')}
        placeholder={t('kanban.filters.anyAssignee')}
        data={[{ value: UNASSIGNED, label: t('kanban.item.unassigned') }, ...options.assignees.map((assignee) => ({ value: assignee.id, label: assignee.name }))]}
        value={filters.assigneeId}
        onChange={(value) => set('assigneeId', value)}
        clearable
        searchable
      />
      <Select
        size="xs"
        w={{ base: 'calc(50% - 4px)', xs: 150 }}
        aria-label={t('kanban.filters.label')}
        placeholder={t('kanban.filters.anyLabel')}
        data={options.labels}
        value={filters.label}
        onChange={(value) => set('label', value)}
        clearable
        searchable
        nothingFoundMessage={t('kanban.filters.noLabels')}
      />
      <Select
        size="xs"
        w={{ base: 'calc(50% - 4px)', xs: 130 }}
        aria-label={t('kanban.filters.type')}
        placeholder={t('kanban.filters.anyType')}
        data={KANBAN_ITEM_TYPES.map((type) => ({ value: type, label: t(`kanban.type.${type}`) }))}
        value={filters.type}
        onChange={(value) => set('type', value as KanbanItemType | null)}
        clearable
      />
      {hasFilters(filters) ? (
        <Button size="xs" variant="subtle" color="gray" leftSection={<IconFilterOff size={14} aria-hidden />} onClick={() => onChange(NO_FILTERS)}>
          {t('kanban.filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
