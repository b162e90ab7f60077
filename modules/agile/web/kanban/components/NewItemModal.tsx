import { useEffect, useState } from 'react';
import { FormActions, FormError, Modal, NumberField, SelectField, SimpleGrid, Stack, TextareaField, TextField, useTranslation } from '@suite/sdk/web';
import { KANBAN_ITEM_TYPES, type KanbanColumn, type KanbanItem, type KanbanItemType } from '../../../shared/kanban.js';
import { itemTitleProblem, pointsProblem, pointsValue } from '../forms.js';

export interface NewItemValues {
  title: string;
  description: string;
  type: KanbanItemType;
  storyPoints: number | string;
  columnId: string | null;
}

interface NewItemModalProps {
  opened: boolean;
  onClose(): void;
  /** Where the item can go; null (the backlog) is offered when `backlogLabel` is given. */
  columns: KanbanColumn[];
  backlogLabel?: string;
  defaultColumnId: string | null;
  title: string;
  create(body: { title: string; description: string | null; type: KanbanItemType; storyPoints: number | null; columnId: string | null }): Promise<KanbanItem>;
  onCreated(item: KanbanItem): void;
}

const BACKLOG = '__backlog__';

/** A new item with its type, points and column (or the backlog). */
export function NewItemModal({ opened, onClose, columns, backlogLabel, defaultColumnId, title, create, onCreated }: NewItemModalProps) {
  const { t } = useTranslation('agile');
  const [values, setValues] = useState<NewItemValues>({ title: '', description: '', type: 'story', storyPoints: '', columnId: defaultColumnId });
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setValues({ title: '', description: '', type: 'story', storyPoints: '', columnId: defaultColumnId });
    setTouched(false);
    setError(null);
  }, [opened, defaultColumnId]);
  const problems = { title: itemTitleProblem(values.title), storyPoints: pointsProblem(values.storyPoints) };
  const set = <K extends keyof NewItemValues>(field: K, value: NewItemValues[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setTouched(true);
    if (problems.title || problems.storyPoints) return;
    setSaving(true);
    setError(null);
    try {
      const item = await create({
        title: values.title.trim(),
        description: values.description.trim() ? values.description : null,
        type: values.type,
        storyPoints: pointsValue(values.storyPoints),
        columnId: values.columnId,
      });
      onCreated(item);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  const places = [...(backlogLabel ? [{ value: BACKLOG, label: backlogLabel }] : []), ...columns.map((column) => ({ value: column.id, label: column.title }))];
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
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
            label={t('kanban.item.title')}
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={touched || values.title ? problems.title : undefined}
            required
            maxLength={300}
            data-autofocus
          />
          <TextareaField label={t('kanban.item.description')} description={t('kanban.optional')} value={values.description} onChange={(event) => set('description', event.currentTarget.value)} autosize minRows={2} maxRows={6} />
          <SimpleGrid cols={2} spacing="sm">
            <SelectField
              label={t('kanban.item.type')}
              data={KANBAN_ITEM_TYPES.map((type) => ({ value: type, label: t(`kanban.type.${type}`) }))}
              value={values.type}
              onChange={(value) => value && set('type', value as KanbanItemType)}
              allowDeselect={false}
            />
            <NumberField label={t('kanban.item.points')} value={values.storyPoints} onChange={(value) => set('storyPoints', value)} min={0} max={1000} decimalScale={1} error={problems.storyPoints} />
          </SimpleGrid>
          {places.length > 1 ? (
            <SelectField
              label={t('kanban.item.column')}
              data={places}
              value={values.columnId ?? BACKLOG}
              onChange={(value) => set('columnId', !value || value === BACKLOG ? null : value)}
              allowDeselect={false}
            />
          ) : null}
          <FormActions onCancel={onClose} saving={saving} cancelLabel={t('kanban.cancel')} submitLabel={t('kanban.item.create')} />
        </Stack>
      </form>
    </Modal>
  );
}
