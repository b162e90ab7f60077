import { useState } from 'react';
import { Badge, Group, MultiSelect, Paper, Stack, Table, TagsInput, Text, formatNumber, useDebouncedValue, useEndpointQuery } from '@suite/sdk/web';
import { FeatureRoiEndpoints, type FeatureRoi } from '../../shared/feature-roi-endpoints.js';
import { useProductT } from '../api.js';

type Source = 'measured' | 'typed';

/** "Measured" (teal) or "Typed" (grey): the screen says where each number comes from. */
export function SourceBadge({ source }: { source: Source }) {
  const { t } = useProductT();
  return (
    <Badge size="xs" variant="light" color={source === 'measured' ? 'teal' : 'gray'}>
      {source === 'measured' ? t('froi.measured') : t('froi.typed')}
    </Badge>
  );
}

/**
 * What the other domains measured for a feature: usage and satisfaction of its tagged pages
 * (engagement), the board items linked to it and the sprints the work was done in (agile).
 */
export function MeasuredPanel({ feature }: { feature: Pick<FeatureRoi, 'usage' | 'customer' | 'sources' | 'measuredUsage' | 'pagePatterns' | 'boardItems' | 'sprints'> }) {
  const { t, i18n } = useProductT();
  const n = (value: number) => formatNumber(value, i18n.language, 2);
  const usage = feature.measuredUsage;
  return (
    <Stack gap="sm" data-testid="roi-measured">
      <Paper withBorder p="sm">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('froi.activeUsers')}: {n(feature.usage.activeUsers)}
          </Text>
          <SourceBadge source={feature.sources.activeUsers} />
          <Text size="sm" fw={600} ml="md">
            {t('froi.satisfaction')}: {feature.customer.satisfactionScore === null ? '—' : n(feature.customer.satisfactionScore)}
          </Text>
          <SourceBadge source={feature.sources.satisfactionScore} />
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {usage
            ? t('froi.usageMeasured', { from: usage.from, to: usage.to, views: n(usage.pageViews), visitors: n(usage.visitors), answers: n(usage.satisfactionAnswers), pages: feature.pagePatterns.join(', ') })
            : feature.pagePatterns.length
              ? t('froi.usageUnavailable')
              : t('froi.usageHint')}
        </Text>
      </Paper>
      {feature.sprints.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('froi.sprints')}
          </Text>
          <Group gap="xs" wrap="wrap">
            {feature.sprints.map((sprint) => (
              <Badge key={sprint.id} variant="outline" color="indigo">
                {t('froi.sprintDone', { name: sprint.name, from: sprint.startDate, to: sprint.endDate, points: n(sprint.completedPoints) })}
              </Badge>
            ))}
          </Group>
        </div>
      )}
      {feature.boardItems.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label={t('froi.boardItems')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('froi.boardItems')}</Table.Th>
                <Table.Th>{t('froi.itemStatus')}</Table.Th>
                <Table.Th ta="right">{t('froi.points')}</Table.Th>
                <Table.Th>{t('froi.sprint')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {feature.boardItems.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.title}</Table.Td>
                  <Table.Td>{t(`froi.itemStatuses.${item.status}`, { defaultValue: item.status })}</Table.Td>
                  <Table.Td ta="right">{item.storyPoints === null ? '—' : n(item.storyPoints)}</Table.Td>
                  <Table.Td>{item.sprint?.name ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Board items to link, searched by title on the account's boards (agile BACKLOG through product's endpoint). */
export function BoardItemPicker({ value, onChange, known }: { value: string[]; onChange(ids: string[]): void; known: FeatureRoi['boardItems'] }) {
  const { t } = useProductT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useEndpointQuery(FeatureRoiEndpoints.boardItems, { query: debounced ? { search: debounced } : {} } as never);
  const options = new Map<string, string>();
  for (const item of [...known, ...(found.data ?? [])]) options.set(item.id, item.sprint ? `${item.title} · ${item.sprint.name}` : item.title);
  for (const id of value) if (!options.has(id)) options.set(id, id);
  return (
    <MultiSelect
      label={t('froi.boardItems')}
      description={t('froi.boardItemsHint')}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: list }) => list}
      nothingFoundMessage={t('froi.noBoardItems')}
      clearable
    />
  );
}

/** The pages tagged with the feature, as the widget's targeting writes them (/billing/*). */
export function PagePatternsInput({ value, onChange }: { value: string[]; onChange(patterns: string[]): void }) {
  const { t } = useProductT();
  return <TagsInput label={t('froi.pagePatterns')} description={t('froi.pagePatternsHint')} placeholder="/billing/*" value={value} onChange={onChange} maxTags={20} clearable />;
}
