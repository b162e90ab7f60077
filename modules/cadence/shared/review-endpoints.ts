import { defineEndpoint } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { CadenceErrors as E } from './errors.js';
import { CadenceSubjects } from './permissions.js';
import { Day, IdParams, Nullable, Text, Timestamp, Uuid } from './schema-parts.js';

export const REVIEW_KINDS = ['self', 'manager', 'peer'] as const;
export const CYCLE_STATUSES = ['draft', 'running', 'calibrating', 'released'] as const;
export const PEER_VISIBILITIES = ['manager_only', 'reviewee'] as const;
const Literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

const QuestionSchema = Type.Object({ id: Type.String(), text: Type.String() });
export const ReviewTaskSchema = Type.Object({ reviewId: Uuid, kind: Literals(REVIEW_KINDS), revieweeUserId: Uuid, revieweeName: Type.String(), submitted: Type.Boolean() });
export type ReviewTask = Static<typeof ReviewTaskSchema>;

export const ReviewCycleSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  periodStart: Day,
  periodEnd: Day,
  dueDate: Nullable(Day),
  status: Literals(CYCLE_STATUSES),
  ownerUserId: Nullable(Uuid),
  ownerName: Nullable(Type.String()),
  ratingScale: Type.Integer(),
  peerVisibility: Literals(PEER_VISIBILITIES),
  questions: Type.Array(QuestionSchema),
  participantCount: Type.Integer(),
  reviewCount: Type.Integer(),
  submittedCount: Type.Integer(),
  amOwner: Type.Boolean(),
  /** The reviews the caller writes in this cycle. */
  myTasks: Type.Array(ReviewTaskSchema),
  /** The caller is a participant and the cycle is released: their results can be opened. */
  myResultsReleased: Type.Boolean(),
});
export type ReviewCycle = Static<typeof ReviewCycleSchema>;

export const ReviewSchema = Type.Object({
  id: Uuid,
  cycleId: Uuid,
  kind: Literals(REVIEW_KINDS),
  revieweeUserId: Uuid,
  revieweeName: Type.String(),
  reviewerUserId: Uuid,
  reviewerName: Type.String(),
  questions: Type.Array(QuestionSchema),
  answers: Type.Record(Type.String(), Type.String()),
  rating: Nullable(Type.Integer()),
  ratingScale: Type.Integer(),
  submittedAt: Nullable(Timestamp),
});
export type Review = Static<typeof ReviewSchema>;

export const CalibrationRowSchema = Type.Object({
  revieweeUserId: Uuid,
  name: Type.String(),
  managerName: Nullable(Type.String()),
  selfRating: Nullable(Type.Integer()),
  managerRating: Nullable(Type.Integer()),
  peerRating: Nullable(Type.Number()),
  finalRating: Nullable(Type.Integer()),
  submitted: Type.Integer(),
  total: Type.Integer(),
});
export type CalibrationRow = Static<typeof CalibrationRowSchema>;

export const ResultsSchema = Type.Object({ revieweeUserId: Uuid, name: Type.String(), finalRating: Nullable(Type.Integer()), reviews: Type.Array(ReviewSchema) });
export type ReviewResults = Static<typeof ResultsSchema>;

export const CreateCycleBody = Type.Object(
  {
    name: Text(120, E.CYCLE_NAME_REQUIRED),
    periodStart: Day,
    periodEnd: Day,
    dueDate: Type.Optional(Nullable(Day)),
    questions: Type.Array(Text(500), { minItems: 1, maxItems: 20, errorMessage: { minItems: E.QUESTIONS_REQUIRED } }),
    ratingScale: Type.Integer({ minimum: 3, maximum: 10 }),
    peerVisibility: Type.Optional(Literals(PEER_VISIBILITIES)),
    participants: Type.Array(Type.Object({ userId: Uuid, peerUserIds: Type.Optional(Type.Array(Uuid, { maxItems: 10 })) }, { additionalProperties: false }), { minItems: 1, maxItems: 200, errorMessage: { minItems: E.PARTICIPANTS_REQUIRED } }),
  },
  { additionalProperties: false, errorMessage: { required: { name: E.CYCLE_NAME_REQUIRED, questions: E.QUESTIONS_REQUIRED, participants: E.PARTICIPANTS_REQUIRED } } },
);
const StatusBody = Type.Object({ status: Literals(CYCLE_STATUSES) }, { additionalProperties: false });
const SaveReviewBody = Type.Object(
  { answers: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 10_000 })), rating: Type.Optional(Nullable(Type.Integer())), submit: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const FinalRatingBody = Type.Object({ finalRating: Nullable(Type.Integer()) }, { additionalProperties: false });
