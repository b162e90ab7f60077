import { tenantQuery } from '@suite/sdk/server';
import { BACKLOG, ConflictError, DomainEvents, ForbiddenError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { PokerEvents, type CastVote, type PokerStory, type RevealSummary } from '../../shared/poker.js';
import { assertGuestScope, mayChangeVote, type PokerActor } from './actor.js';
import { NO_TIMER, type PokerCore } from './core.js';
import { summarize } from './estimates.js';
import { PokerParticipantModel, PokerSessionModel, PokerStoryModel, PokerVoteModel, T, VotingHistoryModel, ms } from './models.js';
import { storyView } from './views.js';

export function checkEstimate(estimate: unknown): number {
  if (typeof estimate !== 'number' || !Number.isFinite(estimate) || estimate < 0) throw new ValidationError(PokerErrors.ESTIMATE_NEGATIVE);
  return Math.round(estimate * 100) / 100;
}

/** Voting (agile.md section 5): open a round, vote, reveal, reset, estimate. */
export function createPokerVoting(core: PokerCore) {
  const { deps, now, findSession, findStory, assertModerator, publishChange, broadcast } = core;

  /**
   * Open voting on a story: PENDING starts its round, VOTED or ESTIMATED opens the next round.
   * Another story still being voted goes back to PENDING (its unrevealed round is dropped).
   */
  async function startVoting(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status !== 'ACTIVE') throw new ConflictError(PokerErrors.SESSION_NOT_ACTIVE);
    const story = await findStory(scope, sessionId, storyId);
    if (story.status === 'VOTING') {
      if (session.currentStoryId !== storyId) {
        await tenantQuery(scope, PokerSessionModel).findById(sessionId).patch({ currentStoryId: storyId });
        await publishChange(scope.accountId, sessionId, 'current_story');
      }
      return storyView(story);
    }
    const at = now();
    const stopTimer = session.timerStoryId !== null && session.timerStoryId !== storyId;
    const updated = await scope.transaction(async (inner) => {
      const others = await tenantQuery(inner, PokerStoryModel).where({ session_id: sessionId, status: 'VOTING' }).whereNot('id', storyId);
      for (const other of others) {
        await tenantQuery(inner, PokerVoteModel).where({ story_id: other.id, round: other.round }).delete();
        await tenantQuery(inner, PokerStoryModel).findById(other.id).patch({ status: 'PENDING', votingStartedAt: null, updatedAt: at });
      }
      const round = story.status === 'PENDING' ? Number(story.round) : Number(story.round) + 1;
      const opened = await tenantQuery(inner, PokerStoryModel)
        .patchAndFetchById(storyId, { status: 'VOTING', round, votingStartedAt: at, firstVotingAt: story.firstVotingAt ?? at, revealedAt: null, updatedAt: at });
      await tenantQuery(inner, PokerSessionModel)
        .findById(sessionId)
        .patch({ currentStoryId: storyId, updatedAt: at, ...(stopTimer ? NO_TIMER : {}) });
      return opened;
    });
    if (stopTimer) await core.timerStopped(scope.accountId, sessionId);
    await publishChange(scope.accountId, sessionId, 'voting_started');
    return storyView(updated);
  }

  /** Reset votes: a round being voted starts over empty; a revealed one opens the next round. */
  async function resetVotes(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    const story = await findStory(scope, sessionId, storyId);
    if (story.status !== 'VOTING') return startVoting(actor, scope, sessionId, storyId);
    await scope.transaction(async (inner) => {
      await tenantQuery(inner, PokerVoteModel).where({ story_id: storyId, round: story.round }).delete();
      await tenantQuery(inner, PokerStoryModel).findById(storyId).patch({ votingStartedAt: now(), updatedAt: now() });
    });
    await publishChange(scope.accountId, sessionId, 'votes_reset');
    return storyView(await findStory(scope, sessionId, storyId));
  }

  /**
   * A vote: only by a participant who is not an observer, only while the story is VOTING, only a
   * card of the voting system unless it allows custom values. A second vote in the round
   * replaces the first and marks the vote as changed. A vote is its voter's: naming another
   * participant's is refused (the ability's ownership rule). The room hears who voted, never the value.
   */
  async function castVote(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, input: { value: string; confidence?: number | null; participantId?: string }): Promise<CastVote> {
    assertGuestScope(actor, sessionId);
    const value = input.value.trim();
    if (!value) throw new ValidationError(PokerErrors.invalidVote(input.value));
    const confidence = input.confidence ?? null;
    const story = await tenantQuery(scope, PokerStoryModel).findOne({ id: storyId, session_id: sessionId }).withGraphFetched('session');
    if (!story?.session) throw new NotFoundError(PokerErrors.STORY_NOT_FOUND);
    const session = story.session;
    const mine = await core.participantOf(scope, actor, sessionId);
    if (!mine) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    const voter = input.participantId && input.participantId !== mine.id ? await tenantQuery(scope, PokerParticipantModel).findOne({ id: input.participantId, session_id: sessionId }).whereNull('left_at') : mine;
    if (!voter) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
    if (mine.role === 'OBSERVER' || !actor.canVote) throw new ForbiddenError(RetroErrors.OBSERVERS_CANNOT_VOTE);
    if (!mayChangeVote(actor, { participantId: voter.id, participantUserId: voter.userId })) throw new ForbiddenError(PokerErrors.NOT_YOUR_VOTE);
    if (session.status !== 'ACTIVE' || story.status !== 'VOTING') throw new ConflictError(PokerErrors.VOTING_CLOSED);
    const system = session.votingSystem;
    if (!system.allowCustomValues && !system.values.some((card) => card.value === value)) throw new ValidationError(PokerErrors.invalidVote(value));
    const round = Number(story.round);
    const at = now();
    // Written only if the story is still in this round of voting (a reveal locks it first); the
    // same statement counts the votes (the others' plus this one) and the voters.
    const result = (await scope.knex.raw(
      `with cast_vote as (
         insert into ${T.votes} as v (account_id, session_id, story_id, round, participant_id, value, initial_value, confidence, first_cast_at, cast_at)
         select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         where exists (select 1 from ${T.stories} where id = ? and status = 'VOTING' and round = ? for share)
         on conflict (story_id, round, participant_id) do update
           set value = excluded.value, confidence = excluded.confidence, cast_at = excluded.cast_at,
               changed = v.changed or v.value <> excluded.value
         returning changed
       )
       select cast_vote.changed,
              (select count(*)::int from ${T.votes} where story_id = ? and round = ? and participant_id <> ?) + 1 as voted,
              (select count(*)::int from ${T.participants} where session_id = ? and left_at is null and role <> 'OBSERVER') as voters
       from cast_vote`,
      [scope.accountId, sessionId, storyId, round, voter.id, value, value, confidence, at, at, storyId, round, storyId, round, voter.id, sessionId],
    )) as { rows: { changed: boolean; voted: number; voters: number }[] };
    const written = result.rows[0];
    if (!written) throw new ConflictError(PokerErrors.VOTING_CLOSED);
    const voted = Number(written.voted);
    const voters = Number(written.voters);
    await broadcast(scope.accountId, sessionId, PokerEvents.VOTE_PROGRESS, { sessionId, storyId, round, participantId: voter.id, hasVoted: true, votedCount: voted, voterCount: voters });
    if (session.settings.autoReveal && voted >= voters) {
      await revealRound(scope, sessionId, storyId).catch((error: unknown) => deps.log.debug({ err: error }, 'auto reveal skipped'));
    }
    return { storyId, round, participantId: voter.id, value, confidence, changed: Boolean(written.changed) };
  }

  async function reveal(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<RevealSummary> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    return revealRound(scope, sessionId, storyId);
  }

  /** VOTING -> VOTED: the values go out, and each vote of the round enters the voting history. */
  async function revealRound(scope: TenantScope, sessionId: string, storyId: string): Promise<RevealSummary> {
    const at = now();
    const { story, summary, timerStopped } = await scope.transaction(async (inner) => {
      const current = await tenantQuery(inner, PokerStoryModel).findOne({ id: storyId, session_id: sessionId }).forUpdate();
      if (!current) throw new NotFoundError(PokerErrors.STORY_NOT_FOUND);
      if (current.status !== 'VOTING') throw new ConflictError(PokerErrors.storyTransition(current.status, 'VOTED'));
      const revealedStory = await tenantQuery(inner, PokerStoryModel).patchAndFetchById(storyId, { status: 'VOTED', revealedAt: at, updatedAt: at });
      const session = (await tenantQuery(inner, PokerSessionModel).findById(sessionId))!;
      const votes = await tenantQuery(inner, PokerVoteModel).where({ story_id: storyId, round: current.round }).orderBy('first_cast_at');
      const opened = ms(current.votingStartedAt);
      if (votes.length) {
        await VotingHistoryModel.query(inner.knex).insert(
          votes.map((vote) => ({
            accountId: scope.accountId,
            sessionId,
            storyId,
            participantId: vote.participantId,
            votingRound: current.round,
            initialVote: vote.initialValue,
            finalVote: vote.value,
            confidenceLevel: vote.confidence,
            votingDuration: opened === null ? null : Math.max(0, Math.round((ms(vote.castAt)! - opened) / 1000)),
            changedVote: Boolean(vote.changed),
            recordedAt: at,
          })),
        );
      }
      const stop = session.timerStoryId === storyId && !session.timerExpiredAt;
      if (stop) await tenantQuery(inner, PokerSessionModel).findById(sessionId).patch({ ...NO_TIMER });
      return {
        story: revealedStory,
        timerStopped: stop,
        summary: summarize(session.votingSystem, storyId, Number(current.round), votes.map((vote) => ({ participantId: vote.participantId, value: vote.value, confidence: vote.confidence }))),
      };
    });
    if (timerStopped) await core.timerStopped(scope.accountId, sessionId);
    await broadcast(scope.accountId, sessionId, PokerEvents.REVEALED, { sessionId, storyId, reveal: summary, story: storyView(story) });
    return summary;
  }

  /** VOTED -> ESTIMATED with a non-negative final estimate; also written to the backlog item. */
  async function estimateStory(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, estimateInput: unknown): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (estimateInput === null || estimateInput === undefined) throw new ValidationError(PokerErrors.FINAL_ESTIMATE_REQUIRED);
    const estimate = checkEstimate(estimateInput);
    const story = await findStory(scope, sessionId, storyId);
    if (story.status !== 'VOTED' && story.status !== 'ESTIMATED') throw new ConflictError(PokerErrors.storyTransition(story.status, 'ESTIMATED'));
    const estimated = await tenantQuery(scope, PokerStoryModel).patchAndFetchById(storyId, { status: 'ESTIMATED', finalEstimate: estimate, estimatedAt: now(), updatedAt: now() });
    if (estimated.backlogItemId) {
      const backlog = await deps.capabilities.get(BACKLOG, scope.accountId);
      await backlog?.setStoryPoints(scope.accountId, estimated.backlogItemId, estimate).catch((error: unknown) => deps.log.warn({ err: error, storyId }, 'could not write the estimate to the backlog item'));
    }
    await publishChange(scope.accountId, sessionId, 'story_estimated');
    await deps.events
      ?.publish(DomainEvents.pokerEstimateSaved, scope.accountId, { sessionId, sessionName: session.name, storyId, storyTitle: estimated.title, estimate: estimated.finalEstimate === null ? null : String(Number(estimated.finalEstimate)) })
      .catch((error: unknown) => deps.log.warn({ err: error, storyId }, 'could not publish poker.estimate.saved'));
    return storyView(estimated);
  }

  return { startVoting, resetVotes, castVote, reveal, revealRound, estimateStory };
}
