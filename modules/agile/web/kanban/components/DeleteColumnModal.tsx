import { useEffect, useState } from 'react';
import { Alert, ConfirmDialog, FormError, SelectField, notifications, translateError, useTranslation } from '@suite/sdk/web';
import { KanbanErrors } from '../../../shared/errors/kanban-errors.js';
import type { KanbanColumn } from '../../../shared/kanban.js';
import { kanbanCalls } from '../api/index.js';

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
 * Asks before a column goes, with the one field this needs: where the column's items move (the
 * server refuses to delete a column that still holds items, and the last column of a board).
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
    if (!column || busy) return;
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
    <ConfirmDialog
      opened={column !== null}
      title={t('kanban.columnDelete.title', { column: column?.title ?? '' })}
      message={lastColumn ? null : needsTarget ? t('kanban.columnDelete.messageItems', { count: itemCount }) : t('kanban.columnDelete.messageEmpty')}
      confirmLabel={t('kanban.columnDelete.confirm')}
      cancelLabel={t('kanban.cancel')}
      danger
      loading={busy}
      confirmDisabled={lastColumn || (needsTarget && !target)}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {lastColumn ? (
        <Alert color="orange" variant="light" role="alert">
          {translateError(KanbanErrors.LAST_COLUMN)}
        </Alert>
      ) : null}
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
      <FormError error={error} />
    </ConfirmDialog>
  );
}