const PersonParams = Type.Object({ id: Uuid, userId: Uuid });

const cycleNotFound = { status: 404 as const, text: E.CYCLE_NOT_FOUND };
const ownerOnly = { status: 403 as const, text: E.CYCLE_OWNER_ONLY };

/** Performance reviews: cycles, self/manager/peer reviews, calibration, released results. */
export const ReviewEndpoints = {
  cycles: defineEndpoint({ method: 'GET', path: '/cadence/review-cycles', schema: { response: Type.Array(ReviewCycleSchema) }, summary: 'Cycles the caller owns, takes part in or reviews in (all of them for people managers)' }),
  createCycle: defineEndpoint({
    method: 'POST',
    path: '/cadence/review-cycles',
    status: 201,
    can: ['create', CadenceSubjects.reviewCycle],
    schema: { body: CreateCycleBody, response: ReviewCycleSchema },
    errors: [{ status: 422, text: E.PERIOD_ORDER }, { status: 422, text: E.SELF_PEER }, { status: 404, text: E.NOT_A_MEMBER }],
  }),
  cycle: defineEndpoint({ method: 'GET', path: '/cadence/review-cycles/:id', schema: { params: IdParams, response: ReviewCycleSchema }, errors: [cycleNotFound] }),
  moveCycle: defineEndpoint({ method: 'POST', path: '/cadence/review-cycles/:id/status', schema: { params: IdParams, body: StatusBody, response: ReviewCycleSchema }, errors: [cycleNotFound, ownerOnly, { status: 409, text: 'A review cycle cannot move from {from} to {to}' }] }),
  calibration: defineEndpoint({ method: 'GET', path: '/cadence/review-cycles/:id/calibration', schema: { params: IdParams, response: Type.Array(CalibrationRowSchema) }, errors: [cycleNotFound, ownerOnly] }),
  setFinalRating: defineEndpoint({ method: 'PUT', path: '/cadence/review-cycles/:id/calibration/:userId', schema: { params: PersonParams, body: FinalRatingBody, response: CalibrationRowSchema }, errors: [cycleNotFound, ownerOnly, { status: 422, text: 'Ratings go from 1 to {max}' }] }),
  results: defineEndpoint({ method: 'GET', path: '/cadence/review-cycles/:id/results/:userId', schema: { params: PersonParams, response: ResultsSchema }, errors: [cycleNotFound, { status: 403, text: E.RESULTS_REFUSED }, { status: 403, text: E.RESULTS_NOT_RELEASED }] }),
  review: defineEndpoint({ method: 'GET', path: '/cadence/reviews/:id', schema: { params: IdParams, response: ReviewSchema }, errors: [{ status: 404, text: E.REVIEW_NOT_FOUND }, { status: 403, text: E.REVIEW_READ_REFUSED }] }),
  saveReview: defineEndpoint({
    method: 'PUT',
    path: '/cadence/reviews/:id',
    schema: { params: IdParams, body: SaveReviewBody, response: ReviewSchema },
    errors: [{ status: 404, text: E.REVIEW_NOT_FOUND }, { status: 403, text: E.REVIEW_AUTHOR_ONLY }, { status: 409, text: E.REVIEW_SUBMITTED }, { status: 409, text: E.REVIEW_NOT_RUNNING }, { status: 422, text: E.ANSWERS_REQUIRED }],
  }),
} as const;
