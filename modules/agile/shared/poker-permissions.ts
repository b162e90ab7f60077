import type { PermissionRuleContext } from '@suite/sdk';

/** Planning poker sessions (and everything in them), custom voting systems, and one vote. */
export const POKER_SUBJECT = 'PokerSession';
export const VOTING_SYSTEM_SUBJECT = 'VotingSystem';
export const POKER_VOTE_SUBJECT = 'PokerVote';
export const POKER_SUBJECTS = [POKER_SUBJECT, VOTING_SYSTEM_SUBJECT, POKER_VOTE_SUBJECT] as const;
export type PokerSubject = (typeof POKER_SUBJECTS)[number];

/**
 * What a vote check with conditions needs of a vote: `subject(POKER_VOTE_SUBJECT, { participantId,
 * participantUserId })`: the voter's participant id and, for a member, their user id.
 */
export interface PokerVoteSubject {
  participantId: string;
  participantUserId: string | null;
}

/**
 * The poker area's rules (part of agilePermissions), after the platform's role rules: members
 * create sessions and vote, account observers only watch (the platform's rules); account admins
 * drive every session (`manage`), a facilitator theirs (a fact of the session: the service asks it).
 * A vote is cast and changed by its voter only, admins included. Guests are observers to the
 * ability: their pass names their participant, and the service holds them to it.
 */
export const PokerPermissions = {
  subjects: POKER_SUBJECTS,
  define({ user, role, can, cannot }: PermissionRuleContext): void {
    cannot('update', POKER_VOTE_SUBJECT);
    if (role !== 'OBSERVER') can('update', POKER_VOTE_SUBJECT, { participantUserId: user.id });
  },
};
