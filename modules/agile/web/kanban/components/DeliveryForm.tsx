import { useEffect, useMemo, useState } from 'react';
import { FormActions, FormError, MultiSelect, SelectField, SimpleGrid, Stack, Text, TextareaField, TextField, useTranslation } from '@suite/sdk/web';
import { KANBAN_DELIVERY_STATUSES, type KanbanDelivery, type KanbanDeliveryStatus, type KanbanItem } from '../../../shared/kanban.js';
import { kanbanCalls } from '../api/index.js';
import { deliveryNameProblem } from '../forms.js';

interface DeliveryFormProps {
  boardId: string;
  /** The release to edit; null creates one. */
  delivery: KanbanDelivery | null;
  /** The items a release can ship: the board's and its backlog's. */
  items: KanbanItem[];
  onCancel(): void;
  onSaved(delivery: KanbanDelivery): void;
}

interface Values {
  name: string;
  description: string;
  status: KanbanDeliveryStatus;
  targetDate: string;
  itemIds: string[];
}

const valuesOf = (delivery: KanbanDelivery | null, items: KanbanItem[]): Values => ({
  name: delivery?.name ?? '',
  description: delivery?.description ?? '',
  status: delivery?.status ?? 'active',
  targetDate: delivery?.targetDate ?? '',
  itemIds: delivery ? items.filter((item) => item.deliveryId === delivery.id).map((item) => item.id) : [],
});

/** A release's name, status, target date and items; the name is checked as it is typed, with the server's text. */
export function DeliveryForm({ boardId, delivery, items, onCancel, onSaved }: DeliveryFormProps) {
  const { t } = useTranslation('agile');
  const [values, setValues] = useState<Values>(() => valuesOf(delivery, items));
  const [itemsTouched, setItemsTouched] = useState(false);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // The items can arrive after the form opened (the backlog loads on demand): pick them up until the user changes the list.
    if (!itemsTouched) setValues((current) => ({ ...current, itemIds: valuesOf(delivery, items).itemIds }));
  }, [items, delivery, itemsTouched]);
  const options = useMemo(() => items.map((item) => ({ value: item.id, label: item.title })), [items]);
  const nameProblem = deliveryNameProblem(values.name);
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setTouched(true);
    if (nameProblem) return;
    setSaving(true);
    setError(null);
    const common = { name: values.name.trim(), description: values.description.trim() ? values.description.trim() : null, status: values.status, targetDate: values.targetDate || null };
    try {
      const saved = delivery
        ? // Items are sent only when changed here, so items this form does not list (archived ones) keep their release.
          await kanbanCalls.replaceDelivery(delivery.id, { ...common, ...(itemsTouched ? { itemIds: values.itemIds } : {}) })
        : await kanbanCalls.createDelivery({ boardId, ...common, ...(values.itemIds.length ? { itemIds: values.itemIds } : {}) });
      onSaved(saved);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={delivery ? t('kanban.deliveryForm.editTitle') : t('kanban.deliveryForm.createTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{delivery ? t('kanban.deliveryForm.editTitle') : t('kanban.deliveryForm.createTitle')}</Text>
        <FormError error={error} />
        <TextField
          label={t('kanban.deliveryForm.name')}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={touched || values.name ? nameProblem : undefined}
          required
          maxLength={120}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <SelectField
            label={t('kanban.deliveryForm.status')}
            data={KANBAN_DELIVERY_STATUSES.map((status) => ({ value: status, label: t(`kanban.deliveries.status.${status}`) }))}
            value={values.status}
            onChange={(value) => value && set('status', value as KanbanDeliveryStatus)}
            allowDeselect={false}
          />
          <TextField type="date" label={t('kanban.deliveryForm.targetDate')} description={t('kanban.optional')} value={values.targetDate} onChange={(event) => set('targetDate', event.currentTarget.value)} />
        </SimpleGrid>
        <TextareaField
          label={t('kanban.deliveryForm.description')}
          description={t('kanban.optional')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          maxLength={4000}
          autosize
          minRows={2}
        />
        <MultiSelect
          label={t('kanban.deliveryForm.items')}
          description={t('kanban.deliveryForm.itemsHint')}
          placeholder={values.itemIds.length ? undefined : t('kanban.deliveryForm.itemsPlaceholder')}
          nothingFoundMessage={t('kanban.deliveryForm.noItems')}
          data={options}
          value={values.itemIds}
          onChange={(ids) => {
            setItemsTouched(true);
            set('itemIds', ids);
          }}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
        />
        {delivery ? (
          <Text size="xs" c="dimmed">
            {t('kanban.deliveryForm.cancelHint')}
          </Text>
        ) : null}
        <FormActions onCancel={onCancel} saving={saving} cancelLabel={t('kanban.cancel')} submitLabel={delivery ? t('kanban.deliveryForm.save') : t('kanban.deliveryForm.create')} />
      </Stack>
    </form>
  );
}
