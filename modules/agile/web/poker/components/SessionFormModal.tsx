import { useEffect, useMemo, useState } from 'react';
import { SessionFormFrame } from '../../live/SessionFormFrame.js';
import {
  Badge,
  Group,
  NumberField,
  SelectField,
  Switch,
  Text,
  TextareaField,
  TextField,
  translateError,
  useTranslation,
  type ComboboxItem,
} from '@suite/sdk/web';
import { BUILT_IN_VOTING_SYSTEMS, POKER_STORY_LIMIT, type PokerSessionView, type VotingSystem } from '../../../shared/poker.js';
import { useCreatePokerSession, useUpdatePokerSession, useVotingSystems } from '../api.js';
import { useTeams } from '../../teams/api.js';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  TIMER_MAX_SECONDS,
  TIMER_MIN_SECONDS,
  emptySessionForm,
  formFromSession,
  hasProblems,
  isFormKey,
  sessionBody,
  sessionFormProblems,
  storyLines,
  updateBody,
  type SessionFormProblems,
  type SessionFormValues,
} from '../session-form.js';

/** The team select's value for a personal session (no team). */
const PERSONAL = 'personal';

export interface SessionFormModalProps {
  opened: boolean;
  /** The session to edit; absent to create one. */
  session?: PokerSessionView | null;
  onClose: () => void;
  onSaved?: (session: PokerSessionView) => void;
  /** The account's teams; a session may also be personal (no team). */
  teams?: { id: string; name: string }[];
}

/** The voting systems to offer: the account's list, or the built-ins while it loads or fails. */
function useSystems(): VotingSystem[] {
  const systems = useVotingSystems();
  return systems.data?.length ? systems.data : [...BUILT_IN_VOTING_SYSTEMS];
}

/**
 * The create/edit form of agile.md section 2: name, description, voting system, timer, team or
 * personal, stories one per line. Checks as the user types with the server's rules, keeps what
 * was typed when saving fails, and submits on Enter.
 */
