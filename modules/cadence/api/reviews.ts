import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, subject, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { CadenceSubjects as S, PEOPLE_SUBJECT } from '../shared/permissions.js';
import { ReviewEndpoints, type CalibrationRow, type Review, type ReviewCycle } from '../shared/review-endpoints.js';
import { canMoveCycle, canReadReview, mean, type CycleStatus, type PeerVisibility, type ReviewKind } from '../shared/rules.js';
import { T, isActiveMember, isoOrNull, namesOf, rosterManagerOf, type CadenceDeps } from './common.js';

interface CycleRow {
  id: string;
  name: string;
  period_start: string;
  period_end: string;
  due_date: string | null;
  owner_user_id: string | null;
  status: CycleStatus;
  questions: { id: string; text: string }[];
  rating_scale: number;
  peer_visibility: PeerVisibility;
}
interface ParticipantRow {
  cycle_id: string;
  reviewee_user_id: string;
  manager_user_id: string | null;
  peer_user_ids: string[];
  final_rating: number | null;
}
interface ReviewRow {
  id: string;
  cycle_id: string;
  reviewee_user_id: string;
  reviewer_user_id: string;
  kind: ReviewKind;
  answers: Record<string, string>;
  rating: number | null;
  submitted_at: Date | string | null;
}

async function findCycle(scope: TenantScope, id: string): Promise<CycleRow> {
  const row = (await scope.table(T.reviewCycles).where('id', id).first()) as unknown as CycleRow | undefined;
  if (!row) throw new NotFoundError(E.CYCLE_NOT_FOUND);
  return row;
}

const participantsOf = async (scope: TenantScope, cycleId: string) => (await scope.table(T.reviewParticipants).where('cycle_id', cycleId)) as unknown as ParticipantRow[];
const reviewsOf = async (scope: TenantScope, cycleId: string) => (await scope.table(T.reviews).where('cycle_id', cycleId)) as unknown as ReviewRow[];

/** Whether the viewer may see the cycle at all: its owner, people managers, and anyone with a part in it. */
function takesPart(userId: string, cycle: CycleRow, participants: ParticipantRow[], reviews: ReviewRow[], peopleManager: boolean): boolean {
  return (
    peopleManager ||
    cycle.owner_user_id === userId ||
    participants.some((p) => p.reviewee_user_id === userId || p.manager_user_id === userId) ||
    reviews.some((review) => review.reviewer_user_id === userId)
  );
}

async function cycleView(deps: CadenceDeps, scope: TenantScope, cycle: CycleRow, userId: string): Promise<ReviewCycle> {
  const participants = await participantsOf(scope, cycle.id);
  const reviews = await reviewsOf(scope, cycle.id);
  const mine = reviews.filter((review) => review.reviewer_user_id === userId);
  const nameOf = await namesOf(deps, scope, [cycle.owner_user_id, ...mine.map((review) => review.reviewee_user_id)]);
  return {
    id: cycle.id,
    name: cycle.name,
    periodStart: cycle.period_start,
    periodEnd: cycle.period_end,
    dueDate: cycle.due_date,
    status: cycle.status,
    ownerUserId: cycle.owner_user_id,
    ownerName: cycle.owner_user_id ? nameOf(cycle.owner_user_id) : null,
    ratingScale: cycle.rating_scale,
    peerVisibility: cycle.peer_visibility,
    questions: cycle.questions,
    participantCount: participants.length,
    reviewCount: reviews.length,
    submittedCount: reviews.filter((review) => review.submitted_at !== null).length,
    amOwner: cycle.owner_user_id === userId,
    myTasks: mine.map((review) => ({ reviewId: review.id, kind: review.kind, revieweeUserId: review.reviewee_user_id, revieweeName: nameOf(review.reviewee_user_id), submitted: review.submitted_at !== null })),
    myResultsReleased: cycle.status === 'released' && participants.some((p) => p.reviewee_user_id === userId),
  };
}

