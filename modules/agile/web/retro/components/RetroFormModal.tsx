import { useEffect, useState } from 'react';
import { SessionFormFrame } from '../../live/SessionFormFrame.js';
import {
  Accordion,
  NumberField,
  SelectField,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextareaField,
  TextField,
  translateError,
  useDebouncedValue,
  useTranslation,
} from '@suite/sdk/web';
import type { RetroSessionView } from '../../../shared/retro.js';
import { useTeams } from '../../teams/api.js';
import { useCreateRetro, useRetroTemplates, useTemplateSuggestions } from '../api/index.js';
import {
  DEFAULT_TEMPLATE_ID,
  RETRO_DESCRIPTION_MAX,
  RETRO_NAME_MAX,
  TIMED_PHASES,
  createRetroBody,
  emptyRetroForm,
  hasRetroFormProblems,
  isRetroFormKey,
  retroFormProblems,
  withTemplate,
  type RetroFormProblems,
  type RetroFormValues,
} from '../session-form.js';
import { TemplatePicker } from './TemplatePicker.js';

const NO_TEAM = 'none';

export interface RetroFormModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (session: RetroSessionView) => void;
  /** Preselect a team (from the team's page). */
  teamId?: string;
}

/**
 * Create a retrospective: name, description, team (or none), the template (suggestions by the
 * number of participants) and the settings of agile.md section 5. Checks as the user types with
 * the server's texts, keeps what was typed when saving fails, submits on Enter.
 */
export function RetroFormModal({ opened, onClose, onCreated, teamId = '' }: RetroFormModalProps) {
  const { t } = useTranslation('agile');
  const templates = useRetroTemplates({ enabled: opened });
  const teams = useTeams({ enabled: opened });
  const create = useCreateRetro();
  const [values, setValues] = useState<RetroFormValues>(() => emptyRetroForm(teamId));
  const [participants, setParticipants] = useState<number | ''>('');
  const [debouncedParticipants] = useDebouncedValue(participants, 300);
  const suggestions = useTemplateSuggestions(debouncedParticipants === '' ? null : debouncedParticipants);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [picked, setPicked] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setValues(emptyRetroForm(teamId));
    setPicked(false);
    setParticipants('');
    setTouched({});
    setSubmitted(false);
    setFailure(null);
  }, [opened, teamId]);

  // The best suggestion becomes the choice while the user has not picked one themselves.
  const suggestedIds = suggestions.data?.templates.map((template) => template.id) ?? [];
  const best = suggestions.data?.templates[0];
  useEffect(() => {
    if (best && !picked) setValues((current) => withTemplate(current, best));
  }, [best, picked]);
  // Until then, the default template's settings are the form's.
  const fallback = templates.data?.find((template) => template.id === DEFAULT_TEMPLATE_ID);
  useEffect(() => {
    if (opened && fallback) setValues((current) => (current.templateId === fallback.id ? withTemplate(current, fallback) : current));
  }, [opened, fallback]);

  const problems = retroFormProblems(values);
  const shown = (field: keyof RetroFormProblems) => {
    const problem = problems[field];
    if (!problem || !(submitted || touched[field])) return undefined;
    return isRetroFormKey(problem) ? t(problem) : translateError(problem);
  };
  const set = <K extends keyof RetroFormValues>(field: K, value: RetroFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = () => {
    setSubmitted(true);
    if (hasRetroFormProblems(problems) || create.isPending) return;
    setFailure(null);
    create.mutate({ body: createRetroBody(values) }, {
      onSuccess: (session) => {
        onCreated?.(session);
        onClose();
      },
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <SessionFormFrame opened={opened} onClose={onClose} title={t('retro.form.createTitle')} size="xl" failure={failure} onSubmit={submit} submitLabel={t('retro.form.create')} submitting={create.isPending}>
      <TextField
        label={t('retro.form.name')}
        placeholder={t('retro.form.namePlaceholder')}
        required
        data-autofocus
        maxLength={RETRO_NAME_MAX + 20}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        onBlur={() => setTouched((current) => ({ ...current, name: true }))}
        error={shown('name')}
      />
      <TextareaField
        label={t('retro.form.description')}
        description={t('form.optional')}
        minRows={2}
        maxRows={4}
        maxLength={RETRO_DESCRIPTION_MAX + 20}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={shown('description')}
      />
      <SelectField
        label={t('form.team')}
        description={teams.data && teams.data.length === 0 ? t('retro.form.noTeams') : undefined}
        data={[{ value: NO_TEAM, label: t('retro.form.noTeam') }, ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))]}
        value={values.teamId || NO_TEAM}
        onChange={(value) => set('teamId', !value || value === NO_TEAM ? '' : value)}
        comboboxProps={{ withinPortal: true }}
      />
      <TemplatePicker
        templates={templates.data ?? []}
        loading={templates.isPending}
        value={values.templateId}
        onChange={(template) => {
          setPicked(true);
          setValues((current) => withTemplate(current, template));
        }}
        participants={participants}
        onParticipantsChange={(next) => {
          setParticipants(next);
          setPicked(false);
        }}
        suggestedIds={suggestedIds}
        suggesting={suggestions.isFetching}
      />
      {templates.isError ? (
        <Text size="xs" c="red">
          {translateError(templates.error.message)}
        </Text>
      ) : null}
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="settings">
          <Accordion.Control>{t('retro.form.settings')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NumberField
                  label={t('retro.form.votesPerParticipant')}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  value={values.votesPerParticipant}
                  onChange={(value) => set('votesPerParticipant', value === '' ? '' : Number(value))}
                  error={shown('votesPerParticipant')}
                />
                <NumberField
                  label={t('retro.form.maxCards')}
                  description={t('retro.form.maxCardsHint')}
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  value={values.maxCardsPerParticipant}
                  onChange={(value) => set('maxCardsPerParticipant', value === '' ? '' : Number(value))}
                  error={shown('maxCardsPerParticipant')}
                />
              </SimpleGrid>
              <Switch label={t('retro.form.grouping')} checked={values.enableCardGrouping} onChange={(event) => set('enableCardGrouping', event.currentTarget.checked)} />
              <Switch label={t('retro.form.actionItems')} checked={values.enableActionItems} onChange={(event) => set('enableActionItems', event.currentTarget.checked)} />
              <Switch label={t('retro.form.blurCards')} description={t('retro.form.blurCardsHint')} checked={values.blurCards} onChange={(event) => set('blurCards', event.currentTarget.checked)} />
              <Switch label={t('retro.form.timer')} checked={values.timerEnabled} onChange={(event) => set('timerEnabled', event.currentTarget.checked)} />
              {values.timerEnabled ? (
                <>
                  <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
                    {TIMED_PHASES.map((phase) => (
                      <NumberField
                        key={phase}
                        label={t(`retro.phase.${phase}`)}
                        min={0}
                        max={240}
                        allowDecimal={false}
                        suffix=" min"
                        value={values.phaseMinutes[phase]}
                        onChange={(value) => set('phaseMinutes', { ...values.phaseMinutes, [phase]: value === '' ? '' : Number(value) })}
                      />
                    ))}
                  </SimpleGrid>
                  <Text size="xs" c={shown('phaseMinutes') ? 'red' : 'dimmed'}>
                    {shown('phaseMinutes') ?? t('retro.form.timerHint')}
                  </Text>
                </>
              ) : null}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </SessionFormFrame>
  );
}