export function SessionFormModal({ opened, session, onClose, onSaved, teams: givenTeams }: SessionFormModalProps) {
  // The account's teams, read here unless the caller gave them (a session may also be personal).
  const accountTeams = useTeams({ enabled: opened && !givenTeams });
  const teams = givenTeams ?? accountTeams.data ?? [];
  const { t } = useTranslation('agile');
  const creating = !session;
  const systems = useSystems();
  const create = useCreatePokerSession();
  const update = useUpdatePokerSession();
  const [values, setValues] = useState<SessionFormValues>(() => (session ? formFromSession(session) : emptySessionForm()));
  const [touched, setTouched] = useState<Partial<Record<keyof SessionFormValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setValues(session ? formFromSession(session) : emptySessionForm());
    setTouched({});
    setSubmitted(false);
    setFailure(null);
  }, [opened, session]);

  const problems = sessionFormProblems(values, { creating });
  const shown = (field: keyof SessionFormProblems) => {
    const problem = problems[field];
    if (!problem || !(submitted || touched[field])) return undefined;
    return isFormKey(problem) ? t(problem) : translateError(problem);
  };
  const set = <K extends keyof SessionFormValues>(field: K, value: SessionFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const systemOptions = useMemo(() => {
    const builtIn = systems.filter((system) => system.builtIn).map<ComboboxItem>((system) => ({ value: system.id, label: t(`votingSystems.${system.id}`, { defaultValue: system.name }) }));
    const custom = systems.filter((system) => !system.builtIn).map<ComboboxItem>((system) => ({ value: system.id, label: system.name }));
    return custom.length ? [{ group: t('form.builtInSystems'), items: builtIn }, { group: t('form.customSystems'), items: custom }] : builtIn;
  }, [systems, t]);
  const selectedSystem = systems.find((system) => system.id === values.votingSystemId) ?? BUILT_IN_VOTING_SYSTEMS[0]!;
  const stories = storyLines(values.stories);
  const saving = create.isPending || update.isPending;

  const submit = () => {
    setSubmitted(true);
    if (hasProblems(problems) || saving) return;
    setFailure(null);
    const done = {
      onSuccess: (saved: PokerSessionView) => {
        onSaved?.(saved);
        onClose();
      },
      onError: (error: Error) => setFailure(error.message),
    };
    if (session) update.mutate({ params: { id: session.id }, body: updateBody(values) }, done);
    else create.mutate({ body: sessionBody(values) }, done);
  };

  return (
    <SessionFormFrame opened={opened} onClose={onClose} title={creating ? t('form.createTitle') : t('form.editTitle')} size="lg" failure={failure} onSubmit={submit} submitLabel={creating ? t('form.create') : t('form.save')} submitting={saving} footnote={!creating ? <Text size="xs" c="dimmed">{t('form.storiesInRoom')}</Text> : null}>
      <TextField
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        required
        data-autofocus
        maxLength={NAME_MAX + 20}
        value={values.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        onBlur={() => setTouched((current) => ({ ...current, name: true }))}
        error={shown('name')}
      />
      <TextareaField
        label={t('form.description')}
        description={t('form.optional')}
        minRows={2}
        maxRows={5}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        error={shown('description')}
        maxLength={DESCRIPTION_MAX + 20}
      />
      <div>
        <SelectField
          label={t('form.votingSystem')}
          data={systemOptions}
          value={values.votingSystemId}
          onChange={(value) => value && set('votingSystemId', value)}
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap={4} mt={6} aria-label={t('form.cards')}>
          {[...selectedSystem.values]
            .sort((a, b) => a.order - b.order)
            .map((card) => (
              <Badge key={card.value} variant="outline" color="gray" radius="sm" tt="none">
                {card.label}
              </Badge>
            ))}
        </Group>
      </div>
      <Group gap="md" align="flex-start" wrap="wrap">
        <Switch label={t('form.timer')} checked={values.enableTimer} onChange={(event) => set('enableTimer', event.currentTarget.checked)} mt={values.enableTimer ? 30 : 0} />
        {values.enableTimer ? (
          <NumberField
            label={t('form.timerDuration')}
            description={t('form.timerRange', { min: TIMER_MIN_SECONDS, max: TIMER_MAX_SECONDS })}
            value={values.timerDuration === '' ? '' : Number(values.timerDuration)}
            onChange={(value) => set('timerDuration', value === '' ? '' : String(value))}
            min={TIMER_MIN_SECONDS}
            max={TIMER_MAX_SECONDS}
            allowDecimal={false}
            allowNegative={false}
            suffix=" s"
            w={200}
            error={shown('timerDuration')}
          />
        ) : null}
      </Group>
      <Switch label={t('form.autoReveal')} checked={values.autoReveal} onChange={(event) => set('autoReveal', event.currentTarget.checked)} />
      <SelectField
        label={t('form.team')}
        description={teams.length ? undefined : t('form.teamHint')}
        data-testid="poker-team-select"
        data={[{ value: PERSONAL, label: t('form.personal') }, ...teams.map((team) => ({ value: team.id, label: team.name }))]}
        value={values.teamId || PERSONAL}
        onChange={(value) => set('teamId', !value || value === PERSONAL ? '' : value)}
        disabled={!creating || teams.length === 0}
        comboboxProps={{ withinPortal: true }}
      />
      {creating ? (
        <TextareaField
          label={t('form.stories')}
          description={t('form.storiesHint', { count: stories.length, max: POKER_STORY_LIMIT })}
          placeholder={t('form.storiesPlaceholder')}
          minRows={4}
          maxRows={10}
          value={values.stories}
          onChange={(event) => set('stories', event.currentTarget.value)}
          error={shown('stories')}
        />
      ) : null}
    </SessionFormFrame>
  );
}
