import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, FormActions, Group, Modal, NumberInput, Select, Slider, Stack, Text, TextInput, translateError, useTranslation } from '@suite/sdk/web';
import type { KeyResult, Objective } from '../../shared/goal-endpoints.js';
import type { Measurable } from '../../shared/team-endpoints.js';
import type { GoalLevel } from '../../shared/rules.js';
import { useRoster, useUpdateKeyResult, useUpdateMeasurable, useUpdateObjective } from '../api.js';
import { keyResultProblem, measurableProblem, objectiveProblem } from './goal-validation.js';

/** Owner choices: the roster's people with a login (goals are owned by members). */
function useOwners() {
  const roster = useRoster();
  return (roster.data?.people ?? []).filter((person) => person.userId).map((person) => ({ value: person.userId!, label: person.name }));
}

/** The frame of the three editors: a dialog around the form, the refusal above the fields, Cancel and Save below. */
function EditDialog({ title, problem, saving, onSubmit, onClose, children }: { title: string; problem: string | null; saving: boolean; onSubmit: (event: FormEvent) => void; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('cadence');
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {problem ? (
            <Alert color="red" role="alert">
              {translateError(problem)}
            </Alert>
          ) : null}
          {children}
          <FormActions submitLabel={t('common.save')} cancelLabel={t('common.cancel')} onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Edit an objective: title, level, alignment, team, owner and period (PATCH /cadence/objectives/{id}). */
export function EditObjectiveModal({ objective, objectives, onClose }: { objective: Objective; objectives: readonly Objective[]; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const update = useUpdateObjective();
  const roster = useRoster();
  const owners = useOwners();
  const [title, setTitle] = useState(objective.title);
  const [level, setLevel] = useState<GoalLevel>(objective.level);
  const [parentId, setParent] = useState<string | null>(objective.parentId);
  const [teamId, setTeam] = useState<string | null>(objective.teamId);
  const [ownerUserId, setOwner] = useState<string | null>(objective.ownerUserId);
  const [periodStart, setStart] = useState(objective.periodStart);
  const [periodEnd, setEnd] = useState(objective.periodEnd);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = objectiveProblem({ title, periodStart, periodEnd });
    setProblem(found);
    if (found) return;
    update.mutate({ params: { id: objective.id }, body: { title: title.trim(), level, parentId, teamId, ownerUserId, periodStart, periodEnd } }, { onSuccess: onClose, onError: (failure) => setProblem(failure.message) });
  };
  return (
    <EditDialog title={t('goals.editObjective')} problem={problem} saving={update.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('goals.title')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={200} withAsterisk />
      <Select label={t('goals.levelLabel')} allowDeselect={false} value={level} onChange={(value) => value && setLevel(value as GoalLevel)} data={(['company', 'team', 'person'] as const).map((value) => ({ value, label: t(`goals.level.${value}`) }))} />
      <Select label={t('goals.alignsTo')} clearable data={objectives.filter((o) => o.id !== objective.id).map((o) => ({ value: o.id, label: `${t(`goals.level.${o.level}`)} · ${o.title}` }))} value={parentId} onChange={setParent} />
      {roster.data ? <Select label={t('goals.team')} clearable data={roster.data.teams.map((team) => ({ value: team.id, label: team.name }))} value={teamId} onChange={setTeam} /> : null}
      <Select label={t('goals.owner')} clearable data={owners} value={ownerUserId} onChange={setOwner} />
      <Group grow>
        <TextInput type="date" label={t('goals.periodStart')} value={periodStart} onChange={(event) => setStart(event.currentTarget.value)} />
        <TextInput type="date" label={t('goals.periodEnd')} value={periodEnd} onChange={(event) => setEnd(event.currentTarget.value)} />
      </Group>
    </EditDialog>
  );
}

/** Edit a key result: title, start, target, unit, confidence and owner (PATCH /cadence/key-results/{id}); the value moves by check-in. */
export function EditKeyResultModal({ kr, onClose }: { kr: KeyResult; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const update = useUpdateKeyResult();
  const owners = useOwners();
  const [title, setTitle] = useState(kr.title);
  const [startValue, setStartValue] = useState<number>(kr.startValue);
  const [targetValue, setTargetValue] = useState<number>(kr.targetValue);
  const [unit, setUnit] = useState(kr.unit);
  const [confidence, setConfidence] = useState<number>(kr.confidence);
  const [ownerUserId, setOwner] = useState<string | null>(kr.ownerUserId);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = keyResultProblem({ title, startValue, targetValue });
    setProblem(found);
    if (found) return;
    update.mutate({ params: { id: kr.id }, body: { title: title.trim(), startValue, targetValue, unit, confidence, ownerUserId } }, { onSuccess: onClose, onError: (failure) => setProblem(failure.message) });
  };
  return (
    <EditDialog title={t('goals.editKeyResult')} problem={problem} saving={update.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('goals.title')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={200} withAsterisk />
      <Group grow>
        <NumberInput label={t('goals.start')} value={startValue} onChange={(value) => setStartValue(Number(value))} />
        <NumberInput label={t('goals.target')} value={targetValue} onChange={(value) => setTargetValue(Number(value))} />
        <TextInput label={t('goals.unit')} value={unit} onChange={(event) => setUnit(event.currentTarget.value)} maxLength={20} />
      </Group>
      <Stack gap={4}>
        <Text size="sm">{t('goals.confidenceLabel')}</Text>
        <Slider value={confidence} onChange={setConfidence} min={0} max={100} step={5} label={(value) => `${value} %`} aria-label={t('goals.confidenceLabel')} />
      </Stack>
      <Select label={t('goals.owner')} clearable data={owners} value={ownerUserId} onChange={setOwner} />
      {kr.metricSource ? (
        <Text size="xs" c="dimmed">
          {t('goals.liveHint')}
        </Text>
      ) : null}
    </EditDialog>
  );
}

/** Edit a measurable: name, direction, target, unit, team and owner (PATCH /cadence/measurables/{id}). */
export function EditMeasurableModal({ measurable, onClose }: { measurable: Measurable; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const update = useUpdateMeasurable();
  const roster = useRoster();
  const owners = useOwners();
  const [name, setName] = useState(measurable.name);
  const [target, setTarget] = useState<number>(measurable.target);
  const [direction, setDirection] = useState<'at_least' | 'at_most'>(measurable.direction);
  const [unit, setUnit] = useState(measurable.unit);
  const [teamId, setTeam] = useState<string | null>(measurable.teamId);
  const [ownerUserId, setOwner] = useState<string | null>(measurable.ownerUserId);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = measurableProblem({ name });
    setProblem(found);
    if (found) return;
    update.mutate({ params: { id: measurable.id }, body: { name: name.trim(), target, direction, unit, teamId, ownerUserId } }, { onSuccess: onClose, onError: (failure) => setProblem(failure.message) });
  };
  return (
    <EditDialog title={t('scorecards.edit')} problem={problem} saving={update.isPending} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('scorecards.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={120} withAsterisk />
      <Group grow>
        <Select label={t('scorecards.direction')} allowDeselect={false} data={(['at_least', 'at_most'] as const).map((value) => ({ value, label: t(`scorecards.${value}`) }))} value={direction} onChange={(value) => value && setDirection(value as 'at_least' | 'at_most')} />
        <NumberInput label={t('scorecards.target')} value={target} onChange={(value) => setTarget(Number(value))} />
        <TextInput label={t('goals.unit')} value={unit} onChange={(event) => setUnit(event.currentTarget.value)} maxLength={20} />
      </Group>
      {roster.data ? <Select label={t('goals.team')} clearable data={roster.data.teams.map((team) => ({ value: team.id, label: team.name }))} value={teamId} onChange={setTeam} /> : null}
      <Select label={t('scorecards.owner')} clearable data={owners} value={ownerUserId} onChange={setOwner} />
    </EditDialog>
  );
}
