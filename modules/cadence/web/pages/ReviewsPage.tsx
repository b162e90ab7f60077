import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  ErrorState,
  Group,
  LoadingState,
  Modal,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  notifications,
  translateError,
  useAppAbility,
  useSession,
  useTranslation,
} from '@suite/sdk/web';
import { CadenceSubjects } from '../../shared/permissions.js';
import type { CalibrationRow, ReviewCycle } from '../../shared/review-endpoints.js';
import { useCalibration, useCreateCycle, useCycles, useMembers, useMoveCycle, useResults, useReview, useSaveReview, useSetFinalRating } from '../api.js';
import { formatDay } from '../components/format.js';
import { CadencePageFrame } from '../components/CadencePageFrame.js';

const failed = (error: Error) => notifications.show({ color: 'red', message: translateError(error.message) });
const NEXT: Partial<Record<ReviewCycle['status'], ReviewCycle['status']>> = { draft: 'running', running: 'calibrating', calibrating: 'released' };

function ReviewModal({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const review = useReview(reviewId);
  const save = useSaveReview();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [rating, setRating] = useState<string | null>(null);
  useEffect(() => {
    if (review.data) {
      setAnswers(review.data.answers);
      setRating(review.data.rating ? String(review.data.rating) : null);
    }
  }, [review.data]);
  const submitted = Boolean(review.data?.submittedAt);
  const send = (submit: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    save.mutate({ params: { id: reviewId }, body: { answers, rating: rating ? Number(rating) : null, submit } }, { onSuccess: () => (notifications.show({ color: 'green', message: t(submit ? 'reviews.submitted' : 'common.saved') }), submit && onClose()), onError: failed });
  };
  return (
    <Modal opened onClose={onClose} size="lg" title={review.data ? t(`reviews.kindOf.${review.data.kind}`, { name: review.data.revieweeName }) : t('reviews.review')}>
      {review.isPending ? (
        <LoadingState variant="cards" rows={2} />
      ) : review.isError ? (
        <ErrorState error={review.error} title={t('reviews.loadError')} />
      ) : (
        <form onSubmit={send(true)}>
          <Stack>
            {review.data.questions.map((question) => (
              <Textarea key={question.id} label={question.text} value={answers[question.id] ?? ''} onChange={(event) => setAnswers({ ...answers, [question.id]: event.currentTarget.value })} autosize minRows={3} readOnly={submitted} />
            ))}
            <Select label={t('reviews.rating', { max: review.data.ratingScale })} data={Array.from({ length: review.data.ratingScale }, (_, index) => String(index + 1))} value={rating} onChange={setRating} readOnly={submitted} w={160} />
            {submitted ? (
              <Alert color="green">{t('reviews.submittedOn', { day: formatDay(review.data.submittedAt) })}</Alert>
            ) : (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => send(false)()} loading={save.isPending}>
                  {t('reviews.saveDraft')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('reviews.submit')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function ResultsModal({ cycleId, userId, onClose }: { cycleId: string; userId: string; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const results = useResults(cycleId, userId);
  return (
    <Modal opened onClose={onClose} size="lg" title={t('reviews.results')}>
      {results.isPending ? (
        <LoadingState variant="cards" rows={2} />
      ) : results.isError ? (
        <ErrorState error={results.error} title={t('reviews.loadError')} />
      ) : (
        <Stack>
          <Text fw={600}>{t('reviews.finalRating', { value: results.data.finalRating ?? '—' })}</Text>
          {results.data.reviews.map((review) => (
            <Paper key={review.id} withBorder p="sm">
              <Text size="sm" fw={600}>
                {t(`reviews.kind.${review.kind}`)} · {review.kind === 'peer' ? t('reviews.peer') : review.reviewerName} · {review.rating ?? '—'}/{review.ratingScale}
              </Text>
              {review.questions.map((question) => (
                <Text key={question.id} size="sm">
                  <Text span c="dimmed">
                    {question.text}
                  </Text>{' '}
                  {review.answers[question.id]}
                </Text>
              ))}
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function Calibration({ cycle }: { cycle: ReviewCycle }) {
  const { t } = useTranslation('cadence');
  const rows = useCalibration(cycle.id);
  const setFinal = useSetFinalRating();
  if (rows.isError) return <ErrorState error={rows.error} title={t('reviews.loadError')} />;
  return (
    <DataTable<CalibrationRow>
      loading={rows.isPending}
      rows={rows.data ?? []}
      rowKey={(row) => row.revieweeUserId}
      caption={t('reviews.calibration')}
      columns={[
        { key: 'name', header: t('roster.name'), render: (row) => row.name },
        { key: 'manager', header: t('roster.manager'), render: (row) => row.managerName ?? '—' },
        { key: 'self', header: t('reviews.kind.self'), align: 'right', render: (row) => row.selfRating ?? '—' },
        { key: 'manager-rating', header: t('reviews.kind.manager'), align: 'right', render: (row) => row.managerRating ?? '—' },
        { key: 'peer', header: t('reviews.kind.peer'), align: 'right', render: (row) => row.peerRating ?? '—' },
        { key: 'done', header: t('reviews.done'), align: 'right', render: (row) => `${row.submitted}/${row.total}` },
        {
          key: 'final',
          header: t('reviews.final'),
          render: (row) => (
            <Select
              size="xs"
              w={90}
              aria-label={t('reviews.finalFor', { name: row.name })}
              disabled={cycle.status !== 'calibrating'}
              data={Array.from({ length: cycle.ratingScale }, (_, index) => String(index + 1))}
              value={row.finalRating ? String(row.finalRating) : null}
              onChange={(value) => setFinal.mutate({ params: { id: cycle.id, userId: row.revieweeUserId }, body: { finalRating: value ? Number(value) : null } }, { onError: failed })}
            />
          ),
        },
      ]}
    />
  );
}

function CycleCard({ cycle, onOpenReview, onOpenResults }: { cycle: ReviewCycle; onOpenReview: (id: string) => void; onOpenResults: (cycleId: string) => void }) {
  const { t } = useTranslation('cadence');
  const move = useMoveCycle();
  const next = NEXT[cycle.status];
  return (
    <Paper withBorder p="md" radius="md" data-testid="review-cycle">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              {cycle.name}
            </Title>
            <Text size="xs" c="dimmed">
              {formatDay(cycle.periodStart)} – {formatDay(cycle.periodEnd)}
              {cycle.dueDate ? ` · ${t('reviews.due', { day: formatDay(cycle.dueDate) })}` : ''} · {t('reviews.progress', { done: cycle.submittedCount, total: cycle.reviewCount })}
            </Text>
          </div>
          <Group gap="xs">
            <Badge>{t(`reviews.status.${cycle.status}`)}</Badge>
            {cycle.amOwner && next ? (
              <Button size="xs" variant="light" loading={move.isPending} onClick={() => move.mutate({ params: { id: cycle.id }, body: { status: next } }, { onError: failed })}>
                {t(`reviews.move.${next}`)}
              </Button>
            ) : null}
            {cycle.myResultsReleased ? (
              <Button size="xs" onClick={() => onOpenResults(cycle.id)}>
                {t('reviews.myResults')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {cycle.myTasks.length ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('reviews.myTasks')}
            </Text>
            {cycle.myTasks.map((task) => (
              <Group key={task.reviewId} justify="space-between">
                <Text size="sm">{t(`reviews.kindOf.${task.kind}`, { name: task.revieweeName })}</Text>
                <Button size="compact-xs" variant={task.submitted ? 'subtle' : 'light'} onClick={() => onOpenReview(task.reviewId)}>
                  {task.submitted ? t('reviews.view') : t('reviews.write')}
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
        {cycle.amOwner && cycle.status !== 'draft' ? <Calibration cycle={cycle} /> : null}
      </Stack>
    </Paper>
  );
}

function NewCycleModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const create = useCreateCycle();
  const members = useMembers();
  const [name, setName] = useState('');
  const [periodStart, setStart] = useState('');
  const [periodEnd, setEnd] = useState('');
  const [questions, setQuestions] = useState('');
  const [participants, setParticipants] = useState<string[]>([]);
  const [peerVisibility, setVisibility] = useState<'manager_only' | 'reviewee'>('manager_only');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { body: { name, periodStart, periodEnd, ratingScale: 5, peerVisibility, questions: questions.split('\n').map((q) => q.trim()).filter(Boolean), participants: participants.map((userId) => ({ userId })) } },
      { onSuccess: () => (setName(''), onClose()), onError: (failure) => setError(translateError(failure.message)) },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('reviews.new')} size="lg">
      <form onSubmit={submit}>
        <Stack>
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label={t('reviews.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={120} />
          <Group grow>
            <TextInput type="date" label={t('reviews.periodStart')} value={periodStart} onChange={(event) => setStart(event.currentTarget.value)} required />
            <TextInput type="date" label={t('reviews.periodEnd')} value={periodEnd} onChange={(event) => setEnd(event.currentTarget.value)} required />
          </Group>
          <Textarea label={t('reviews.questions')} description={t('pulse.questionsHint')} value={questions} onChange={(event) => setQuestions(event.currentTarget.value)} autosize minRows={3} required />
          <MultiSelect label={t('reviews.participants')} description={t('reviews.participantsHint')} data={(members.data ?? []).map((member) => ({ value: member.userId, label: member.name }))} value={participants} onChange={setParticipants} searchable />
          <Select label={t('reviews.peerVisibility')} data={(['manager_only', 'reviewee'] as const).map((value) => ({ value, label: t(`reviews.visibility.${value}`) }))} value={peerVisibility} onChange={(value) => setVisibility((value as 'manager_only' | 'reviewee') ?? 'manager_only')} />
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

/** /performance-reviews: cycles, the reviews the user writes, calibration for the cycle owner, released results. */
export default function ReviewsPage() {
  const { t } = useTranslation('cadence');
  const { user } = useSession();
  const ability = useAppAbility();
  const cycles = useCycles();
  const [creating, setCreating] = useState(false);
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [resultsOf, setResultsOf] = useState<string | null>(null);
  const button = ability.can('create', CadenceSubjects.reviewCycle) ? <Button onClick={() => setCreating(true)}>{t('reviews.new')}</Button> : null;
  return (
    <CadencePageFrame
      title={t('pages.performanceReviews')}
      description={t('reviews.description')}
      actions={button}
      query={cycles}
      loading={{ variant: 'cards', rows: 2 }}
      loadError={t('reviews.loadError')}
      empty={{ when: (data) => data.length === 0, title: t('reviews.emptyTitle'), description: t('reviews.empty') }}
      overlays={
        <>
          {reviewId ? <ReviewModal reviewId={reviewId} onClose={() => setReviewId(null)} /> : null}
          {resultsOf && user ? <ResultsModal cycleId={resultsOf} userId={user.id} onClose={() => setResultsOf(null)} /> : null}
          <NewCycleModal opened={creating} onClose={() => setCreating(false)} />
        </>
      }
    >
      {(data) => (
        <Stack gap="md">
          {data.map((cycle) => (
            <CycleCard key={cycle.id} cycle={cycle} onOpenReview={setReviewId} onOpenResults={setResultsOf} />
          ))}
        </Stack>
      )}
    </CadencePageFrame>
  );
}
