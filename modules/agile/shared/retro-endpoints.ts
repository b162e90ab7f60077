import { defineEndpoint } from '@suite/sdk';
import { Type } from '@suite/sdk/schemas';
import { AccessErrors } from '@suite/sdk';
import { RetroErrors } from './errors/retro-errors.js';
import {
  ActionItemBody,
  AdvancePhaseBody,
  CardBody,
  CreateRetroBody,
  GroupBody,
  GroupCardBody,
  RetroExportQuery,
  RetroJoinBody,
  RetroListQuery,
  RetroParticipantBody,
  RetroTimerBody,
  SetPhaseBody,
  TeamMetricsQuery,
  TemplateBody,
  TemplateRatingBody,
  TemplateSearchBody,
  TemplateSuggestionQuery,
  ToBoardBody,
  UpdateActionItemBody,
  UpdateCardBody,
  UpdateGroupBody,
  UpdateRetroBody,
  UpdateTemplateBody,
} from './retro.js';
import { RETRO_SUBJECT, RETRO_TEMPLATE_SUBJECT } from './retro-permissions.js';
import {
  RetroActionItemSchema,
  RetroAnalyticsSchema,
  RetroCardSchema,
  RetroGroupSchema,
  RetroParticipantSchema,
  RetroSessionListSchema,
  RetroSessionViewSchema,
  RetroSnapshotSchema,
  RetroTeamMetricsSchema,
  RetroTemplateSchema,
  RetroTimerStateSchema,
  RetroVoteResultSchema,
  TemplateSuggestionsSchema,
} from './retro-views.js';

const Uuid = Type.String({ format: 'uuid' });
const DeletedSchema = Type.Object({ deleted: Type.Literal(true) });
const LeftSchema = Type.Object({ left: Type.Literal(true) });
const RemovedSchema = Type.Object({ removed: Type.Literal(true) });
const TimerStoppedSchema = Type.Object({ timer: Type.Null() });
const UngroupedSchema = Type.Object({ groupId: Type.String(), deleted: Type.Boolean() });
const SessionParams = Type.Object({ id: Uuid });
const CardParams = Type.Object({ id: Uuid, cardId: Uuid });
/** agile.md section 7's vote body: POST /retrospectives/sessions/{id}/votes with {cardId}. */
const SessionVoteBody = Type.Object({ cardId: Uuid }, { additionalProperties: false });
const GroupParams = Type.Object({ id: Uuid, groupId: Uuid });
const GroupCardParams = Type.Object({ id: Uuid, groupId: Uuid, cardId: Uuid });
const ParticipantParams = Type.Object({ id: Uuid, participantId: Uuid });
const AccountParams = Type.Object({ accountId: Uuid });
/** Built-in templates have names for ids ('sailboat'), custom ones UUIDs. */
const TemplateParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 60 }) });
const AccountQuery = Type.Object({ accountId: Type.Optional(Uuid) }, { additionalProperties: false });

const R = '/retrospectives';
/** Moderation (phases, timers): account observers only watch. */
const MODERATE = ['update', RETRO_SUBJECT] as const;
const notFound = { status: 404, text: RetroErrors.SESSION_NOT_FOUND } as const;

