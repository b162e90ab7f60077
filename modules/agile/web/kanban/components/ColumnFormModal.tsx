import { useEffect, useState } from 'react';
import { FormActions, FormError, Modal, NumberField, SegmentedControl, SelectField, Stack, Text, TextField, useTranslation } from '@suite/sdk/web';
import { KANBAN_STATUS_CATEGORIES, KANBAN_WIP_LIMIT_PLACEHOLDER, type KanbanColumn, type KanbanStatusCategory, type KanbanWipMode } from '../../../shared/kanban.js';
import { kanbanCalls } from '../api/index.js';
import { columnTitleProblem, wipLimitProblem } from '../forms.js';

interface ColumnFormModalProps {
  boardId: string;
  /** The column to edit; null adds one at the right. */
  column: KanbanColumn | null;
  opened: boolean;
  onClose(): void;
  onSaved(): void;
}

interface Values {
  title: string;
  category: KanbanStatusCategory;
  wipLimit: number | string;
  wipMode: KanbanWipMode;
}

const valuesOf = (column: KanbanColumn | null): Values => ({
  title: column?.title ?? '',
  category: column?.category ?? 'active',
  wipLimit: column?.wipLimit ?? '',
  wipMode: column?.wipMode ?? 'soft',
});

/** A column's title, status category and WIP limit (soft: warn; hard: refuse). */
export function ColumnFormModal({ boardId, column, opened, onClose, onSaved }: ColumnFormModalProps) {
  const { t } = useTranslation('agile');
  const [values, setValues] = useState<Values>(() => valuesOf(column));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setValues(valuesOf(column));
      setTouched(false);
      setError(null);
    }
  }, [opened, column]);
  const problems = { title: columnTitleProblem(values.title), wipLimit: wipLimitProblem(values.wipLimit) };
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setTouched(true);
    if (problems.title || problems.wipLimit) return;
    setSaving(true);
    setError(null);
    const body = { title: values.title.trim(), category: values.category, wipLimit: values.wipLimit === '' ? null : Number(values.wipLimit), wipMode: values.wipMode };
    try {
      if (column) await kanbanCalls.updateColumn(column.id, body);
      else await kanbanCalls.createColumn({ boardId, ...body });
      onSaved();
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={column ? t('kanban.columnForm.editTitle') : t('kanban.columnForm.addTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <FormError error={error} />
          <TextField
            label={t('kanban.columnForm.title')}
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={touched || values.title ? problems.title : undefined}
            required
            maxLength={60}
            data-autofocus
          />
          <SelectField
            label={t('kanban.columnForm.category')}
            description={t('kanban.columnForm.categoryHint')}
            data={KANBAN_STATUS_CATEGORIES.map((category) => ({ value: category, label: t(`kanban.status.${category}`) }))}
            value={values.category}
            onChange={(value) => value && set('category', value as KanbanStatusCategory)}
            allowDeselect={false}
          />
          <NumberField
            label={t('kanban.columnForm.wipLimit')}
            description={t('kanban.columnForm.wipLimitHint')}
            placeholder={String(KANBAN_WIP_LIMIT_PLACEHOLDER)}
            value={values.wipLimit}
            onChange={(value) => set('wipLimit', value)}
            min={1}
            max={999}
            allowDecimal={false}
            error={problems.wipLimit}
          />
          <div>
            <Text size="sm" fw={500} id="wip-mode-label" mb={4}>
              {t('kanban.columnForm.wipMode')}
            </Text>
            <SegmentedControl
              aria-labelledby="wip-mode-label"
              value={values.wipMode}
              onChange={(value) => set('wipMode', value as KanbanWipMode)}
              data={[
                { value: 'soft', label: t('kanban.wip.soft') },
                { value: 'hard', label: t('kanban.wip.hard') },
              ]}
              disabled={values.wipLimit === ''}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {values.wipMode === 'hard' ? t('kanban.wip.hardHint') : t('kanban.wip.softHint')}
            </Text>
          </div>
          <FormActions onCancel={onClose} saving={saving} cancelLabel={t('kanban.cancel')} submitLabel={column ? t('kanban.columnForm.save') : t('kanban.columnForm.add')} />
        </Stack>
      </form>
    </Modal>
  );
}
