import { useEffect, useState } from 'react';
import { FormActions, FormError, Modal, NumberField, SimpleGrid, Stack, TextareaField, TextField, useTranslation } from '@suite/sdk/web';
import type { KanbanSprint } from '../../../shared/kanban.js';
import { kanbanCalls } from '../api/index.js';
import { pointsValue, sprintDatesProblem, sprintNameProblem } from '../forms.js';
import { nextSprintDefaults } from '../planning.js';

interface SprintFormModalProps {
  opened: boolean;
  teamId: string;
  boardId: string | null;
  /** The team's sprints, to name and date the next one. */
  sprints: KanbanSprint[];
  today: string;
  onClose(): void;
  onCreated(sprint: KanbanSprint): void;
}

export function SprintFormModal({ opened, teamId, boardId, sprints, today, onClose, onCreated }: SprintFormModalProps) {
  const { t } = useTranslation('agile');
  const [name, setName] = useState('');
  const [goal, setGoal] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(today);
  const [capacity, setCapacity] = useState<number | string>('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    const defaults = nextSprintDefaults(sprints, today, (n) => t('kanban.sprintForm.defaultName', { n }));
    setName(defaults.name);
    setStartDate(defaults.startDate);
    setEndDate(defaults.endDate);
    setGoal('');
    setCapacity('');
    setTouched(false);
    setError(null);
    // Defaults are set when the dialog opens.
  }, [opened]);
  const problems = { name: sprintNameProblem(name), dates: sprintDatesProblem(startDate, endDate) };

  const submit = async () => {
    setTouched(true);
    if (problems.name || problems.dates) return;
    setSaving(true);
    setError(null);
    try {
      const sprint = await kanbanCalls.createSprint({ teamId, boardId, name: name.trim(), goal: goal.trim() ? goal.trim() : null, startDate, endDate, capacityPoints: pointsValue(capacity) });
      onCreated(sprint);
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('kanban.sprintForm.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <FormError error={error} />
          <TextField label={t('kanban.sprintForm.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} error={touched || !name ? problems.name : undefined} required maxLength={120} data-autofocus />
          <TextareaField label={t('kanban.sprintForm.goal')} description={t('kanban.optional')} value={goal} onChange={(event) => setGoal(event.currentTarget.value)} maxLength={2000} autosize minRows={2} />
          <SimpleGrid cols={2} spacing="sm">
            <TextField type="date" label={t('kanban.sprintForm.start')} value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} required />
            <TextField type="date" label={t('kanban.sprintForm.end')} value={endDate} onChange={(event) => setEndDate(event.currentTarget.value)} error={problems.dates} required />
          </SimpleGrid>
          <NumberField label={t('kanban.sprintForm.capacity')} description={t('kanban.sprintForm.capacityHint')} value={capacity} onChange={setCapacity} min={0} max={100000} decimalScale={1} />
          <FormActions onCancel={onClose} saving={saving} cancelLabel={t('kanban.cancel')} submitLabel={t('kanban.sprintForm.create')} />
        </Stack>
      </form>
    </Modal>
  );
}
