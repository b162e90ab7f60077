import { InvitationPageTexts, type InvitationView } from '@suite/sdk';
import type { TeamInvitationLookup } from '@suite/sdk/endpoints/team-invitations';

/**
 * The invitation page's states (platform.md section 4): idle, validating, ready, accepting,
 * accepted, declined, error. No token goes to error; a found invitation is ready; accept goes
 * accepting then accepted; decline goes to declined; any failure goes to error with the server's
 * text preferred over the page's own.
 */
export type InvitationStatus = 'idle' | 'validating' | 'ready' | 'accepting' | 'accepted' | 'declined' | 'error';

/** What the page shows of an invitation (the token lookup answers these fields). */
export type InvitationDetails = Pick<InvitationView, 'accountId' | 'accountName' | 'email' | 'role' | 'inviterName' | 'status' | 'expiresAt'>;

/**
 * A team invitation (agile.md sections 4 and 8): what GET /api/teams/invitations/{token}
 * answers (`TeamInvitationEndpoints.lookup`, declared in the sdk, served by the agile module). A
 * token that is not an account invitation is looked up as one of these.
 */
export type TeamInvitationDetails = Pick<TeamInvitationLookup, 'teamId' | 'teamName' | 'role' | 'email' | 'accountId' | 'accountName' | 'inviterName' | 'expiresAt'>;

export interface InvitationState {
  status: InvitationStatus;
  invitation: InvitationDetails | null;
  /** Set instead of `invitation` when the token opens a team invitation. */
  team: TeamInvitationDetails | null;
  error: string | null;
  /** The account joined, once accepted. */
  accountId: string | null;
  /** A decline is on its way (the spec has no state for it: the page stays ready meanwhile). */
  declining: boolean;
}

export type InvitationEvent =
  | { type: 'missingToken' }
  | { type: 'validate' }
  | { type: 'found'; invitation: InvitationDetails }
  | { type: 'foundTeam'; invitation: TeamInvitationDetails }
  | { type: 'lookupFailed'; message?: string | null }
  | { type: 'accept' }
  | { type: 'accepted'; accountId: string | null }
  | { type: 'acceptFailed'; message?: string | null }
  | { type: 'decline' }
  | { type: 'declined' }
  | { type: 'declineFailed'; message?: string | null };

export const initialInvitationState: InvitationState = { status: 'idle', invitation: null, team: null, error: null, accountId: null, declining: false };

const fail = (state: InvitationState, message: string | null | undefined, fallback: string): InvitationState => ({
  ...state,
  status: 'error',
  declining: false,
  error: message && message.trim() ? message : fallback,
});

export function invitationReducer(state: InvitationState, event: InvitationEvent): InvitationState {
  switch (event.type) {
    case 'missingToken':
      return { ...initialInvitationState, status: 'error', error: InvitationPageTexts.MISSING_TOKEN };
    case 'validate':
      return { ...initialInvitationState, status: 'validating' };
    case 'found':
      return { ...state, status: 'ready', invitation: event.invitation, team: null, error: null };
    case 'foundTeam':
      return { ...state, status: 'ready', invitation: null, team: event.invitation, error: null };
    case 'lookupFailed':
      return fail(state, event.message, InvitationPageTexts.INVALID_OR_EXPIRED);
    case 'accept':
      // Only a ready invitation can be accepted; a second click while accepting changes nothing.
      return state.status === 'ready' && !state.declining ? { ...state, status: 'accepting', error: null } : state;
    case 'accepted':
      return { ...state, status: 'accepted', accountId: event.accountId ?? state.invitation?.accountId ?? state.team?.accountId ?? null };
    case 'acceptFailed':
      return fail(state, event.message, InvitationPageTexts.ACCEPT_FAILED);
    case 'decline':
      return state.status === 'ready' && !state.declining ? { ...state, declining: true, error: null } : state;
    case 'declined':
      return { ...state, status: 'declined', declining: false };
    case 'declineFailed':
      return fail(state, event.message, InvitationPageTexts.DECLINE_FAILED);
  }
}

/** The spec's success sentence for a finished invitation, if any. */
export function invitationOutcome(status: InvitationStatus): string | null {
  if (status === 'accepted') return InvitationPageTexts.JOINED;
  if (status === 'declined') return InvitationPageTexts.DECLINED;
  return null;
}

/** The team invitation link says `kind=team` (the team's mail); other links are account invitations first. */
export const TEAM_INVITATION_KIND = 'team';

/** The team invitation calls (agile.md section 7): lookup and decline are public, accept needs a signed-in user. */

const messageOf = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * Look a token up: as an account invitation, and when it is not one, as a team invitation (a
 * team link goes straight to the team lookup). When neither knows it, the first lookup's text
 * is the one shown.
 */
export async function lookUpInvitation(
  token: string,
  kind: string | null,
  lookups: { account: (token: string) => Promise<InvitationDetails>; team: (token: string) => Promise<TeamInvitationDetails> },
): Promise<InvitationEvent> {
  if (kind === TEAM_INVITATION_KIND) {
    try {
      return { type: 'foundTeam', invitation: await lookups.team(token) };
    } catch (error) {
      return { type: 'lookupFailed', message: messageOf(error) };
    }
  }
  try {
    return { type: 'found', invitation: await lookups.account(token) };
  } catch (accountError) {
    try {
      return { type: 'foundTeam', invitation: await lookups.team(token) };
    } catch {
      return { type: 'lookupFailed', message: messageOf(accountError) };
    }
  }
}
