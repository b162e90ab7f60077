import { AuthErrors, type Persona } from '@suite/sdk';
import type { RegisterBody } from '@suite/sdk/schemas';
import { callEndpoint, type AuthTokens } from '@suite/sdk/client';
import { AuthEndpoints, InvitationEndpoints } from '@suite/sdk/endpoints';
import type { InvitationView } from '@suite/sdk/schemas';
import { failureText } from './failure.js';
import { rememberAfterVerification, savePendingTwoFactor } from './handoff.js';
import { destinationAfterRegistration, invitationPath, readSignInOutcome, tokensOf } from './sign-in-flow.js';

/** What a registration leads to. Loaded by the registration page when the form is first used. */
export type RegistrationOutcome =
  | { kind: 'signedIn'; tokens: AuthTokens; destination: string }
  | { kind: 'twoFactor' }
  /** The registration goes on by mail (an address that already has an account: its owner was mailed). */
  | { kind: 'checkEmail'; message: string }
  | { kind: 'failed'; message: string };

/** The pending invitation a registration link carries, or null (unknown, expired, answered: the ordinary form). */
export async function pendingInvitation(token: string, signal?: AbortSignal): Promise<InvitationView | null> {
  try {
    const invitation = await callEndpoint(InvitationEndpoints.byToken, { params: { token } }, { signal });
    return invitation.status === 'pending' ? invitation : null;
  } catch {
    return null;
  }
}

/**
 * POST /auth/register and where the new user goes (platform.md section 4). Someone who registered
 * from their invitation has joined the inviting account (invitedAccountId) and lands in it.
 */
export async function registerAccount(body: RegisterBody, invitedAccountId?: string): Promise<RegistrationOutcome> {
  try {
    const answer = await callEndpoint(AuthEndpoints.register, { body });
    if (!('tokens' in answer) && answer.requiresEmailVerification === true) return { kind: 'checkEmail', message: answer.message || AuthErrors.REGISTRATION_CHECK_EMAIL };
    const outcome = readSignInOutcome(answer);
    if (!outcome) return { kind: 'failed', message: AuthErrors.REGISTRATION_FAILED_RETRY };
    if (outcome.kind === 'twoFactor') {
      savePendingTwoFactor({ pendingToken: outcome.pending.pendingToken, method: outcome.pending.method, from: null });
      return { kind: 'twoFactor' };
    }
    const { user, requiresEmailVerification } = outcome.result;
    const invitationToken = body.invitationToken ?? null;
    const persona: Persona | null = user.primaryPersona ?? (body.persona || null);
    // The verification link usually opens in another tab: remember the invitation for it.
    if (requiresEmailVerification && invitationToken) rememberAfterVerification(invitationPath(invitationToken));
    const joined = Boolean(invitedAccountId) && outcome.result.accountId === invitedAccountId && !requiresEmailVerification;
    return { kind: 'signedIn', tokens: tokensOf(outcome.result), destination: destinationAfterRegistration({ persona, invitationToken: joined ? null : invitationToken, requiresEmailVerification }) };
  } catch (failure) {
    return { kind: 'failed', message: failureText(failure, AuthErrors.REGISTRATION_FAILED_RETRY) };
  }
}
