/** Teams and team invitations (agile.md sections 4-8; the page texts are InvitationPageTexts). */
export const TeamErrors = {
  TEAM_NOT_FOUND: 'Team not found',
  NAME_REQUIRED: 'A team needs a name',
  TEAM_NAME_TAKEN: 'A team with this name already exists',
  MANAGERS_ONLY: 'Only team admins or account admins can do this',
  MEMBER_NOT_FOUND: 'This user is not a member of the team',
  ALREADY_TEAM_MEMBER: 'This user is already a member of the team',
  LAST_ADMIN: 'A team needs at least one admin',
  INVITATION_ALREADY_PENDING: 'An invitation to this team is already pending for this email',
  INVITATION_NOT_PENDING: 'This invitation has already been answered',
} as const;
