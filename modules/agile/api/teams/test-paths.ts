import { endpointPath } from '@suite/sdk';
import { TeamEndpoints as E } from '../../shared/teams.js';

/** The teams' URLs for the integration tests of other areas (supertest speaks raw HTTP), made from TeamEndpoints. */
export const TeamApi = {
  teams: endpointPath(E.listTeams),
  team: (id: string) => endpointPath(E.getTeam, { id }),
  members: (id: string) => endpointPath(E.listMembers, { id }),
  member: (id: string, userId: string) => endpointPath(E.updateMember, { id, userId }),
  activity: (id: string) => endpointPath(E.activity, { id }),
} as const;