async function reviewViews(deps: CadenceDeps, scope: TenantScope, cycle: CycleRow, rows: ReviewRow[]): Promise<Review[]> {
  const nameOf = await namesOf(deps, scope, rows.flatMap((row) => [row.reviewee_user_id, row.reviewer_user_id]));
  return rows.map((row) => ({
    id: row.id,
    cycleId: row.cycle_id,
    kind: row.kind,
    revieweeUserId: row.reviewee_user_id,
    revieweeName: nameOf(row.reviewee_user_id),
    reviewerUserId: row.reviewer_user_id,
    reviewerName: nameOf(row.reviewer_user_id),
    questions: cycle.questions,
    answers: row.answers,
    rating: row.rating,
    ratingScale: cycle.rating_scale,
    submittedAt: isoOrNull(row.submitted_at),
  }));
}

/** The reviews a launched cycle needs: a self review, a manager review when there is a manager, one per peer. */
function assignments(participants: ParticipantRow[]): { reviewee_user_id: string; reviewer_user_id: string; kind: ReviewKind }[] {
  return participants.flatMap((p) => [
    { reviewee_user_id: p.reviewee_user_id, reviewer_user_id: p.reviewee_user_id, kind: 'self' as const },
    ...(p.manager_user_id ? [{ reviewee_user_id: p.reviewee_user_id, reviewer_user_id: p.manager_user_id, kind: 'manager' as const }] : []),
    ...p.peer_user_ids.map((peer) => ({ reviewee_user_id: p.reviewee_user_id, reviewer_user_id: peer, kind: 'peer' as const })),
  ]);
}

async function calibrationRows(deps: CadenceDeps, scope: TenantScope, cycle: CycleRow, only?: string): Promise<CalibrationRow[]> {
  const participants = (await participantsOf(scope, cycle.id)).filter((p) => !only || p.reviewee_user_id === only);
  const reviews = await reviewsOf(scope, cycle.id);
  const nameOf = await namesOf(deps, scope, participants.flatMap((p) => [p.reviewee_user_id, p.manager_user_id]));
  return participants.map((p) => {
    const theirs = reviews.filter((review) => review.reviewee_user_id === p.reviewee_user_id);
    const submitted = theirs.filter((review) => review.submitted_at !== null);
    const ratingOf = (kind: ReviewKind) => submitted.find((review) => review.kind === kind)?.rating ?? null;
    return {
      revieweeUserId: p.reviewee_user_id,
      name: nameOf(p.reviewee_user_id),
      managerName: p.manager_user_id ? nameOf(p.manager_user_id) : null,
      selfRating: ratingOf('self'),
      managerRating: ratingOf('manager'),
      peerRating: mean(submitted.filter((review) => review.kind === 'peer' && review.rating !== null).map((review) => review.rating!)),
      finalRating: p.final_rating,
      submitted: submitted.length,
      total: theirs.length,
    };
  });
}

