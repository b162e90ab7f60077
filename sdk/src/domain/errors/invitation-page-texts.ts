/** The invitation page (platform.md section 8, agile.md section 8). */
export const InvitationPageTexts = {
  TITLE_ERROR: 'Invitation Error',
  MISSING_TOKEN: 'Missing invitation token.',
  INVALID_OR_EXPIRED: 'Invalid or expired invitation.',
  ACCEPT_FAILED: 'Failed to accept invitation.',
  DECLINE_FAILED: 'Failed to decline invitation.',
  JOINED: 'You have joined the team successfully.',
  DECLINED: 'You have declined the invitation.',
  MUST_LOG_IN: 'You must be logged in to accept this invitation.',
} as const;
