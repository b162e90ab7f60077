import { defineSocketEvent } from '@suite/sdk';

/**
 * The investor's live channel: a signed-in investor's screens watch their own room, and the
 * company's change or revocation of a grant is pushed there, so open pages drop what they showed.
 */
export const InvestorSocket = {
  watch: defineSocketEvent({ event: 'investor:watch' }),
};
/** Pushed to the investor when a company changes or revokes their access: `{ companyId, status }`. */
export const INVESTOR_ACCESS_CHANGED = 'investor:access-changed';
/** The room of one investor's sockets (their user id). */
export const investorRoom = (userId: string) => `investor:user:${userId}`;