export function registerReviews(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;

  const ownCycle = async (scope: TenantScope, id: string, userId: string) => {
    const cycle = await findCycle(scope, id);
    if (cycle.owner_user_id !== userId) throw new ForbiddenError(E.CYCLE_OWNER_ONLY);
    return cycle;
  };

  routes.implement(ReviewEndpoints.cycles, async (req) => {
    const scope = req.scope!;
    const userId = req.user!.id;
    const peopleManager = req.ability!.can('read', PEOPLE_SUBJECT);
    const cycles = (await scope.table(T.reviewCycles).orderBy('created_at', 'desc')) as unknown as CycleRow[];
    const visible: ReviewCycle[] = [];
    for (const cycle of cycles) {
      if (takesPart(userId, cycle, await participantsOf(scope, cycle.id), await reviewsOf(scope, cycle.id), peopleManager)) visible.push(await cycleView(deps, scope, cycle, userId));
    }
    return visible;
  });

  routes.implement(ReviewEndpoints.createCycle, async (req) => {
    const scope = req.scope!;
    const body = req.body;
    if (body.periodEnd <= body.periodStart) throw new BusinessRuleError(E.PERIOD_ORDER);
    const seen = new Set<string>();
    const participants: Omit<ParticipantRow, 'cycle_id' | 'final_rating'>[] = [];
    for (const participant of body.participants) {
      if (seen.has(participant.userId)) continue;
      seen.add(participant.userId);
      const peers = [...new Set(participant.peerUserIds ?? [])];
      if (peers.includes(participant.userId)) throw new BusinessRuleError(E.SELF_PEER);
      for (const member of [participant.userId, ...peers]) if (!(await isActiveMember(deps, scope, member))) throw new NotFoundError(E.NOT_A_MEMBER);
      participants.push({ reviewee_user_id: participant.userId, manager_user_id: await rosterManagerOf(scope, participant.userId), peer_user_ids: peers });
    }
    const cycle = await scope.transaction(async (tx) => {
      const [row] = (await tx
        .insert(T.reviewCycles, {
          name: body.name.trim(),
          period_start: body.periodStart,
          period_end: body.periodEnd,
          due_date: body.dueDate ?? null,
          owner_user_id: req.user!.id,
          questions: JSON.stringify(body.questions.map((text, index) => ({ id: `q${index + 1}`, text: text.trim() }))),
          rating_scale: body.ratingScale,
          peer_visibility: body.peerVisibility ?? 'manager_only',
        })
        .returning('*')) as unknown as CycleRow[];
      await tx.insert(
        T.reviewParticipants,
        participants.map((p) => ({ ...p, cycle_id: row!.id, peer_user_ids: JSON.stringify(p.peer_user_ids) })),
      );
      return row!;
    });
    return cycleView(deps, scope, cycle, req.user!.id);
  });

  routes.implement(ReviewEndpoints.cycle, async (req) => {
    const scope = req.scope!;
    const cycle = await findCycle(scope, req.params.id);
    if (!takesPart(req.user!.id, cycle, await participantsOf(scope, cycle.id), await reviewsOf(scope, cycle.id), req.ability!.can('read', PEOPLE_SUBJECT))) throw new NotFoundError(E.CYCLE_NOT_FOUND);
    return cycleView(deps, scope, cycle, req.user!.id);
  });

  routes.implement(ReviewEndpoints.moveCycle, async (req) => {
    const scope = req.scope!;
    const cycle = await ownCycle(scope, req.params.id, req.user!.id);
    const to = req.body.status;
    if (!canMoveCycle(cycle.status, to)) throw new ConflictError(E.cycleTransition(cycle.status, to));
    await scope.transaction(async (tx) => {
      if (cycle.status === 'draft' && to === 'running') {
        const rows = assignments(await participantsOf(tx, cycle.id));
        if (rows.length) await tx.insert(T.reviews, rows.map((row) => ({ ...row, cycle_id: cycle.id }))).onConflict().ignore();
      }
      await tx.table(T.reviewCycles).where('id', cycle.id).update({ status: to });
    });
    return cycleView(deps, scope, await findCycle(scope, cycle.id), req.user!.id);
  });

  routes.implement(ReviewEndpoints.calibration, async (req) => calibrationRows(deps, req.scope!, await ownCycle(req.scope!, req.params.id, req.user!.id)));

  routes.implement(ReviewEndpoints.setFinalRating, async (req) => {
    const scope = req.scope!;
    const cycle = await ownCycle(scope, req.params.id, req.user!.id);
    const rating = req.body.finalRating;
    if (rating !== null && (rating < 1 || rating > cycle.rating_scale)) throw new BusinessRuleError(E.ratingRange(cycle.rating_scale));
    const updated = await scope.table(T.reviewParticipants).where({ cycle_id: cycle.id, reviewee_user_id: req.params.userId }).update({ final_rating: rating });
    if (!updated) throw new NotFoundError(E.PERSON_NOT_FOUND);
    return (await calibrationRows(deps, scope, cycle, req.params.userId))[0]!;
  });

  routes.implement(ReviewEndpoints.results, async (req) => {
    const scope = req.scope!;
    const userId = req.user!.id;
    const cycle = await findCycle(scope, req.params.id);
    const participant = (await participantsOf(scope, cycle.id)).find((p) => p.reviewee_user_id === req.params.userId);
    const isReviewee = userId === req.params.userId;
    const isManagerOrOwner = userId === cycle.owner_user_id || (participant?.manager_user_id ?? null) === userId;
    if (!participant || (!isReviewee && !isManagerOrOwner)) throw new ForbiddenError(E.RESULTS_REFUSED);
    if (isReviewee && !isManagerOrOwner && cycle.status !== 'released') throw new ForbiddenError(E.RESULTS_NOT_RELEASED);
    const rows = (await reviewsOf(scope, cycle.id)).filter(
      (review) => review.reviewee_user_id === participant.reviewee_user_id && review.submitted_at !== null && canReadReview(userId, { reviewerUserId: review.reviewer_user_id, revieweeUserId: review.reviewee_user_id, kind: review.kind }, { ownerUserId: cycle.owner_user_id, status: cycle.status, peerVisibility: cycle.peer_visibility }, participant.manager_user_id),
    );
    const nameOf = await namesOf(deps, scope, [participant.reviewee_user_id]);
    return { revieweeUserId: participant.reviewee_user_id, name: nameOf(participant.reviewee_user_id), finalRating: cycle.status === 'released' || isManagerOrOwner ? participant.final_rating : null, reviews: await reviewViews(deps, scope, cycle, rows) };
  });

  const findReview = async (scope: TenantScope, id: string) => {
    const review = (await scope.table(T.reviews).where('id', id).first()) as unknown as ReviewRow | undefined;
    if (!review) throw new NotFoundError(E.REVIEW_NOT_FOUND);
    return { review, cycle: await findCycle(scope, review.cycle_id) };
  };

  routes.implement(ReviewEndpoints.review, async (req) => {
    const scope = req.scope!;
    const { review, cycle } = await findReview(scope, req.params.id);
    const participant = (await participantsOf(scope, cycle.id)).find((p) => p.reviewee_user_id === review.reviewee_user_id);
    const readable = canReadReview(req.user!.id, { reviewerUserId: review.reviewer_user_id, revieweeUserId: review.reviewee_user_id, kind: review.kind }, { ownerUserId: cycle.owner_user_id, status: cycle.status, peerVisibility: cycle.peer_visibility }, participant?.manager_user_id ?? null);
    // Only the reviewer sees a review before it is submitted.
    if (!readable || (review.submitted_at === null && review.reviewer_user_id !== req.user!.id)) throw new ForbiddenError(E.REVIEW_READ_REFUSED);
    return (await reviewViews(deps, scope, cycle, [review]))[0]!;
  });

  routes.implement(ReviewEndpoints.saveReview, async (req) => {
    const scope = req.scope!;
    const { review, cycle } = await findReview(scope, req.params.id);
    if (req.ability!.cannot('update', subject(S.review, { reviewerUserId: review.reviewer_user_id }))) throw new ForbiddenError(E.REVIEW_AUTHOR_ONLY);
    if (cycle.status !== 'running') throw new ConflictError(E.REVIEW_NOT_RUNNING);
    if (review.submitted_at !== null) throw new ConflictError(E.REVIEW_SUBMITTED);
    const { rating, submit } = req.body;
    if (rating !== undefined && rating !== null && (rating < 1 || rating > cycle.rating_scale)) throw new BusinessRuleError(E.ratingRange(cycle.rating_scale));
    const answers = Object.fromEntries(cycle.questions.map((question) => [question.id, req.body.answers[question.id]?.trim() ?? '']));
    if (submit && (cycle.questions.some((question) => !answers[question.id]) || (rating ?? review.rating) === null)) throw new BusinessRuleError(E.ANSWERS_REQUIRED);
    const [row] = (await scope
      .table(T.reviews)
      .where('id', review.id)
      .update({ answers: JSON.stringify(answers), rating: rating === undefined ? review.rating : rating, submitted_at: submit ? deps.now() : null })
      .returning('*')) as unknown as ReviewRow[];
    return (await reviewViews(deps, scope, cycle, [row!]))[0]!;
  });
}
