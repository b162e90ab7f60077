import { api, useMutation, useQuery, useQueryClient } from '@suite/sdk/web';
import type { DirectoryUserView } from '@suite/sdk';
import {
  TeamApi,
  type Team,
  type TeamActivity,
  type TeamBody,
  type TeamDetail,
  type TeamInvitation,
  type TeamInvitationBody,
  type TeamRole,
  type UpdateTeamBody,
} from '../../shared/teams.js';

/** The team calls (agile.md section 7, paths in shared/teams.ts TeamApi) as react-query hooks. */
export const teamKeys = {
  all: ['agile', 'teams'] as const,
  list: () => ['agile', 'teams', 'list'] as const,
  detail: (id: string) => ['agile', 'teams', 'detail', id] as const,
  invitations: (id: string) => ['agile', 'teams', 'invitations', id] as const,
  activity: (id: string) => ['agile', 'teams', 'activity', id] as const,
  directory: () => ['agile', 'teams', 'directory'] as const,
};

export function useTeams(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: teamKeys.list(), queryFn: () => api.get<Team[]>(TeamApi.teams), enabled: options.enabled ?? true, staleTime: 60_000 });
}

export function useTeam(id: string) {
  return useQuery({ queryKey: teamKeys.detail(id), queryFn: () => api.get<TeamDetail>(TeamApi.team(id)), enabled: Boolean(id) });
}

export function useTeamInvitations(id: string, options: { enabled: boolean }) {
  return useQuery({ queryKey: teamKeys.invitations(id), queryFn: () => api.get<TeamInvitation[]>(TeamApi.invitations(id)), enabled: options.enabled && Boolean(id) });
}

export function useTeamActivity(id: string) {
  return useQuery({ queryKey: teamKeys.activity(id), queryFn: () => api.get<TeamActivity[]>(TeamApi.activity(id)), enabled: Boolean(id) });
}

function useInvalidateTeams() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

export function useCreateTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (body: TeamBody) => api.post<Team>(TeamApi.teams, body), onSuccess: invalidate });
}

export function useUpdateTeam(id: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (body: UpdateTeamBody) => api.patch<Team>(TeamApi.team(id), body), onSuccess: invalidate });
}

export function useDeleteTeam() {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (id: string) => api.delete<unknown>(TeamApi.team(id)), onSuccess: invalidate });
}

export function useAddTeamMember(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (body: { userId: string; role: TeamRole }) => api.post<unknown>(TeamApi.members(teamId), body), onSuccess: invalidate });
}

export function useChangeMemberRole(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: ({ userId, role }: { userId: string; role: TeamRole }) => api.patch<unknown>(TeamApi.member(teamId, userId), { role }), onSuccess: invalidate });
}

export function useRemoveTeamMember(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (userId: string) => api.delete<unknown>(TeamApi.member(teamId, userId)), onSuccess: invalidate });
}

export function useInviteToTeam(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (body: TeamInvitationBody) => api.post<TeamInvitation>(TeamApi.invitations(teamId), body), onSuccess: invalidate });
}

export function useRevokeTeamInvitation(teamId: string) {
  const invalidate = useInvalidateTeams();
  return useMutation({ mutationFn: (invitationId: string) => api.delete<unknown>(TeamApi.invitation(teamId, invitationId)), onSuccess: invalidate });
}

/** The members of the current account (who can be added to a team directly). */
export function useAccountDirectory(options: { enabled: boolean }) {
  return useQuery({ queryKey: teamKeys.directory(), queryFn: () => api.get<DirectoryUserView[]>('/users'), enabled: options.enabled, staleTime: 60_000 });
}
