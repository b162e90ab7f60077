import type { ReactNode } from 'react';
import { Group, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from './states.js';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Right-align numbers. */
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Server-side pagination (limit / offset). */
  pagination?: { total: number; limit: number; offset: number; onChange: (offset: number) => void };
  onRowClick?: (row: T) => void;
  caption?: string;
}

/** A table that scrolls inside its own box on phones (UI.md). */
export function DataTable<T>({ columns, rows, rowKey, loading, empty, pagination, onRowClick, caption }: DataTableProps<T>) {
  const { t } = useTranslation('common');
  if (loading) return <LoadingState variant="table" rows={5} />;
  if (rows.length === 0 && empty) return <>{empty}</>;
  const page = pagination ? Math.floor(pagination.offset / pagination.limit) + 1 : 1;
  const pages = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.limit)) : 1;
  return (
    <div>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped highlightOnHover={Boolean(onRowClick)} verticalSpacing="xs" miw={560} captionSide="top">
          {caption ? <Table.Caption style={{ textAlign: 'left', marginTop: 0 }}>{caption}</Table.Caption> : null}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} style={{ textAlign: column.align ?? 'left', width: column.width }}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" size="sm" ta="center" py="md">
                    {t('noResults')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter' || event.key === ' ') {
                            event.preventDefault();
                            onRowClick(row);
                          }
                        }
                      : undefined
                  }
                  tabIndex={onRowClick ? 0 : undefined}
                  role={onRowClick ? 'button' : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} style={{ textAlign: column.align ?? 'left' }}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pagination && pagination.total > pagination.limit ? (
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed">
            {t('rowsOf', { from: pagination.offset + 1, to: Math.min(pagination.offset + pagination.limit, pagination.total), total: pagination.total })}
          </Text>
          <Pagination size="sm" total={pages} value={page} onChange={(next) => pagination.onChange((next - 1) * pagination.limit)} />
        </Group>
      ) : null}
    </div>
  );
}
