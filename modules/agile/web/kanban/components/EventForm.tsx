import { useState } from 'react';
import { CheckboxField, FormActions, FormError, SelectField, SimpleGrid, Stack, Text, TextareaField, TextField, translateError, useTranslation } from '@suite/sdk/web';
import { KANBAN_EVENT_TYPES, type KanbanEvent, type KanbanEventType } from '../../../shared/kanban.js';
import { kanbanCalls } from '../api/index.js';
import { eventFields, eventInstants } from '../calendar.js';
import { eventTimesProblem, eventTitleProblem } from '../forms.js';

interface EventFormProps {
  teamId: string;
  /** The event to edit; null adds one. */
  event: KanbanEvent | null;
  /** The day a new event starts on ('YYYY-MM-DD'). */
  defaultDay: string;
  onCancel(): void;
  onSaved(event: KanbanEvent): void;
}

interface Values {
  title: string;
  type: KanbanEventType;
  description: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

const valuesOf = (event: KanbanEvent | null, day: string): Values =>
  event
    ? { title: event.title, type: event.type, description: event.description ?? '', allDay: event.allDay, ...eventFields(event) }
    : { title: '', type: 'meeting', description: '', allDay: false, startDate: day, startTime: '09:00', endDate: day, endTime: '10:00' };

/** A team event: title, type, all day or from a time to a time (the user's clock), and a note. */
export function EventForm({ teamId, event, defaultDay, onCancel, onSaved }: EventFormProps) {
  const { t } = useTranslation('agile');
  const [values, setValues] = useState<Values>(() => valuesOf(event, defaultDay));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const instants = eventInstants(values);
  const problems = { title: eventTitleProblem(values.title), times: eventTimesProblem(instants.startAt, instants.endAt) };
  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      // Moving the start day carries a same-day end along.
      if (field === 'startDate' && current.endDate === current.startDate) next.endDate = value as string;
      return next;
    });

  const submit = async () => {
    setTouched(true);
    if (problems.title || problems.times || !instants.startAt || !instants.endAt) return;
    setSaving(true);
    setError(null);
    const body = { title: values.title.trim(), type: values.type, description: values.description.trim() ? values.description.trim() : null, allDay: values.allDay, startAt: instants.startAt, endAt: instants.endAt };
    try {
      onSaved(event ? await kanbanCalls.updateEvent(event.id, body) : await kanbanCalls.createEvent({ teamId, ...body }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  const heading = event ? t('kanban.eventForm.editTitle') : t('kanban.eventForm.createTitle');
  return (
    <form
      noValidate
      aria-label={heading}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>{heading}</Text>
        <FormError error={error} />
        <TextField
          label={t('kanban.eventForm.title')}
          value={values.title}
          onChange={(change) => set('title', change.currentTarget.value)}
          error={touched || values.title ? problems.title : undefined}
          required
          maxLength={200}
          data-autofocus
        />
        <SelectField
          label={t('kanban.eventForm.type')}
          data={KANBAN_EVENT_TYPES.map((type) => ({ value: type, label: t(`kanban.events.type.${type}`) }))}
          value={values.type}
          onChange={(value) => value && set('type', value as KanbanEventType)}
          allowDeselect={false}
        />
        <CheckboxField label={t('kanban.eventForm.allDay')} checked={values.allDay} onChange={(change) => set('allDay', change.currentTarget.checked)} />
        <SimpleGrid cols={values.allDay ? 2 : { base: 2, xs: 4 }} spacing="sm">
          <TextField type="date" label={t('kanban.eventForm.startDate')} value={values.startDate} onChange={(change) => set('startDate', change.currentTarget.value)} required />
          {values.allDay ? null : <TextField type="time" label={t('kanban.eventForm.startTime')} value={values.startTime} onChange={(change) => set('startTime', change.currentTarget.value)} required />}
          <TextField type="date" label={t('kanban.eventForm.endDate')} value={values.endDate} onChange={(change) => set('endDate', change.currentTarget.value)} required />
          {values.allDay ? null : <TextField type="time" label={t('kanban.eventForm.endTime')} value={values.endTime} onChange={(change) => set('endTime', change.currentTarget.value)} required />}
        </SimpleGrid>
        {problems.times ? (
          <Text size="xs" c="red" role="alert">
            {translateError(problems.times)}
          </Text>
        ) : null}
        <TextareaField
          label={t('kanban.eventForm.description')}
          description={t('kanban.optional')}
          value={values.description}
          onChange={(change) => set('description', change.currentTarget.value)}
          maxLength={4000}
          autosize
          minRows={2}
        />
        <FormActions onCancel={onCancel} saving={saving} cancelLabel={t('kanban.cancel')} submitLabel={event ? t('kanban.eventForm.save') : t('kanban.eventForm.create')} />
      </Stack>
    </form>
  );
}
