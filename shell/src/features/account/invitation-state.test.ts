import { describe, expect, it } from 'vitest';
import { InvitationPageTexts } from '@suite/sdk';
import {
  initialInvitationState,
  invitationOutcome,
  invitationReducer,
  lookUpInvitation,
  type InvitationDetails,
  type InvitationEvent,
  type InvitationState,
  type TeamInvitationDetails,
} from './invitation-state.js';

const invitation: InvitationDetails = {
  accountId: 'acc-1',
  accountName: 'Acme Robotics',
  email: 'new@example.com',
  role: 'MEMBER',
  inviterName: 'Maya Patel',
  status: 'pending',
  expiresAt: '2030-01-08T00:00:00.000Z',
};

const run = (...events: InvitationEvent[]): InvitationState => events.reduce(invitationReducer, initialInvitationState);

describe('the invitation page states (platform.md section 4)', () => {
  it('starts idle', () => {
    expect(initialInvitationState.status).toBe('idle');
  });

  it("goes to error with 'Missing invitation token.' when there is no token", () => {
    const state = run({ type: 'missingToken' });
    expect(state.status).toBe('error');
    expect(state.error).toBe('Missing invitation token.');
  });

  it('is validating while the token is looked up, then ready with the invitation', () => {
    expect(run({ type: 'validate' }).status).toBe('validating');
    const ready = run({ type: 'validate' }, { type: 'found', invitation });
    expect(ready.status).toBe('ready');
    expect(ready.invitation).toEqual(invitation);
  });

  it("prefers the server's text when the lookup fails, else 'Invalid or expired invitation.'", () => {
    expect(run({ type: 'validate' }, { type: 'lookupFailed', message: 'Invalid or expired invitation' }).error).toBe('Invalid or expired invitation');
    const fallback = run({ type: 'validate' }, { type: 'lookupFailed', message: '' });
    expect(fallback.status).toBe('error');
    expect(fallback.error).toBe(InvitationPageTexts.INVALID_OR_EXPIRED);
  });

  it('goes accepting then accepted, remembering the account joined', () => {
    const accepting = run({ type: 'validate' }, { type: 'found', invitation }, { type: 'accept' });
    expect(accepting.status).toBe('accepting');
    const accepted = invitationReducer(accepting, { type: 'accepted', accountId: 'acc-9' });
    expect(accepted.status).toBe('accepted');
    expect(accepted.accountId).toBe('acc-9');
    expect(invitationOutcome(accepted.status)).toBe('You have joined the team successfully.');
  });

  it("falls back to the invitation's account when the accept answer names none", () => {
    expect(run({ type: 'validate' }, { type: 'found', invitation }, { type: 'accept' }, { type: 'accepted', accountId: null }).accountId).toBe('acc-1');
  });

  it("shows 'Failed to accept invitation.' when accepting fails without a server text", () => {
    const state = run({ type: 'validate' }, { type: 'found', invitation }, { type: 'accept' }, { type: 'acceptFailed', message: null });
    expect(state.status).toBe('error');
    expect(state.error).toBe('Failed to accept invitation.');
  });

  it('keeps the server text when accepting is refused', () => {
    const message = 'This invitation was sent to another email address. Sign in with that address to accept it.';
    expect(run({ type: 'validate' }, { type: 'found', invitation }, { type: 'accept' }, { type: 'acceptFailed', message }).error).toBe(message);
  });

  it("declines to 'You have declined the invitation.', or 'Failed to decline invitation.' on failure", () => {
    const declining = run({ type: 'validate' }, { type: 'found', invitation }, { type: 'decline' });
    expect(declining.status).toBe('ready');
    expect(declining.declining).toBe(true);
    const declined = invitationReducer(declining, { type: 'declined' });
    expect(declined.status).toBe('declined');
    expect(invitationOutcome(declined.status)).toBe('You have declined the invitation.');
    const failed = invitationReducer(declining, { type: 'declineFailed' });
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('Failed to decline invitation.');
  });

  it('accepts only a ready invitation, and not while a decline is on its way', () => {
    expect(run({ type: 'accept' }).status).toBe('idle');
    expect(run({ type: 'missingToken' }, { type: 'accept' }).status).toBe('error');
    const declining = run({ type: 'validate' }, { type: 'found', invitation }, { type: 'decline' });
    expect(invitationReducer(declining, { type: 'accept' })).toBe(declining);
  });

  it('uses only the states of the spec', () => {
    const seen = new Set<string>();
    for (const events of [
      [{ type: 'missingToken' }],
      [{ type: 'validate' }, { type: 'found', invitation }, { type: 'accept' }, { type: 'accepted', accountId: null }],
      [{ type: 'validate' }, { type: 'found', invitation }, { type: 'decline' }, { type: 'declined' }],
    ] as InvitationEvent[][]) {
      let state = initialInvitationState;
      seen.add(state.status);
      for (const event of events) {
        state = invitationReducer(state, event);
        seen.add(state.status);
      }
    }
    expect([...seen].every((status) => ['idle', 'validating', 'ready', 'accepting', 'accepted', 'declined', 'error'].includes(status))).toBe(true);
  });
});

