import { defineEndpoint } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { CadenceErrors as E } from './errors.js';
import { PEOPLE_SUBJECT } from './permissions.js';
import { Day, Deleted, IdParams, Nullable, Text, Uuid } from './schema-parts.js';

export const PersonSchema = Type.Object({
  id: Uuid,
  /** The account member this person is, or null for someone without a login. */
  userId: Nullable(Uuid),
  /** The member's name from the core's directory, or the name typed on the roster. */
  name: Type.String(),
  email: Nullable(Type.String()),
  title: Nullable(Type.String()),
  teamId: Nullable(Uuid),
  managerId: Nullable(Uuid),
  startDate: Nullable(Day),
  avatarUrl: Nullable(Type.String()),
});
export type Person = Static<typeof PersonSchema>;

export const TeamSchema = Type.Object({ id: Uuid, name: Type.String(), agileTeamId: Nullable(Uuid), memberCount: Type.Integer() });
export type CadenceTeam = Static<typeof TeamSchema>;

export const RosterSchema = Type.Object({ people: Type.Array(PersonSchema), teams: Type.Array(TeamSchema) });
export type Roster = Static<typeof RosterSchema>;

const personFields = {
  name: Text(120, E.PERSON_NAME_REQUIRED),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  title: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
  teamId: Type.Optional(Nullable(Uuid)),
  managerId: Type.Optional(Nullable(Uuid)),
  startDate: Type.Optional(Nullable(Day)),
};
export const CreatePersonBody = Type.Object({ ...personFields, userId: Type.Optional(Nullable(Uuid)) }, { additionalProperties: false, errorMessage: { required: { name: E.PERSON_NAME_REQUIRED } } });
export const UpdatePersonBody = Type.Partial(Type.Object(personFields), { additionalProperties: false });
export const TeamBody = Type.Object({ name: Text(80, E.TEAM_NAME_REQUIRED), agileTeamId: Type.Optional(Nullable(Uuid)) }, { additionalProperties: false, errorMessage: { required: { name: E.TEAM_NAME_REQUIRED } } });
export const ImportBody = Type.Object({ csv: Type.String({ maxLength: 500_000 }) }, { additionalProperties: false });
export const ImportResultSchema = Type.Object({ created: Type.Integer(), updated: Type.Integer(), errors: Type.Array(Type.Object({ line: Type.Integer(), error: Type.String() })) });
export type ImportResult = Static<typeof ImportResultSchema>;

/** Agile's teams, through its VELOCITY capability; `available` is false when agile is off for the account. */
export const AgileTeamsSchema = Type.Object({ available: Type.Boolean(), teams: Type.Array(Type.Object({ id: Uuid, name: Type.String() })) });
export type AgileTeams = Static<typeof AgileTeamsSchema>;
const agileTeamNotFound = { status: 404 as const, text: E.AGILE_TEAM_NOT_FOUND };

const read = ['read', PEOPLE_SUBJECT] as const;
const write = (action: 'create' | 'update' | 'delete') => [action, PEOPLE_SUBJECT] as const;

/** The corporate roster: people (members and people without a login), managers, teams. */
export const RosterEndpoints = {
  roster: defineEndpoint({ method: 'GET', path: '/cadence/people', can: read, schema: { response: RosterSchema }, summary: 'The roster: every person and team of the account' }),
  createPerson: defineEndpoint({
    method: 'POST',
    path: '/cadence/people',
    status: 201,
    can: write('create'),
    schema: { body: CreatePersonBody, response: PersonSchema },
    errors: [{ status: 409, text: E.PERSON_EMAIL_TAKEN }, { status: 422, text: E.MANAGER_CYCLE }, { status: 404, text: E.NOT_A_MEMBER }],
  }),
  updatePerson: defineEndpoint({
    method: 'PATCH',
    path: '/cadence/people/:id',
    can: write('update'),
    schema: { params: IdParams, body: UpdatePersonBody, response: PersonSchema },
    errors: [{ status: 404, text: E.PERSON_NOT_FOUND }, { status: 422, text: E.MANAGER_CYCLE }],
  }),
  deletePerson: defineEndpoint({ method: 'DELETE', path: '/cadence/people/:id', can: write('delete'), schema: { params: IdParams, response: Deleted }, errors: [{ status: 404, text: E.PERSON_NOT_FOUND }] }),
  importPeople: defineEndpoint({
    method: 'POST',
    path: '/cadence/people/import',
    can: write('create'),
    schema: { body: ImportBody, response: ImportResultSchema },
    summary: 'Import people from CSV (name, email, title, team, manager_email, start_date)',
    errors: [{ status: 400, text: E.CSV_EMPTY }, { status: 400, text: E.CSV_HEADER }],
  }),
  createTeam: defineEndpoint({ method: 'POST', path: '/cadence/teams', status: 201, can: write('create'), schema: { body: TeamBody, response: TeamSchema }, errors: [{ status: 409, text: E.TEAM_NAME_TAKEN }, agileTeamNotFound] }),
  updateTeam: defineEndpoint({ method: 'PATCH', path: '/cadence/teams/:id', can: write('update'), schema: { params: IdParams, body: TeamBody, response: TeamSchema }, errors: [{ status: 404, text: E.TEAM_NOT_FOUND }, agileTeamNotFound] }),
  agileTeams: defineEndpoint({ method: 'GET', path: '/cadence/agile-teams', can: read, schema: { response: AgileTeamsSchema }, summary: "The account's agile teams a cadence team can follow (velocity in team health, key results and scorecards)" }),
  deleteTeam: defineEndpoint({ method: 'DELETE', path: '/cadence/teams/:id', can: write('delete'), schema: { params: IdParams, response: Deleted }, errors: [{ status: 404, text: E.TEAM_NOT_FOUND }] }),
} as const;
