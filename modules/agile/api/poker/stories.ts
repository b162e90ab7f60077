import { assertOwnReferences, tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { KT } from '../kanban/models.js';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import type { Static } from '@suite/sdk/schemas';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { PokerEvents, POKER_STORY_LIMIT, type PokerStory, type PokerStoryComment, type SimilarEstimates, type StoryBody, type UpdateStoryBody } from '../../shared/poker.js';
import type { PokerActor } from './actor.js';
import { NO_TIMER, type PokerCore } from './core.js';
import { cardFor } from './estimates.js';
import { PokerCommentModel, PokerSessionModel, PokerStoryModel, PokerVoteModel, T, iso, num } from './models.js';
import { checkEstimate, type createPokerVoting } from './voting.js';
import { commentView, storyView } from './views.js';

type StoryInput = Static<typeof StoryBody>;
type UpdateStoryInput = Static<typeof UpdateStoryBody>;

const SIMILAR_PER_ESTIMATE = 3;

/** A story's backlog item must be one of the account's (another account's answers 404, as its path would). */
const backlogItemReference = (id: string | null | undefined) => ({ field: 'backlogItemId', table: KT.items, id, notFound: KanbanErrors.ITEM_NOT_FOUND });

/** Stories (agile.md section 4): add, edit, move between states, delete, reorder, navigate; their discussion and similar estimates. */
export function createPokerStories(core: PokerCore, voting: ReturnType<typeof createPokerVoting>) {
  const { now, findSession, findStory, assertModerator, assertOpen, publishChange } = core;

  async function addStory(actor: PokerActor, scope: TenantScope, sessionId: string, input: StoryInput): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const title = input.title.trim();
    if (!title) throw new ValidationError(PokerErrors.STORY_TITLE_REQUIRED);
    await assertOwnReferences(scope, [backlogItemReference(input.backlogItemId)]);
    const [{ n, top }] = (await scope
      .table(T.stories)
      .where('session_id', sessionId)
      .select(scope.knex.raw('count(*)::int as n'), scope.knex.raw('coalesce(max(sort_order), -1)::int as top'))) as unknown as { n: number; top: number }[];
    if (Number(n) >= POKER_STORY_LIMIT) throw new BusinessRuleError(PokerErrors.STORY_LIMIT);
    const inserted = await PokerStoryModel.query(scope.knex).insert({
      accountId: scope.accountId,
      sessionId,
      title,
      description: input.description ?? null,
      sortOrder: input.order ?? Number(top) + 1,
      backlogItemId: input.backlogItemId ?? null,
      createdAt: now(),
      updatedAt: now(),
    });
    if (session.status === 'ACTIVE' && !session.currentStoryId) await tenantQuery(scope, PokerSessionModel).findById(sessionId).patch({ currentStoryId: inserted.id });
    await publishChange(scope.accountId, sessionId, 'story_added');
    return storyView(await findStory(scope, sessionId, inserted.id));
  }

  async function updateStory(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, input: UpdateStoryInput): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const story = await findStory(scope, sessionId, storyId);
    await assertOwnReferences(scope, [backlogItemReference(input.backlogItemId)]);
    const patch: Partial<PokerStoryModel> = {};
    if (input.title !== undefined) patch.title = input.title.trim();
    if (input.description !== undefined) patch.description = input.description;
    if (input.backlogItemId !== undefined) patch.backlogItemId = input.backlogItemId;
    if (input.order !== undefined) patch.sortOrder = input.order;
    if (input.finalEstimate !== undefined && input.status !== 'ESTIMATED') {
      if (input.finalEstimate === null && story.status === 'ESTIMATED') throw new ValidationError(PokerErrors.FINAL_ESTIMATE_REQUIRED);
      patch.finalEstimate = input.finalEstimate === null ? null : checkEstimate(input.finalEstimate);
    }
    if (Object.keys(patch).length) {
      await tenantQuery(scope, PokerStoryModel).findById(storyId).patch({ ...patch, updatedAt: now() });
      if (!input.status || input.status === story.status) await publishChange(scope.accountId, sessionId, 'story_updated');
    }
    if (input.status && input.status !== story.status) {
      if (input.status === 'VOTING') await voting.startVoting(actor, scope, sessionId, storyId);
      else if (input.status === 'VOTED') await voting.reveal(actor, scope, sessionId, storyId);
      else if (input.status === 'ESTIMATED') {
        const estimate = input.finalEstimate !== undefined ? input.finalEstimate : num(story.finalEstimate);
        if (estimate === null || estimate === undefined) throw new ValidationError(PokerErrors.FINAL_ESTIMATE_REQUIRED);
        await voting.estimateStory(actor, scope, sessionId, storyId, estimate);
      } else await returnToPending(scope, sessionId, story);
    }
    return storyView(await findStory(scope, sessionId, storyId));
  }

  /** Back to PENDING: an unrevealed round is dropped, a final estimate cleared. */
  async function returnToPending(scope: TenantScope, sessionId: string, story: PokerStoryModel): Promise<void> {
    await scope.transaction(async (inner) => {
      if (story.status === 'VOTING') await tenantQuery(inner, PokerVoteModel).where({ story_id: story.id, round: story.round }).delete();
      await tenantQuery(inner, PokerStoryModel).findById(story.id).patch({ status: 'PENDING', finalEstimate: null, estimatedAt: null, votingStartedAt: null, updatedAt: now() });
    });
    await publishChange(scope.accountId, sessionId, 'story_updated');
  }

  async function deleteStory(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const story = await findStory(scope, sessionId, storyId);
    if (story.status === 'VOTING') throw new ConflictError(PokerErrors.STORY_BEING_VOTED);
    await scope.transaction(async (inner) => {
      await tenantQuery(inner, PokerStoryModel).deleteById(storyId);
      if (session.currentStoryId === storyId) {
        const next = await core.storiesOf(inner, sessionId).where('sort_order', '>=', story.sortOrder).first();
        await tenantQuery(inner, PokerSessionModel).findById(sessionId).patch({ currentStoryId: next?.id ?? null });
      }
      if (session.timerStoryId === storyId) await tenantQuery(inner, PokerSessionModel).findById(sessionId).patch({ ...NO_TIMER });
    });
    if (session.timerStoryId === storyId) core.timers.cancel(sessionId);
    await publishChange(scope.accountId, sessionId, 'story_deleted');
    return { deleted: true };
  }

  async function reorderStories(actor: PokerActor, scope: TenantScope, sessionId: string, storyIds: string[]): Promise<PokerStory[]> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const existing = (await tenantQuery(scope, PokerStoryModel).where('session_id', sessionId)).map((story) => story.id);
    const wanted = new Set(storyIds);
    if (wanted.size !== storyIds.length || wanted.size !== existing.length || existing.some((id) => !wanted.has(id))) throw new ValidationError(PokerErrors.REORDER_MISMATCH);
    await scope.transaction(async (inner) => {
      for (const [index, id] of storyIds.entries()) await tenantQuery(inner, PokerStoryModel).findById(id).patch({ sortOrder: index });
    });
    await publishChange(scope.accountId, sessionId, 'stories_reordered');
    return (await tenantQuery(scope, PokerStoryModel).where('session_id', sessionId).orderBy('sort_order')).map(storyView);
  }

  /** story:next / story:previous: move the current story along the order. */
  async function navigate(actor: PokerActor, scope: TenantScope, sessionId: string, direction: 'next' | 'previous'): Promise<{ currentStoryId: string }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const ids = (await core.storiesOf(scope, sessionId)).map((story) => story.id);
    const index = session.currentStoryId ? ids.indexOf(session.currentStoryId) : -1;
    const target = direction === 'next' ? ids[index + 1] : index > 0 ? ids[index - 1] : undefined;
    if (!target) throw new ConflictError(PokerErrors.NO_CURRENT_STORY);
    await tenantQuery(scope, PokerSessionModel).findById(sessionId).patch({ currentStoryId: target, updatedAt: now() });
    await publishChange(scope.accountId, sessionId, 'current_story');
    return { currentStoryId: target };
  }

  // ---------- discussion ----------

  async function listComments(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<PokerStoryComment[]> {
    await core.loadSessionFor(actor, scope, sessionId);
    await findStory(scope, sessionId, storyId);
    return (await tenantQuery(scope, PokerCommentModel).where('story_id', storyId).orderBy('created_at')).map(commentView);
  }

  async function addComment(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, body: string): Promise<PokerStoryComment> {
    await core.loadSessionFor(actor, scope, sessionId);
    await findStory(scope, sessionId, storyId);
    const text = body.trim();
    if (!text) throw new ValidationError(PokerErrors.COMMENT_EMPTY);
    const participant = await core.participantOf(scope, actor, sessionId);
    if (actor.guest && !participant) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    const authorName = participant?.displayName ?? (await core.userDisplayName(scope, actor.userId!));
    const inserted = await PokerCommentModel.query(scope.knex).insert({ accountId: scope.accountId, sessionId, storyId, participantId: participant?.id ?? null, authorName, body: text, createdAt: now() });
    const comment = commentView((await tenantQuery(scope, PokerCommentModel).findById(inserted.id))!);
    await core.broadcast(scope.accountId, sessionId, PokerEvents.DISCUSSION, { sessionId, storyId, comment });
    return comment;
  }

  async function deleteComment(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, commentId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    const comment = await tenantQuery(scope, PokerCommentModel).findOne({ id: commentId, story_id: storyId, session_id: sessionId });
    if (!comment) throw new NotFoundError(PokerErrors.COMMENT_NOT_FOUND);
    const participant = await core.participantOf(scope, actor, sessionId);
    const isAuthor = participant !== undefined && comment.participantId === participant.id;
    if (!isAuthor) assertModerator(actor, session);
    await tenantQuery(scope, PokerCommentModel).deleteById(commentId);
    await core.broadcast(scope.accountId, sessionId, PokerEvents.DISCUSSION, { sessionId, storyId, deletedId: commentId });
    return { deleted: true };
  }

  /** Stories of this account already estimated, by estimate, most recent first, a few each. */
  async function similarEstimates(scope: TenantScope, sessionId: string, storyId: string): Promise<SimilarEstimates> {
    const session = await findSession(scope, sessionId);
    await findStory(scope, sessionId, storyId);
    const rows = await tenantQuery(scope, PokerStoryModel)
      .where('status', 'ESTIMATED')
      .whereNot('id', storyId)
      .orderBy('estimated_at', 'desc')
      .limit(500)
      .withGraphFetched('session');
    const groups = new Map<number, SimilarEstimates['groups'][number]>();
    for (const row of rows) {
      const estimate = Number(row.finalEstimate);
      let group = groups.get(estimate);
      if (!group) {
        group = { estimate, cardValue: cardFor(session.votingSystem, estimate), stories: [] };
        groups.set(estimate, group);
      }
      if (group.stories.length < SIMILAR_PER_ESTIMATE) group.stories.push({ id: row.id, title: row.title, sessionId: row.sessionId, sessionName: row.session?.name ?? '', estimatedAt: iso(row.estimatedAt) });
    }
    return { storyId, groups: [...groups.values()].sort((a, b) => a.estimate - b.estimate) };
  }

  return { addStory, updateStory, deleteStory, reorderStories, navigate, listComments, addComment, deleteComment, similarEstimates };
}
