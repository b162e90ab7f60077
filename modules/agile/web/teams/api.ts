import { UserEndpoints } from '@suite/sdk/endpoints/users';
import { useEndpointMutation, useEndpointQuery } from '@suite/sdk/web';
import { TeamEndpoints } from '../../shared/teams.js';

/** Every team read: a change to a team, its members or invitations makes them stale. */
const TEAM_READS = [TeamEndpoints.listTeams, TeamEndpoints.getTeam, TeamEndpoints.listMembers, TeamEndpoints.listInvitations, TeamEndpoints.activity];

export function useTeams(options: { enabled?: boolean } = {}) {
  return useEndpointQuery(TeamEndpoints.listTeams, {}, { enabled: options.enabled ?? true, staleTime: 60_000 });
}

export function useTeam(id: string) {
  return useEndpointQuery(TeamEndpoints.getTeam, { params: { id } }, { enabled: Boolean(id) });
}

export function useTeamInvitations(id: string, options: { enabled: boolean }) {
  return useEndpointQuery(TeamEndpoints.listInvitations, { params: { id } }, { enabled: options.enabled && Boolean(id) });
}

export function useTeamActivity(id: string) {
  return useEndpointQuery(TeamEndpoints.activity, { params: { id } }, { enabled: Boolean(id) });
}

/** `mutate({ body })`. */
export const useCreateTeam = () => useEndpointMutation(TeamEndpoints.createTeam, { invalidates: TEAM_READS });
/** `mutate({ params: { id }, body })`. */
export const useUpdateTeam = () => useEndpointMutation(TeamEndpoints.updateTeam, { invalidates: TEAM_READS });
/** `mutate({ params: { id } })`. */
export const useDeleteTeam = () => useEndpointMutation(TeamEndpoints.deleteTeam, { invalidates: TEAM_READS });
/** `mutate({ params: { id }, body: { userId, role } })`. */
export const useAddTeamMember = () => useEndpointMutation(TeamEndpoints.addMember, { invalidates: TEAM_READS });
/** `mutate({ params: { id, userId }, body: { role } })`. */
export const useChangeMemberRole = () => useEndpointMutation(TeamEndpoints.updateMember, { invalidates: TEAM_READS });
/** `mutate({ params: { id, userId } })`. */
export const useRemoveTeamMember = () => useEndpointMutation(TeamEndpoints.removeMember, { invalidates: TEAM_READS });
/** `mutate({ params: { id }, body: { email, role } })`. */
export const useInviteToTeam = () => useEndpointMutation(TeamEndpoints.invite, { invalidates: TEAM_READS });
/** `mutate({ params: { id, invitationId } })`. */
export const useRevokeTeamInvitation = () => useEndpointMutation(TeamEndpoints.revokeInvitation, { invalidates: TEAM_READS });

/** The members of the current account (who can be added to a team directly): the core's GET /users. */
export function useAccountDirectory(options: { enabled: boolean }) {
  return useEndpointQuery(UserEndpoints.directory, {}, { enabled: options.enabled, staleTime: 60_000 });
}