describe('a token that is not an account invitation (agile.md section 4)', () => {
  const team: TeamInvitationDetails = {
    teamId: 'team-1',
    teamName: 'Robotics Core',
    role: 'facilitator',
    email: 'new@example.com',
    accountId: 'acc-2',
    accountName: 'Acme Robotics',
    inviterName: 'Maya Patel',
    expiresAt: '2030-01-08T00:00:00.000Z',
  };
  const refused = (text: string) => () => Promise.reject(new Error(text));

  it('is looked up as a team invitation, and is ready with the team and its role', async () => {
    const event = await lookUpInvitation('tok', null, { account: refused('Invalid or expired invitation'), team: () => Promise.resolve(team) });
    expect(event).toEqual({ type: 'foundTeam', invitation: team });
    const ready = invitationReducer(run({ type: 'validate' }), event);
    expect(ready.status).toBe('ready');
    expect(ready.team).toEqual(team);
    expect(ready.invitation).toBeNull();
  });

  it('goes straight to the team lookup for a team link (kind=team)', async () => {
    let asked = false;
    const event = await lookUpInvitation('tok', 'team', {
      account: () => {
        asked = true;
        return Promise.resolve(invitation);
      },
      team: () => Promise.resolve(team),
    });
    expect(asked).toBe(false);
    expect(event.type).toBe('foundTeam');
  });

  it('keeps an account invitation an account invitation', async () => {
    expect(await lookUpInvitation('tok', null, { account: () => Promise.resolve(invitation), team: refused('never asked') })).toEqual({ type: 'found', invitation });
  });

  it("shows the first lookup's text when neither knows the token, else 'Invalid or expired invitation.'", async () => {
    const event = await lookUpInvitation('tok', null, { account: refused('Invalid or expired invitation'), team: refused('Team not found') });
    expect(event).toEqual({ type: 'lookupFailed', message: 'Invalid or expired invitation' });
    const failed = await lookUpInvitation('tok', 'team', { account: refused('never asked'), team: refused('') });
    expect(invitationReducer(run({ type: 'validate' }), failed).error).toBe(InvitationPageTexts.INVALID_OR_EXPIRED);
  });

  it("joins the team's account once accepted, from the invitation when the answer names none", () => {
    const accepted = run({ type: 'validate' }, { type: 'foundTeam', invitation: team }, { type: 'accept' }, { type: 'accepted', accountId: null });
    expect(accepted.status).toBe('accepted');
    expect(accepted.accountId).toBe('acc-2');
    expect(invitationOutcome(accepted.status)).toBe(InvitationPageTexts.JOINED);
  });
});
