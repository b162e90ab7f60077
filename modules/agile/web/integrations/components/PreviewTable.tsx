import { Badge, Group, Paper, ScrollArea, Stack, Table, Text, translateError, useMediaQuery, useTranslation } from '@suite/sdk/web';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { DevImportField, DevImportRow } from '../../../shared/dev-import.js';

/** Rows shown at most: the summary above counts them all. */
export const PREVIEW_ROWS_SHOWN = 300;

/** What a valid row leaves out (an assignee who is not a member, a parent not found...): it is imported all the same. */
function RowWarnings({ row }: { row: DevImportRow }) {
  const { t } = useTranslation('agile');
  if (!row.warnings.length) return null;
  return (
    <Stack gap={2} data-testid="row-warnings">
      {row.warnings.map((warning, index) => (
        <Group key={index} gap={4} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={12} color="var(--mantine-color-orange-7)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {warning.field ? `${t(`devImport.import.fields.${warning.field}`)}: ` : ''}
            {translateError(warning.message)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function RowErrors({ row }: { row: DevImportRow }) {
  const { t } = useTranslation('agile');
  if (row.errors.length === 0)
    return (
      <Stack gap={4} align="flex-start">
        <Badge color={row.action === 'update' ? 'blue.9' : 'dark'} variant="outline" size="sm" leftSection={<IconCheck size={10} aria-hidden />}>
          {row.action === 'update' ? t('devImport.import.update') : t('devImport.import.ok')}
        </Badge>
        <RowWarnings row={row} />
      </Stack>
    );
  return (
    <Stack gap={2}>
      {row.errors.map((error, index) => (
        <Text key={index} size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
          {error.field ? `${t(`devImport.import.fields.${error.field}`)}: ` : ''}
          {translateError(error.message)}
        </Text>
      ))}
    </Stack>
  );
}

function Meta({ row, fields }: { row: DevImportRow; fields: DevImportField[] }) {
  const { t } = useTranslation('agile');
  return (
    <Group gap={4} wrap="wrap">
      {fields.includes('type') && row.type ? (
        <Badge size="xs" variant="outline" color="indigo.9">
          {t(`devImport.import.types.${row.type}`)}
        </Badge>
      ) : null}
      {fields.includes('priority') && row.priority && row.priority !== 'none' ? (
        <Badge size="xs" variant="outline" color="dark">
          {t(`devImport.import.priorities.${row.priority}`)}
        </Badge>
      ) : null}
      {fields.includes('storyPoints') && row.storyPoints !== null ? (
        <Badge size="xs" variant="outline" color="gray.7">
          {row.storyPoints} {t('kanban.backlog.pointsShort')}
        </Badge>
      ) : null}
      {row.labels.map((label) => (
        <Badge key={label} size="xs" variant="default">
          {label}
        </Badge>
      ))}
      {fields.includes('externalKey') && row.externalKey ? (
        <Text size="xs" c="dimmed">
          {row.externalKey}
        </Text>
      ) : null}
      {fields.includes('status') && row.status ? (
        <Badge size="xs" variant="outline" color="dark">
          {row.column ?? t('devImport.import.inBacklog')}
        </Badge>
      ) : null}
      {row.sprint ? (
        <Text size="xs" c="dimmed">
          {row.sprint}
        </Text>
      ) : null}
      {row.assignee ? (
        <Text size="xs" c="dimmed">
          @{row.assignee.name}
        </Text>
      ) : null}
      {row.dueDate ? (
        <Text size="xs" c="dimmed">
          {t('devImport.import.due', { date: row.dueDate })}
        </Text>
      ) : null}
      {row.parentKey ? (
        <Text size="xs" c="dimmed">
          {t('devImport.import.parentOf', { key: row.parentKey })}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * The preview's rows: a table on wide screens, one card per row on a phone (the table's seven
 * columns do not fit 390 px). Invalid rows are marked and name their errors.
 */
export function PreviewTable({ rows, fields }: { rows: DevImportRow[]; fields: DevImportField[] }) {
  const { t } = useTranslation('agile');
  const narrow = useMediaQuery('(max-width: 48em)');
  const shown = rows.slice(0, PREVIEW_ROWS_SHOWN);
  const more = rows.length - shown.length;
  const footer = more > 0 ? <Text size="sm" c="dimmed">{t('devImport.import.more', { count: more })}</Text> : null;

  if (narrow)
    return (
      <Stack gap="xs" component="ol" aria-label={t('devImport.import.table')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((row) => (
          <Paper
            key={row.row}
            component="li"
            withBorder
            p="sm"
            radius="sm"
            data-testid="preview-row"
            style={row.errors.length ? { borderColor: 'var(--mantine-color-red-7)', borderLeftWidth: 4 } : undefined}
          >
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" fw={600}>
                  {t('devImport.import.rowN', { n: row.row })}
                </Text>
                {row.errors.length === 0 ? <RowErrors row={row} /> : null}
              </Group>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {row.title || '—'}
              </Text>
              <Meta row={row} fields={fields} />
              {row.errors.length ? <RowErrors row={row} /> : null}
            </Stack>
          </Paper>
        ))}
        {footer}
      </Stack>
    );

  return (
    <Stack gap="xs">
      <ScrollArea.Autosize mah={520} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': t('devImport.import.table') }}>
        <Table striped highlightOnHover stickyHeader verticalSpacing="xs" aria-label={t('devImport.import.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>{t('devImport.import.row')}</Table.Th>
              <Table.Th>{t('devImport.import.fields.title')}</Table.Th>
              <Table.Th>{t('devImport.import.fields.description')}</Table.Th>
              {fields.includes('type') ? <Table.Th w={220}>{t('devImport.import.details')}</Table.Th> : null}
              <Table.Th w={240}>{t('devImport.import.errors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.row} data-testid="preview-row" data-invalid={row.errors.length ? true : undefined} style={row.errors.length ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-7)' } : undefined}>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {row.row}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {row.title || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {row.description ?? ''}
                  </Text>
                </Table.Td>
                {fields.includes('type') ? (
                  <Table.Td>
                    <Meta row={row} fields={fields} />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <RowErrors row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {footer}
    </Stack>
  );
}
