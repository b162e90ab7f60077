import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, SelectField, Stack, Text, notifications, translateError, useTranslation } from '@suite/sdk/web';
import { KanbanErrors } from '@suite/sdk';
import type { KanbanColumn } from '../../../shared/kanban.js';
import { kanbanCalls } from '../api.js';

interface DeleteColumnModalProps {
  /** The column to delete; null: closed. */
  column: KanbanColumn | null;
  /** Every column of the board, left to right. */
  columns: KanbanColumn[];
  /** The items in the column now (not archived). */
  itemCount: number;
  onClose(): void;
  onDeleted(): void;
}

/**
 * Asks before a column goes. The sdk's ConfirmDialog holds a sentence, not a field, so this is the
 * same dialog with the one field this needs: where the column's items move (the server refuses to
 * delete a column that still holds items, and the last column of a board).
 */
export function DeleteColumnModal({ column, columns, itemCount, onClose, onDeleted }: DeleteColumnModalProps) {
  const { t } = useTranslation('agile');
  const others = columns.filter((candidate) => candidate.id !== column?.id);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!column) return;
    setError(null);
    // The neighbour on the left (else the right) is where the items most likely belong.
    const place = columns.findIndex((candidate) => candidate.id === column.id);
    setTarget((columns[place - 1] ?? columns[place + 1])?.id ?? null);
    // Reset when another column is asked about.
  }, [column?.id]);
  const lastColumn = others.length === 0;
  const needsTarget = itemCount > 0;

  const confirm = async () => {
    if (!column || busy || lastColumn || (needsTarget && !target)) return;
    setBusy(true);
    setError(null);
    try {
      await kanbanCalls.deleteColumn(column.id, needsTarget ? (target ?? undefined) : undefined);
      notifications.show({ color: 'green', message: t('kanban.columnDelete.deleted', { column: column.title }) });
      onDeleted();
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={column !== null} onClose={onClose} title={t('kanban.columnDelete.title', { column: column?.title ?? '' })} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {translateError(error)}
            </Alert>
          ) : null}
          {lastColumn ? (
            <Alert color="orange" variant="light" role="alert">
              {translateError(KanbanErrors.LAST_COLUMN)}
            </Alert>
          ) : (
            <Text size="sm">{needsTarget ? t('kanban.columnDelete.messageItems', { count: itemCount }) : t('kanban.columnDelete.messageEmpty')}</Text>
          )}
          {needsTarget && !lastColumn ? (
            <SelectField
              label={t('kanban.columnDelete.moveTo')}
              data={others.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
              value={target}
              onChange={setTarget}
              allowDeselect={false}
              required
              data-autofocus
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} type="button">
              {t('kanban.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={lastColumn || (needsTarget && !target)} loading={busy}>
              {t('kanban.columnDelete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
