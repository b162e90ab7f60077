import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  Grid,
  Group,
  LineChart,
  LoadingState,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  errorMessage,
  notifications,
  translateError,
  useAppAbility,
  useTranslation,
} from '@suite/sdk/web';
import { CadenceSubjects } from '../../shared/permissions.js';
import { PULSE_MIN_RESPONSES } from '../../shared/rules.js';
import type { PulseSurvey } from '../../shared/team-endpoints.js';
import { useAnswerSurvey, useCloseSurvey, useCreateSurvey, usePulseResults, useRoster, useSurveys } from '../api.js';
import { formatDay, formatNumber } from '../components/format.js';
import { TeamPulseTrend } from '../components/TeamPulseTrend.js';
import { CadencePageFrame } from '../components/CadencePageFrame.js';

function AnswerForm({ survey }: { survey: PulseSurvey }) {
  const { t } = useTranslation('cadence');
  const answer = useAnswerSurvey();
  const [scores, setScores] = useState<Record<string, number>>({});
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ params: { id: survey.id }, body: { scores, comment } }, { onSuccess: () => notifications.show({ color: 'green', message: t('pulse.thanks') }), onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {survey.questions.map((question) => (
          <div key={question.id}>
            <Text size="sm" fw={500} id={`pulse-${question.id}`}>
              {question.text}
            </Text>
            <SegmentedControl aria-labelledby={`pulse-${question.id}`} fullWidth data={['1', '2', '3', '4', '5']} value={scores[question.id] ? String(scores[question.id]) : ''} onChange={(value) => setScores((current) => ({ ...current, [question.id]: Number(value) }))} />
          </div>
        ))}
        <Textarea label={t('pulse.comment')} description={t('pulse.anonymous', { count: PULSE_MIN_RESPONSES })} value={comment} onChange={(event) => setComment(event.currentTarget.value)} maxLength={2000} autosize minRows={2} />
        <Group justify="flex-end">
          <Button type="submit" loading={answer.isPending} disabled={survey.questions.some((question) => !scores[question.id])}>
            {t('pulse.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Results({ survey }: { survey: PulseSurvey }) {
  const { t } = useTranslation('cadence');
  const roster = useRoster();
  const [teamId, setTeam] = useState<string | null>(null);
  const previousRound = new Date(Date.parse(`${survey.round}T00:00:00Z`) - survey.cadenceDays * 86_400_000).toISOString().slice(0, 10);
  // While this round is below the threshold, show the last one.
  const [round, setRound] = useState<string | null>(survey.responsesThisRound >= PULSE_MIN_RESPONSES ? null : previousRound);
  const results = usePulseResults(survey.id, { ...(round ? { round } : {}), ...(teamId ? { teamId } : {}) });
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Select size="xs" aria-label={t('pulse.round')} data={[{ value: survey.round, label: t('pulse.thisRound', { day: formatDay(survey.round) }) }, { value: previousRound, label: t('pulse.lastRound', { day: formatDay(previousRound) }) }]} value={round ?? survey.round} onChange={(value) => setRound(value === survey.round ? null : value)} />
        {roster.data ? <Select size="xs" aria-label={t('goals.team')} placeholder={t('scorecards.allTeams')} clearable data={roster.data.teams.map((team) => ({ value: team.id, label: team.name }))} value={teamId} onChange={setTeam} /> : null}
      </Group>
      {results.isPending ? (
        <LoadingState variant="cards" rows={1} />
      ) : results.isError ? (
        <Alert color="gray" data-testid="pulse-hidden">
          {translateError(errorMessage(results.error))}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group gap="lg">
            <div>
              <Text size="xs" c="dimmed">
                {t('pulse.average')}
              </Text>
              <Text size="xl" fw={700}>
                {formatNumber(results.data.average)} / 5
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('pulse.responses')}
              </Text>
              <Text size="xl" fw={700}>
                {results.data.responses}
              </Text>
            </div>
          </Group>
          {results.data.questions.map((question) => (
            <Group key={question.id} justify="space-between">
              <Text size="sm">{question.text}</Text>
              <Text size="sm" fw={600}>
                {formatNumber(question.average)}
              </Text>
            </Group>
          ))}
          <LineChart
            h={180}
            data={results.data.trend.map((point) => ({ round: formatDay(point.round), average: point.average }))}
            dataKey="round"
            series={[{ name: 'average', label: t('pulse.average'), color: 'blue.6' }]}
            yAxisProps={{ domain: [1, 5] }}
            connectNulls
          />
          {results.data.teams.length ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('pulse.byTeam')}
              </Text>
              {results.data.teams.map((team) => {
                const last = team.trend.at(-1);
                return (
                  <Group key={team.teamId} justify="space-between">
                    <Text size="sm">{team.name}</Text>
                    <Text size="sm">{last && !last.hidden ? formatNumber(last.average) : t('pulse.hiddenShort')}</Text>
                  </Group>
                );
              })}
            </Stack>
          ) : null}
          <TeamPulseTrend teams={results.data.teams} />
          {results.data.comments.length ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('pulse.comments')}
              </Text>
              {results.data.comments.map((comment, index) => (
                <Text key={index} size="sm" c="dimmed">
                  “{comment}”
                </Text>
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function CloseSurvey({ survey }: { survey: PulseSurvey }) {
  const { t } = useTranslation('cadence');
  const close = useCloseSurvey();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setAsking(true)}>
        {t('pulse.close')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('pulse.closeTitle')}
        message={t('pulse.closeMessage', { title: survey.title })}
        confirmLabel={t('pulse.close')}
        loading={close.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => close.mutate({ params: { id: survey.id } }, { onSettled: () => setAsking(false), onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) })}
      />
    </>
  );
}

function NewSurveyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const create = useCreateSurvey();
  const [title, setTitle] = useState('');
  const [questions, setQuestions] = useState('');
  const [cadenceDays, setCadence] = useState<number>(7);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = questions.split('\n').map((line) => line.trim()).filter(Boolean);
    create.mutate({ body: { title, questions: list, cadenceDays } }, { onSuccess: () => (setTitle(''), setQuestions(''), onClose()), onError: (failure) => setError(translateError(failure.message)) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('pulse.new')}>
      <form onSubmit={submit}>
        <Stack>
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label={t('pulse.title')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} required maxLength={120} />
          <Textarea label={t('pulse.questions')} description={t('pulse.questionsHint')} value={questions} onChange={(event) => setQuestions(event.currentTarget.value)} autosize minRows={3} required />
          <NumberInput label={t('pulse.cadence')} min={7} max={90} value={cadenceDays} onChange={(value) => setCadence(Number(value))} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /pulse-checks: short recurring surveys answered anonymously; results hidden below 5 responses, trends per team. */
export default function PulsePage() {
  const { t } = useTranslation('cadence');
  const ability = useAppAbility();
  const surveys = useSurveys();
  const [creating, setCreating] = useState(false);
  const canManage = ability.can('update', CadenceSubjects.pulseSurvey);
  const button = ability.can('create', CadenceSubjects.pulseSurvey) ? <Button onClick={() => setCreating(true)}>{t('pulse.new')}</Button> : null;
  return (
    <CadencePageFrame
      title={t('pages.pulseChecks')}
      description={t('pulse.description', { count: PULSE_MIN_RESPONSES })}
      actions={button}
      query={surveys}
      loading={{ variant: 'cards', rows: 2 }}
      loadError={t('pulse.loadError')}
      empty={{ when: (data) => data.length === 0, title: t('pulse.emptyTitle'), description: t('pulse.empty') }}
      overlays={<NewSurveyModal opened={creating} onClose={() => setCreating(false)} />}
    >
      {(data) => (
        <Stack gap="lg">
          {data.map((survey) => (
            <Paper key={survey.id} withBorder p="md" radius="md">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {survey.title}
                </Title>
                <Group gap="xs">
                  <Badge variant="light">{t('pulse.every', { count: survey.cadenceDays })}</Badge>
                  {survey.closed ? <Badge color="gray">{t('pulse.closed')}</Badge> : canManage ? <CloseSurvey survey={survey} /> : null}
                </Group>
              </Group>
              <Grid>
                <Grid.Col span={{ base: 12, md: 5 }}>
                  {survey.closed ? null : survey.answeredThisRound ? (
                    <Alert color="green" variant="light">
                      {t('pulse.answered', { day: formatDay(survey.round) })}
                    </Alert>
                  ) : (
                    <AnswerForm survey={survey} />
                  )}
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Results survey={survey} />
                </Grid.Col>
              </Grid>
            </Paper>
          ))}
        </Stack>
      )}
    </CadencePageFrame>
  );
}
