import { BusinessRuleError, ConflictError, NotFoundError, VELOCITY, ValidationError, directoryFor, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { RosterEndpoints, type CadenceTeam, type ImportResult, type Person, type Roster } from '../shared/roster-endpoints.js';
import { parseCsv, wouldCreateManagerCycle } from '../shared/rules.js';
import { tenantQuery } from '@suite/sdk/server';
import { T, isUniqueViolation, peopleOf, type CadenceDeps } from './common.js';
import { PersonModel, TeamModel } from './models.js';


/**
 * Give every active member a place on the roster (a person row naming their login), so the roster
 * starts with the account's members; people without a login are added by hand or by CSV.
 */
export async function ensureMembersOnRoster(deps: CadenceDeps, scope: TenantScope): Promise<void> {
  const directory = await directoryFor(deps.capabilities, scope.accountId);
  const members = await directory.members(scope.accountId, { trx: scope.knex });
  const known = new Set((await tenantQuery(scope, PersonModel).whereNotNull('user_id').select('user_id')).map((row) => row.userId));
  const missing = members.filter((member) => !known.has(member.id));
  if (missing.length === 0) return;
  const emails = new Map((await tenantQuery(scope, PersonModel).whereNull('user_id').whereNotNull('email').select('id', 'email')).map((row) => [row.email!.toLowerCase(), row.id]));
  for (const member of missing) {
    // Someone imported by email who has since joined: the row becomes theirs.
    const existing = emails.get(member.email.toLowerCase());
    if (existing) await tenantQuery(scope, PersonModel).where('id', existing).patch({ userId: member.id });
    else await PersonModel.query(scope.knex).insert({ accountId: scope.accountId, userId: member.id, name: member.name, email: member.email }).onConflict().ignore();
  }
}

async function personViews(deps: CadenceDeps, scope: TenantScope, rows: PersonModel[]): Promise<Person[]> {
  const people = await peopleOf(deps, scope, rows.map((row) => row.userId));
  return rows.map((row) => {
    const user = row.userId ? people.get(row.userId) : undefined;
    return {
      id: row.id,
      userId: row.userId,
      name: user?.name ?? row.name,
      email: user?.email ?? row.email,
      title: row.title,
      teamId: row.teamId,
      managerId: row.managerId,
      startDate: row.startDate,
      avatarUrl: user?.avatarUrl ?? null,
    };
  });
}

async function findPerson(scope: TenantScope, id: string): Promise<PersonModel> {
  const row = await tenantQuery(scope, PersonModel).findById(id);
  if (!row) throw new NotFoundError(E.PERSON_NOT_FOUND);
  return row;
}

async function findTeam(scope: TenantScope, id: string): Promise<TeamModel> {
  const row = await tenantQuery(scope, TeamModel).findById(id);
  if (!row) throw new NotFoundError(E.TEAM_NOT_FOUND);
  return row;
}

/** A manager and a team named on a person must be the account's, and the chain must not loop. */
async function checkLinks(scope: TenantScope, personId: string | null, fields: { teamId?: string | null; managerId?: string | null }): Promise<void> {
  if (fields.teamId) await findTeam(scope, fields.teamId);
  if (fields.managerId) {
    await findPerson(scope, fields.managerId);
    const rows = await tenantQuery(scope, PersonModel).select('id', 'manager_id');
    const managerOf = new Map(rows.map((row) => [row.id, row.managerId]));
    if (personId && wouldCreateManagerCycle(personId, fields.managerId, managerOf)) throw new BusinessRuleError(E.MANAGER_CYCLE);
  }
}

const teamView = (row: TeamModel, memberCount: number): CadenceTeam => ({ id: row.id, name: row.name, agileTeamId: row.agileTeamId, memberCount });

async function teamViews(scope: TenantScope, rows: TeamModel[]): Promise<CadenceTeam[]> {
  const counts = (await scope.table(T.people).whereNotNull('team_id').groupBy('team_id').select('team_id').count('* as count')) as { team_id: string; count: number | string }[];
  const countOf = new Map(counts.map((row) => [row.team_id, Number(row.count)]));
  return rows.map((row) => teamView(row, countOf.get(row.id) ?? 0));
}

export async function readRoster(deps: CadenceDeps, scope: TenantScope): Promise<Roster> {
  await ensureMembersOnRoster(deps, scope);
  const rows = await tenantQuery(scope, PersonModel).orderBy('name');
  const teams = await tenantQuery(scope, TeamModel).orderBy('name');
  const people = await personViews(deps, scope, rows);
  return { people: people.sort((a, b) => a.name.localeCompare(b.name)), teams: await teamViews(scope, teams) };
}

type CsvColumn = 'name' | 'email' | 'title' | 'team' | 'manager_email' | 'start_date';

/**
 * Import people from CSV: a header row naming at least `name`; a row whose email is already on
 * the roster updates that person, any other row adds one. Teams named are created; managers are
 * matched by email after every row is in. A row with an error is reported by line, not imported.
 */
export async function importPeople(deps: CadenceDeps, scope: TenantScope, csv: string): Promise<ImportResult> {
  const rows = parseCsv(csv);
  if (rows.length === 0) throw new ValidationError(E.CSV_EMPTY);
  const header = rows[0]!.map((cell) => cell.trim().toLowerCase());
  if (!header.includes('name')) throw new ValidationError(E.CSV_HEADER);
  if (rows.length === 1) throw new ValidationError(E.CSV_EMPTY);
  const column = (cells: string[], name: CsvColumn) => {
    const index = header.indexOf(name);
    const value = index >= 0 ? cells[index]?.trim() : '';
    return value ? value : null;
  };
  await ensureMembersOnRoster(deps, scope);
  return scope.transaction(async (tx) => {
    const result: ImportResult = { created: 0, updated: 0, errors: [] };
    const teams = new Map((await tenantQuery(tx, TeamModel).select('id', 'name')).map((team) => [team.name.toLowerCase(), team.id]));
    const managerLinks: { personId: string; managerEmail: string; line: number }[] = [];
    for (const [index, cells] of rows.slice(1).entries()) {
      const line = index + 2;
      const name = column(cells, 'name');
      const email = column(cells, 'email');
      const startDate = column(cells, 'start_date');
      if (!name) {
        result.errors.push({ line, error: E.PERSON_NAME_REQUIRED });
        continue;
      }
      if (startDate && !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) {
        result.errors.push({ line, error: E.CSV_START_DATE });
        continue;
      }
      const teamName = column(cells, 'team');
      let teamId: string | null = null;
      if (teamName) {
        teamId = teams.get(teamName.toLowerCase()) ?? null;
        if (!teamId) {
          const team = await TeamModel.query(tx.knex).insert({ accountId: tx.accountId, name: teamName }).returning('id');
          teamId = team.id;
          teams.set(teamName.toLowerCase(), teamId);
        }
      }
      const fields = { name, title: column(cells, 'title'), teamId, startDate };
      const existing = email ? await tenantQuery(tx, PersonModel).whereRaw('lower(email) = ?', [email.toLowerCase()]).select('id').first() : undefined;
      let personId: string;
      if (existing) {
        await tenantQuery(tx, PersonModel).where('id', existing.id).patch(fields);
        personId = existing.id;
        result.updated += 1;
      } else {
        const created = await PersonModel.query(tx.knex).insert({ accountId: tx.accountId, ...fields, email }).returning('id');
        personId = created.id;
        result.created += 1;
      }
      const managerEmail = column(cells, 'manager_email');
      if (managerEmail) managerLinks.push({ personId, managerEmail, line });
    }
    for (const link of managerLinks) {
      const manager = await tenantQuery(tx, PersonModel).whereRaw('lower(email) = ?', [link.managerEmail.toLowerCase()]).select('id').first();
      if (!manager) {
        result.errors.push({ line: link.line, error: E.PERSON_NOT_FOUND });
        continue;
      }
      const all = await tenantQuery(tx, PersonModel).select('id', 'manager_id');
      if (wouldCreateManagerCycle(link.personId, manager.id, new Map(all.map((row) => [row.id, row.managerId])))) {
        result.errors.push({ line: link.line, error: E.MANAGER_CYCLE });
        continue;
      }
      await tenantQuery(tx, PersonModel).where('id', link.personId).patch({ managerId: manager.id });
    }
    return result;
  });
}

export function registerRoster(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;

  routes.implement(RosterEndpoints.roster, (req) => readRoster(deps, req.scope!));

  routes.implement(RosterEndpoints.createPerson, async (req) => {
    const scope = req.scope!;
    const body = req.body;
    if (body.userId) {
      const directory = await directoryFor(deps.capabilities, scope.accountId);
      if (!(await directory.membership(scope.accountId, body.userId, { trx: scope.knex }))) throw new NotFoundError(E.NOT_A_MEMBER);
    }
    await checkLinks(scope, null, body);
    try {
      const row = await PersonModel.query(scope.knex)
        .insert({ accountId: scope.accountId, userId: body.userId ?? null, name: body.name.trim(), email: body.email ?? null, title: body.title ?? null, teamId: body.teamId ?? null, managerId: body.managerId ?? null, startDate: body.startDate ?? null })
        .returning('*');
      return (await personViews(deps, scope, [row]))[0]!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(E.PERSON_EMAIL_TAKEN);
      throw error;
    }
  });

  routes.implement(RosterEndpoints.updatePerson, async (req) => {
    const scope = req.scope!;
    const person = await findPerson(scope, req.params.id);
    const body = req.body;
    if (body.name !== undefined && body.name.trim() === '') throw new ValidationError(E.PERSON_NAME_REQUIRED);
    await checkLinks(scope, person.id, body);
    const changes: Partial<Pick<PersonModel, 'name' | 'email' | 'title' | 'teamId' | 'managerId' | 'startDate'>> = {};
    if (body.name !== undefined) changes.name = body.name.trim();
    if (body.email !== undefined) changes.email = body.email;
    if (body.title !== undefined) changes.title = body.title;
    if (body.teamId !== undefined) changes.teamId = body.teamId;
    if (body.managerId !== undefined) changes.managerId = body.managerId;
    if (body.startDate !== undefined) changes.startDate = body.startDate;
    try {
      const [row] = Object.keys(changes).length ? await tenantQuery(scope, PersonModel).where('id', person.id).patch(changes).returning('*') : [person];
      return (await personViews(deps, scope, [row!]))[0]!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(E.PERSON_EMAIL_TAKEN);
      throw error;
    }
  });

  routes.implement(RosterEndpoints.deletePerson, async (req) => {
    const person = await findPerson(req.scope!, req.params.id);
    await tenantQuery(req.scope!, PersonModel).deleteById(person.id);
    return { deleted: true as const };
  });

  routes.implement(RosterEndpoints.importPeople, (req) => importPeople(deps, req.scope!, req.body.csv));

  const agileTeamsOf = async (accountId: string) => {
    const velocity = await deps.capabilities.get(VELOCITY, accountId);
    if (!velocity?.teams) return { available: false, teams: [] };
    return { available: true, teams: await velocity.teams(accountId) };
  };
  routes.implement(RosterEndpoints.agileTeams, (req) => agileTeamsOf(req.scope!.accountId));

  const saveTeam = async (scope: TenantScope, id: string | null, body: { name: string; agileTeamId?: string | null }) => {
    const name = body.name.trim();
    if (!name) throw new ValidationError(E.TEAM_NAME_REQUIRED);
    // A link names one of this account's agile teams (never another account's id).
    if (body.agileTeamId && !(await agileTeamsOf(scope.accountId)).teams.some((team) => team.id === body.agileTeamId)) throw new NotFoundError(E.AGILE_TEAM_NOT_FOUND);
    try {
      const fields = { name, ...(body.agileTeamId !== undefined ? { agileTeamId: body.agileTeamId } : {}) };
      const [row] = id ? await tenantQuery(scope, TeamModel).where('id', id).patch(fields).returning('*') : [await TeamModel.query(scope.knex).insert({ accountId: scope.accountId, ...fields }).returning('*')];
      return (await teamViews(scope, [row!]))[0]!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(E.TEAM_NAME_TAKEN);
      throw error;
    }
  };
  routes.implement(RosterEndpoints.createTeam, (req) => saveTeam(req.scope!, null, req.body));
  routes.implement(RosterEndpoints.updateTeam, async (req) => saveTeam(req.scope!, (await findTeam(req.scope!, req.params.id)).id, req.body));
  routes.implement(RosterEndpoints.deleteTeam, async (req) => {
    const team = await findTeam(req.scope!, req.params.id);
    await tenantQuery(req.scope!, TeamModel).deleteById(team.id);
    return { deleted: true as const };
  });
}
