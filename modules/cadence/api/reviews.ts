import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, subject, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { CadenceSubjects as S, PEOPLE_SUBJECT } from '../shared/permissions.js';
import { ReviewEndpoints, type CalibrationRow, type Review, type ReviewCycle } from '../shared/review-endpoints.js';
import { canMoveCycle, canReadReview, mean, type ReviewKind } from '../shared/rules.js';
import { tenantQuery } from '@suite/sdk/server';
import { isActiveMember, isoOrNull, namesOf, rosterManagerOf, type CadenceDeps } from './common.js';
import { ReviewCycleModel, ReviewModel, ReviewParticipantModel } from './models.js';

async function findCycle(scope: TenantScope, id: string): Promise<ReviewCycleModel> {
  const row = await tenantQuery(scope, ReviewCycleModel).where('id', id).first();
  if (!row) throw new NotFoundError(E.CYCLE_NOT_FOUND);
  return row;
}

const participantsOf = async (scope: TenantScope, cycleId: string) => await tenantQuery(scope, ReviewParticipantModel).where('cycle_id', cycleId);
const reviewsOf = async (scope: TenantScope, cycleId: string) => await tenantQuery(scope, ReviewModel).where('cycle_id', cycleId);

/** Whether the viewer may see the cycle at all: its owner, people managers, and anyone with a part in it. */
function takesPart(userId: string, cycle: ReviewCycleModel, participants: ReviewParticipantModel[], reviews: ReviewModel[], peopleManager: boolean): boolean {
  return (
    peopleManager ||
    cycle.ownerUserId === userId ||
    participants.some((p) => p.revieweeUserId === userId || p.managerUserId === userId) ||
    reviews.some((review) => review.reviewerUserId === userId)
  );
}

async function cycleView(deps: CadenceDeps, scope: TenantScope, cycle: ReviewCycleModel, userId: string): Promise<ReviewCycle> {
  const participants = await participantsOf(scope, cycle.id);
  const reviews = await reviewsOf(scope, cycle.id);
  const mine = reviews.filter((review) => review.reviewerUserId === userId);
  const nameOf = await namesOf(deps, scope, [cycle.ownerUserId, ...mine.map((review) => review.revieweeUserId)]);
  return {
    id: cycle.id,
    name: cycle.name,
    periodStart: cycle.periodStart,
    periodEnd: cycle.periodEnd,
    dueDate: cycle.dueDate,
    status: cycle.status,
    ownerUserId: cycle.ownerUserId,
    ownerName: cycle.ownerUserId ? nameOf(cycle.ownerUserId) : null,
    ratingScale: cycle.ratingScale,
    peerVisibility: cycle.peerVisibility,
    questions: cycle.questions,
    participantCount: participants.length,
    reviewCount: reviews.length,
    submittedCount: reviews.filter((review) => review.submittedAt !== null).length,
    amOwner: cycle.ownerUserId === userId,
    myTasks: mine.map((review) => ({ reviewId: review.id, kind: review.kind, revieweeUserId: review.revieweeUserId, revieweeName: nameOf(review.revieweeUserId), submitted: review.submittedAt !== null })),
    myResultsReleased: cycle.status === 'released' && participants.some((p) => p.revieweeUserId === userId),
  };
}

async function reviewViews(deps: CadenceDeps, scope: TenantScope, cycle: ReviewCycleModel, rows: ReviewModel[]): Promise<Review[]> {
  const nameOf = await namesOf(deps, scope, rows.flatMap((row) => [row.revieweeUserId, row.reviewerUserId]));
  return rows.map((row) => ({
    id: row.id,
    cycleId: row.cycleId,
    kind: row.kind,
    revieweeUserId: row.revieweeUserId,
    revieweeName: nameOf(row.revieweeUserId),
    reviewerUserId: row.reviewerUserId,
    reviewerName: nameOf(row.reviewerUserId),
    questions: cycle.questions,
    answers: row.answers,
    rating: row.rating,
    ratingScale: cycle.ratingScale,
    submittedAt: isoOrNull(row.submittedAt),
  }));
}

/** The reviews a launched cycle needs: a self review, a manager review when there is a manager, one per peer. */
function assignments(participants: ReviewParticipantModel[]): { revieweeUserId: string; reviewerUserId: string; kind: ReviewKind }[] {
  return participants.flatMap((p) => [
    { revieweeUserId: p.revieweeUserId, reviewerUserId: p.revieweeUserId, kind: 'self' as const },
    ...(p.managerUserId ? [{ revieweeUserId: p.revieweeUserId, reviewerUserId: p.managerUserId, kind: 'manager' as const }] : []),
    ...p.peerUserIds.map((peer) => ({ revieweeUserId: p.revieweeUserId, reviewerUserId: peer, kind: 'peer' as const })),
  ]);
}