/** Retrospectives over REST (agile.md section 7, plus the extras the screens use). */
export const RetroEndpoints = {
  // ----- sessions -----
  listSessions: defineEndpoint({ method: 'GET', path: `${R}/sessions`, schema: { query: RetroListQuery, response: RetroSessionListSchema }, summary: "The account's retrospectives, newest first" }),
  createSession: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions`,
    status: 201,
    can: ['create', RETRO_SUBJECT],
    schema: { body: CreateRetroBody, response: RetroSessionViewSchema },
    summary: 'Create a retrospective',
    errors: [{ status: 400, text: RetroErrors.CUSTOM_COLUMNS }, { status: 404, text: RetroErrors.TEMPLATE_NOT_FOUND }],
  }),
  getSession: defineEndpoint({ method: 'GET', path: `${R}/sessions/:id`, schema: { params: SessionParams, response: RetroSnapshotSchema }, summary: "A retrospective's whole state for the viewer", errors: [notFound] }),
  updateSession: defineEndpoint({
    method: 'PATCH',
    path: `${R}/sessions/:id`,
    schema: { params: SessionParams, body: UpdateRetroBody, response: RetroSessionViewSchema },
    summary: 'Change or move a retrospective (facilitator)',
    errors: [notFound, { status: 409, text: RetroErrors.COMPLETED_ONLY_ARCHIVED }],
  }),
  deleteSession: defineEndpoint({ method: 'DELETE', path: `${R}/sessions/:id`, schema: { params: SessionParams, response: DeletedSchema }, summary: 'Delete a retrospective (facilitator)', errors: [notFound] }),
  join: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/join`,
    schema: { params: SessionParams, body: RetroJoinBody, response: RetroSnapshotSchema },
    summary: 'Join a retrospective',
    errors: [notFound, { status: 409, text: RetroErrors.SESSION_CLOSED }],
  }),
  leave: defineEndpoint({ method: 'POST', path: `${R}/sessions/:id/leave`, schema: { params: SessionParams, response: LeftSchema }, summary: 'Leave a retrospective', errors: [{ status: 404, text: RetroErrors.NOT_PARTICIPANT }] }),
  advancePhase: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/advance-phase`,
    can: MODERATE,
    schema: { params: SessionParams, body: AdvancePhaseBody, response: RetroSessionViewSchema },
    summary: 'Move to the next phase (facilitator)',
    errors: [notFound, { status: 409, text: RetroErrors.CANNOT_ADVANCE }, { status: 409, text: RetroErrors.PHASE_ALREADY_MOVED }],
  }),
  setPhase: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/set-phase`,
    can: MODERATE,
    schema: { params: SessionParams, body: SetPhaseBody, response: RetroSessionViewSchema },
    summary: 'Jump to a phase (facilitator)',
    errors: [notFound, { status: 409, text: RetroErrors.SET_PHASE_NOT_IN_PROGRESS }],
  }),
  startTimer: defineEndpoint({
    method: 'PUT',
    path: `${R}/sessions/:id/timer`,
    can: MODERATE,
    schema: { params: SessionParams, body: RetroTimerBody, response: RetroTimerStateSchema },
    summary: "Start the phase's timer (facilitator)",
    errors: [{ status: 409, text: RetroErrors.TIMER_NOT_ACTIVE }, { status: 400, text: RetroErrors.TIMER_DURATION_REQUIRED }],
  }),
  stopTimer: defineEndpoint({ method: 'DELETE', path: `${R}/sessions/:id/timer`, can: MODERATE, schema: { params: SessionParams, response: TimerStoppedSchema }, summary: "Stop the phase's timer (facilitator)" }),
  updateParticipant: defineEndpoint({
    method: 'PATCH',
    path: `${R}/sessions/:id/participants/:participantId`,
    schema: { params: ParticipantParams, body: RetroParticipantBody, response: RetroParticipantSchema },
    summary: "Change a participant's role (facilitator)",
  }),
  removeParticipant: defineEndpoint({ method: 'DELETE', path: `${R}/sessions/:id/participants/:participantId`, schema: { params: ParticipantParams, response: RemovedSchema }, summary: 'Remove a participant (facilitator)' }),
  analytics: defineEndpoint({
    method: 'GET',
    path: `${R}/sessions/:id/analytics`,
    schema: { params: SessionParams, response: RetroAnalyticsSchema },
    summary: 'Participation, sentiment and top cards (Pro and Enterprise)',
    errors: [{ status: 403, text: RetroErrors.ANALYTICS_PLAN }, notFound],
  }),
  exportSession: defineEndpoint({ method: 'GET', path: `${R}/sessions/:id/export`, file: true, schema: { params: SessionParams, query: RetroExportQuery }, summary: 'Download a retrospective as CSV, JSON or Markdown' }),

  // ----- cards and votes -----
  addCard: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/cards`,
    status: 201,
    schema: { params: SessionParams, body: CardBody, response: RetroCardSchema },
    summary: 'Write a card (collect phase)',
    errors: [{ status: 403, text: RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE }, { status: 409, text: RetroErrors.CARD_ADD_PHASE }],
  }),
  updateCard: defineEndpoint({
    method: 'PATCH',
    path: `${R}/sessions/:id/cards/:cardId`,
    schema: { params: CardParams, body: UpdateCardBody, response: RetroCardSchema },
    summary: 'Change a card (its author or the facilitator)',
    errors: [{ status: 403, text: RetroErrors.CARD_AUTHOR_ONLY }, { status: 404, text: RetroErrors.CARD_NOT_FOUND }, { status: 409, text: RetroErrors.CARD_EDIT_PHASE }],
  }),
  deleteCard: defineEndpoint({
    method: 'DELETE',
    path: `${R}/sessions/:id/cards/:cardId`,
    schema: { params: CardParams, response: DeletedSchema },
    summary: 'Delete a card (its author or the facilitator)',
    errors: [{ status: 403, text: RetroErrors.CARD_AUTHOR_ONLY }, { status: 404, text: RetroErrors.CARD_NOT_FOUND }],
  }),
  castVote: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/cards/:cardId/votes`,
    status: 201,
    schema: { params: CardParams, response: RetroVoteResultSchema },
    summary: 'Vote on a card (vote phase)',
    errors: [{ status: 403, text: RetroErrors.OBSERVERS_CANNOT_VOTE }, { status: 409, text: RetroErrors.ALREADY_VOTED }],
  }),
  /** The spec's own form of castVote (agile.md section 7): the card in the body. */
  castSessionVote: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/votes`,
    status: 201,
    schema: { params: SessionParams, body: SessionVoteBody, response: RetroVoteResultSchema },
    summary: 'Vote on a card named in the body (vote phase)',
    errors: [{ status: 403, text: RetroErrors.OBSERVERS_CANNOT_VOTE }, { status: 409, text: RetroErrors.ALREADY_VOTED }],
  }),
  removeVote: defineEndpoint({
    method: 'DELETE',
    path: `${R}/sessions/:id/cards/:cardId/votes`,
    schema: { params: CardParams, response: RetroVoteResultSchema },
    summary: 'Take back a vote (vote phase)',
    errors: [{ status: 404, text: RetroErrors.NOT_VOTED }, { status: 409, text: RetroErrors.VOTE_REMOVAL_PHASE }],
  }),

  // ----- groups -----
  createGroup: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/groups`,
    status: 201,
    schema: { params: SessionParams, body: GroupBody, response: RetroGroupSchema },
    summary: 'Group cards (group phase)',
    errors: [{ status: 409, text: RetroErrors.GROUPING_PHASE }, { status: 422, text: RetroErrors.GROUPING_DISABLED }],
  }),
  updateGroup: defineEndpoint({ method: 'PATCH', path: `${R}/sessions/:id/groups/:groupId`, schema: { params: GroupParams, body: UpdateGroupBody, response: RetroGroupSchema }, summary: 'Rename a group', errors: [{ status: 404, text: RetroErrors.GROUP_NOT_FOUND }] }),
  deleteGroup: defineEndpoint({ method: 'DELETE', path: `${R}/sessions/:id/groups/:groupId`, schema: { params: GroupParams, response: DeletedSchema }, summary: 'Delete a group (its cards are ungrouped)' }),
  groupCard: defineEndpoint({ method: 'POST', path: `${R}/sessions/:id/groups/:groupId/cards`, schema: { params: GroupParams, body: GroupCardBody, response: RetroGroupSchema }, summary: 'Put a card in a group' }),
  ungroupCard: defineEndpoint({
    method: 'DELETE',
    path: `${R}/sessions/:id/groups/:groupId/cards/:cardId`,
    schema: { params: GroupCardParams, response: UngroupedSchema },
    summary: 'Take a card out of its group',
    errors: [{ status: 404, text: RetroErrors.CARD_NOT_IN_GROUP }],
  }),

  // ----- action items -----
  listActionItems: defineEndpoint({ method: 'GET', path: `${R}/sessions/:id/action-items`, schema: { params: SessionParams, response: Type.Array(RetroActionItemSchema) }, summary: "A retrospective's action items" }),
  createActionItem: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/action-items`,
    status: 201,
    schema: { params: SessionParams, body: ActionItemBody, response: RetroActionItemSchema },
    summary: 'Add an action item (action items phase)',
    errors: [{ status: 400, text: RetroErrors.ACTION_ITEM_TITLE_EMPTY }, { status: 400, text: RetroErrors.DUE_DATE_PAST }, { status: 409, text: RetroErrors.ACTION_ITEMS_PHASE }],
  }),
  generateActionItems: defineEndpoint({
    method: 'POST',
    path: `${R}/sessions/:id/action-items/generate`,
    status: 201,
    schema: { params: SessionParams, response: Type.Array(RetroActionItemSchema) },
    summary: 'Create the action items the votes suggest (facilitator)',
  }),
  updateActionItem: defineEndpoint({
    method: 'PATCH',
    path: `${R}/action-items/:id`,
    schema: { params: SessionParams, body: UpdateActionItemBody, response: RetroActionItemSchema },
    summary: 'Change an action item',
    errors: [{ status: 404, text: RetroErrors.ACTION_ITEM_NOT_FOUND }],
  }),
  actionItemToBoard: defineEndpoint({
    method: 'POST',
    path: `${R}/action-items/:id/to-board`,
    schema: { params: SessionParams, body: ToBoardBody, response: RetroActionItemSchema },
    summary: 'Put an action item on a team board',
    errors: [{ status: 422, text: RetroErrors.BOARD_UNAVAILABLE }],
  }),

  // ----- account and team views -----
  accountRetrospectives: defineEndpoint({
    method: 'GET',
    path: `${R}/accounts/:accountId/retrospectives`,
    schema: { params: AccountParams, query: RetroListQuery, response: RetroSessionListSchema },
    summary: "An account's retrospectives",
  }),
  teamMetrics: defineEndpoint({
    method: 'GET',
    path: `${R}/teams/:id/metrics`,
    schema: { params: SessionParams, query: TeamMetricsQuery, response: RetroTeamMetricsSchema },
    summary: "A team's retrospective metrics (Pro and Enterprise)",
    errors: [{ status: 403, text: RetroErrors.ANALYTICS_PLAN }],
  }),

  // ----- templates -----
  listTemplates: defineEndpoint({ method: 'GET', path: `${R}/templates`, schema: { query: AccountQuery, response: Type.Array(RetroTemplateSchema) }, summary: "The built-in templates and the account's own" }),
  createTemplate: defineEndpoint({
    method: 'POST',
    path: `${R}/templates`,
    status: 201,
    can: ['create', RETRO_TEMPLATE_SUBJECT],
    schema: { body: TemplateBody, response: RetroTemplateSchema },
    summary: 'Create a template',
    errors: [{ status: 400, text: RetroErrors.INVALID_TEMPLATE }, { status: 409, text: RetroErrors.TEMPLATE_NAME_TAKEN }],
  }),
  searchTemplates: defineEndpoint({ method: 'POST', path: `${R}/templates/search`, schema: { query: AccountQuery, body: TemplateSearchBody, response: Type.Array(RetroTemplateSchema) }, summary: 'Search the templates' }),
  templateSuggestions: defineEndpoint({ method: 'GET', path: `${R}/templates/suggestions`, schema: { query: TemplateSuggestionQuery, response: TemplateSuggestionsSchema }, summary: 'The templates that suit a group size' }),
  getTemplate: defineEndpoint({ method: 'GET', path: `${R}/templates/:id`, schema: { params: TemplateParams, response: RetroTemplateSchema }, summary: 'A template', errors: [{ status: 404, text: RetroErrors.TEMPLATE_NOT_FOUND }] }),
  updateTemplate: defineEndpoint({
    method: 'PATCH',
    path: `${R}/templates/:id`,
    can: ['update', RETRO_TEMPLATE_SUBJECT],
    schema: { params: TemplateParams, body: UpdateTemplateBody, response: RetroTemplateSchema },
    summary: 'Change a custom template',
    errors: [{ status: 403, text: RetroErrors.BUILT_IN_TEMPLATE }],
  }),
  deleteTemplate: defineEndpoint({
    method: 'DELETE',
    path: `${R}/templates/:id`,
    can: ['delete', RETRO_TEMPLATE_SUBJECT],
    schema: { params: TemplateParams, response: DeletedSchema },
    summary: 'Delete a custom template',
    errors: [{ status: 409, text: RetroErrors.TEMPLATE_IN_USE }, { status: 403, text: AccessErrors.ACCESS_DENIED_PAGE }],
  }),
  rateTemplate: defineEndpoint({ method: 'POST', path: `${R}/templates/:id/rating`, schema: { params: TemplateParams, body: TemplateRatingBody, response: RetroTemplateSchema }, summary: 'Rate a template (1 to 5)' }),
} as const;