async function calibrationRows(deps: CadenceDeps, scope: TenantScope, cycle: ReviewCycleModel, only?: string): Promise<CalibrationRow[]> {
  const participants = (await participantsOf(scope, cycle.id)).filter((p) => !only || p.revieweeUserId === only);
  const reviews = await reviewsOf(scope, cycle.id);
  const nameOf = await namesOf(deps, scope, participants.flatMap((p) => [p.revieweeUserId, p.managerUserId]));
  return participants.map((p) => {
    const theirs = reviews.filter((review) => review.revieweeUserId === p.revieweeUserId);
    const submitted = theirs.filter((review) => review.submittedAt !== null);
    const ratingOf = (kind: ReviewKind) => submitted.find((review) => review.kind === kind)?.rating ?? null;
    return {
      revieweeUserId: p.revieweeUserId,
      name: nameOf(p.revieweeUserId),
      managerName: p.managerUserId ? nameOf(p.managerUserId) : null,
      selfRating: ratingOf('self'),
      managerRating: ratingOf('manager'),
      peerRating: mean(submitted.filter((review) => review.kind === 'peer' && review.rating !== null).map((review) => review.rating!)),
      finalRating: p.finalRating,
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
    if (cycle.ownerUserId !== userId) throw new ForbiddenError(E.CYCLE_OWNER_ONLY);
    return cycle;
  };

  routes.implement(ReviewEndpoints.cycles, async (req) => {
    const scope = req.scope!;
    const userId = req.user!.id;
    const peopleManager = req.ability!.can('read', PEOPLE_SUBJECT);
    const cycles = await tenantQuery(scope, ReviewCycleModel).orderBy('created_at', 'desc');
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
    const participants: Pick<ReviewParticipantModel, 'revieweeUserId' | 'managerUserId' | 'peerUserIds'>[] = [];
    for (const participant of body.participants) {
      if (seen.has(participant.userId)) continue;
      seen.add(participant.userId);
      const peers = [...new Set(participant.peerUserIds ?? [])];
      if (peers.includes(participant.userId)) throw new BusinessRuleError(E.SELF_PEER);
      for (const member of [participant.userId, ...peers]) if (!(await isActiveMember(deps, scope, member))) throw new NotFoundError(E.NOT_A_MEMBER);
      participants.push({ revieweeUserId: participant.userId, managerUserId: await rosterManagerOf(scope, participant.userId), peerUserIds: peers });
    }
    const cycle = await scope.transaction(async (tx) => {
      const row = await ReviewCycleModel.query(tx.knex)
        .insert({
          accountId: tx.accountId,
          name: body.name.trim(),
          periodStart: body.periodStart,
          periodEnd: body.periodEnd,
          dueDate: body.dueDate ?? null,
          ownerUserId: req.user!.id,
          questions: body.questions.map((text, index) => ({ id: `q${index + 1}`, text: text.trim() })),
          ratingScale: body.ratingScale,
          peerVisibility: body.peerVisibility ?? 'manager_only',
        })
        .returning('*');
      if (participants.length) await ReviewParticipantModel.query(tx.knex).insert(participants.map((p) => ({ ...p, accountId: tx.accountId, cycleId: row.id })));
      return row;
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
        if (rows.length) await ReviewModel.query(tx.knex).insert(rows.map((row) => ({ ...row, accountId: tx.accountId, cycleId: cycle.id }))).onConflict().ignore();
      }
      await tenantQuery(tx, ReviewCycleModel).findById(cycle.id).patch({ status: to });
    });
    return cycleView(deps, scope, await findCycle(scope, cycle.id), req.user!.id);
  });

  routes.implement(ReviewEndpoints.calibration, async (req) => calibrationRows(deps, req.scope!, await ownCycle(req.scope!, req.params.id, req.user!.id)));

  routes.implement(ReviewEndpoints.setFinalRating, async (req) => {
    const scope = req.scope!;
    const cycle = await ownCycle(scope, req.params.id, req.user!.id);
    const rating = req.body.finalRating;
    if (rating !== null && (rating < 1 || rating > cycle.ratingScale)) throw new BusinessRuleError(E.ratingRange(cycle.ratingScale));
    const updated = await tenantQuery(scope, ReviewParticipantModel).where({ cycle_id: cycle.id, reviewee_user_id: req.params.userId }).patch({ finalRating: rating });
    if (!updated) throw new NotFoundError(E.PERSON_NOT_FOUND);
    return (await calibrationRows(deps, scope, cycle, req.params.userId))[0]!;
  });

  routes.implement(ReviewEndpoints.results, async (req) => {
    const scope = req.scope!;
    const userId = req.user!.id;
    const cycle = await findCycle(scope, req.params.id);
    const participant = (await participantsOf(scope, cycle.id)).find((p) => p.revieweeUserId === req.params.userId);
    const isReviewee = userId === req.params.userId;
    const isManagerOrOwner = userId === cycle.ownerUserId || (participant?.managerUserId ?? null) === userId;
    if (!participant || (!isReviewee && !isManagerOrOwner)) throw new ForbiddenError(E.RESULTS_REFUSED);
    if (isReviewee && !isManagerOrOwner && cycle.status !== 'released') throw new ForbiddenError(E.RESULTS_NOT_RELEASED);
    const rows = (await reviewsOf(scope, cycle.id)).filter(
      (review) => review.revieweeUserId === participant.revieweeUserId && review.submittedAt !== null && canReadReview(userId, { reviewerUserId: review.reviewerUserId, revieweeUserId: review.revieweeUserId, kind: review.kind }, { ownerUserId: cycle.ownerUserId, status: cycle.status, peerVisibility: cycle.peerVisibility }, participant.managerUserId),
    );
    const nameOf = await namesOf(deps, scope, [participant.revieweeUserId]);
    return { revieweeUserId: participant.revieweeUserId, name: nameOf(participant.revieweeUserId), finalRating: cycle.status === 'released' || isManagerOrOwner ? participant.finalRating : null, reviews: await reviewViews(deps, scope, cycle, rows) };
  });

  const findReview = async (scope: TenantScope, id: string) => {
    const review = await tenantQuery(scope, ReviewModel).where('id', id).first();
    if (!review) throw new NotFoundError(E.REVIEW_NOT_FOUND);
    return { review, cycle: await findCycle(scope, review.cycleId) };
  };

  routes.implement(ReviewEndpoints.review, async (req) => {
    const scope = req.scope!;
    const { review, cycle } = await findReview(scope, req.params.id);
    const participant = (await participantsOf(scope, cycle.id)).find((p) => p.revieweeUserId === review.revieweeUserId);
    const readable = canReadReview(req.user!.id, { reviewerUserId: review.reviewerUserId, revieweeUserId: review.revieweeUserId, kind: review.kind }, { ownerUserId: cycle.ownerUserId, status: cycle.status, peerVisibility: cycle.peerVisibility }, participant?.managerUserId ?? null);
    // Only the reviewer sees a review before it is submitted.
    if (!readable || (review.submittedAt === null && review.reviewerUserId !== req.user!.id)) throw new ForbiddenError(E.REVIEW_READ_REFUSED);
    return (await reviewViews(deps, scope, cycle, [review]))[0]!;
  });

  routes.implement(ReviewEndpoints.saveReview, async (req) => {
    const scope = req.scope!;
    const { review, cycle } = await findReview(scope, req.params.id);
    if (req.ability!.cannot('update', subject(S.review, { reviewerUserId: review.reviewerUserId }))) throw new ForbiddenError(E.REVIEW_AUTHOR_ONLY);
    if (cycle.status !== 'running') throw new ConflictError(E.REVIEW_NOT_RUNNING);
    if (review.submittedAt !== null) throw new ConflictError(E.REVIEW_SUBMITTED);
    const { rating, submit } = req.body;
    if (rating !== undefined && rating !== null && (rating < 1 || rating > cycle.ratingScale)) throw new BusinessRuleError(E.ratingRange(cycle.ratingScale));
    const answers = Object.fromEntries(cycle.questions.map((question) => [question.id, req.body.answers[question.id]?.trim() ?? '']));
    if (submit && (cycle.questions.some((question) => !answers[question.id]) || (rating ?? review.rating) === null)) throw new BusinessRuleError(E.ANSWERS_REQUIRED);
    const [row] = await tenantQuery(scope, ReviewModel)
      .where('id', review.id)
      .patch({ answers, rating: rating === undefined ? review.rating : rating, submittedAt: submit ? deps.now() : null })
      .returning('*');
    return (await reviewViews(deps, scope, cycle, [row!]))[0]!;
  });
}
