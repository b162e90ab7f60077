import { BusinessRuleError, ConflictError, NotFoundError, VELOCITY, ValidationError, directoryFor, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { RosterEndpoints, type CadenceTeam, type ImportResult, type Person, type Roster } from '../shared/roster-endpoints.js';
import { parseCsv, wouldCreateManagerCycle } from '../shared/rules.js';
import { T, peopleOf, type CadenceDeps } from './common.js';

interface PersonRow {
  id: string;
  user_id: string | null;
  name: string;
  email: string | null;
  title: string | null;
  team_id: string | null;
  manager_id: string | null;
  start_date: string | null;
}
interface TeamRow {
  id: string;
  name: string;
  agile_team_id: string | null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Give every active member a place on the roster (a person row naming their login), so the roster
 * starts with the account's members; people without a login are added by hand or by CSV.
 */
export async function ensureMembersOnRoster(deps: CadenceDeps, scope: TenantScope): Promise<void> {
  const directory = await directoryFor(deps.capabilities, scope.accountId);
  const members = await directory.members(scope.accountId, { trx: scope.knex });
  const known = new Set(((await scope.table(T.people).whereNotNull('user_id').select('user_id')) as { user_id: string }[]).map((row) => row.user_id));
  const missing = members.filter((member) => !known.has(member.id));
  if (missing.length === 0) return;
  const emails = new Map(((await scope.table(T.people).whereNull('user_id').whereNotNull('email').select('id', 'email')) as { id: string; email: string }[]).map((row) => [row.email.toLowerCase(), row.id]));
  for (const member of missing) {
    // Someone imported by email who has since joined: the row becomes theirs.
    const existing = emails.get(member.email.toLowerCase());
    if (existing) await scope.table(T.people).where('id', existing).update({ user_id: member.id });
    else await scope.insert(T.people, { user_id: member.id, name: member.name, email: member.email }).onConflict().ignore();
  }
}

async function personViews(deps: CadenceDeps, scope: TenantScope, rows: PersonRow[]): Promise<Person[]> {
  const people = await peopleOf(deps, scope, rows.map((row) => row.user_id));
  return rows.map((row) => {
    const user = row.user_id ? people.get(row.user_id) : undefined;
    return {
      id: row.id,
      userId: row.user_id,
      name: user?.name ?? row.name,
      email: user?.email ?? row.email,
      title: row.title,
      teamId: row.team_id,
      managerId: row.manager_id,
      startDate: row.start_date,
      avatarUrl: user?.avatarUrl ?? null,
    };
  });
}

async function findPerson(scope: TenantScope, id: string): Promise<PersonRow> {
  const row = (await scope.table(T.people).where('id', id).first()) as unknown as PersonRow | undefined;
  if (!row) throw new NotFoundError(E.PERSON_NOT_FOUND);
  return row;
}

async function findTeam(scope: TenantScope, id: string): Promise<TeamRow> {
  const row = (await scope.table(T.teams).where('id', id).first()) as unknown as TeamRow | undefined;
  if (!row) throw new NotFoundError(E.TEAM_NOT_FOUND);
  return row;
}

/** A manager and a team named on a person must be the account's, and the chain must not loop. */
async function checkLinks(scope: TenantScope, personId: string | null, fields: { teamId?: string | null; managerId?: string | null }): Promise<void> {
  if (fields.teamId) await findTeam(scope, fields.teamId);
  if (fields.managerId) {
    await findPerson(scope, fields.managerId);
    const rows = (await scope.table(T.people).select('id', 'manager_id')) as { id: string; manager_id: string | null }[];
    const managerOf = new Map(rows.map((row) => [row.id, row.manager_id]));
    if (personId && wouldCreateManagerCycle(personId, fields.managerId, managerOf)) throw new BusinessRuleError(E.MANAGER_CYCLE);
  }
}

const teamView = (row: TeamRow, memberCount: number): CadenceTeam => ({ id: row.id, name: row.name, agileTeamId: row.agile_team_id, memberCount });

async function teamViews(scope: TenantScope, rows: TeamRow[]): Promise<CadenceTeam[]> {
  const counts = (await scope.table(T.people).whereNotNull('team_id').groupBy('team_id').select('team_id').count('* as count')) as { team_id: string; count: number | string }[];
  const countOf = new Map(counts.map((row) => [row.team_id, Number(row.count)]));
  return rows.map((row) => teamView(row, countOf.get(row.id) ?? 0));
}

export async function readRoster(deps: CadenceDeps, scope: TenantScope): Promise<Roster> {
  await ensureMembersOnRoster(deps, scope);
  const rows = (await scope.table(T.people).orderBy('name')) as unknown as PersonRow[];
  const teams = (await scope.table(T.teams).orderBy('name')) as unknown as TeamRow[];
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
    const teams = new Map(((await tx.table(T.teams).select('id', 'name')) as unknown as TeamRow[]).map((team) => [team.name.toLowerCase(), team.id]));
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
          const [team] = (await tx.insert(T.teams, { name: teamName }).returning('id')) as { id: string }[];
          teamId = team!.id;
          teams.set(teamName.toLowerCase(), teamId);
        }
      }
      const fields = { name, title: column(cells, 'title'), team_id: teamId, start_date: startDate };
      const existing = email ? ((await tx.table(T.people).whereRaw('lower(email) = ?', [email.toLowerCase()]).first('id')) as { id: string } | undefined) : undefined;
      let personId: string;
      if (existing) {
        await tx.table(T.people).where('id', existing.id).update(fields);
        personId = existing.id;
        result.updated += 1;
      } else {
        const [created] = (await tx.insert(T.people, { ...fields, email }).returning('id')) as { id: string }[];
        personId = created!.id;
        result.created += 1;
      }
      const managerEmail = column(cells, 'manager_email');
      if (managerEmail) managerLinks.push({ personId, managerEmail, line });
    }
    for (const link of managerLinks) {
      const manager = (await tx.table(T.people).whereRaw('lower(email) = ?', [link.managerEmail.toLowerCase()]).first('id')) as { id: string } | undefined;
      if (!manager) {
        result.errors.push({ line: link.line, error: E.PERSON_NOT_FOUND });
        continue;
      }
      const all = (await tx.table(T.people).select('id', 'manager_id')) as { id: string; manager_id: string | null }[];
      if (wouldCreateManagerCycle(link.personId, manager.id, new Map(all.map((row) => [row.id, row.manager_id])))) {
        result.errors.push({ line: link.line, error: E.MANAGER_CYCLE });
        continue;
      }
      await tx.table(T.people).where('id', link.personId).update({ manager_id: manager.id });
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
      const [row] = (await scope
        .insert(T.people, { user_id: body.userId ?? null, name: body.name.trim(), email: body.email ?? null, title: body.title ?? null, team_id: body.teamId ?? null, manager_id: body.managerId ?? null, start_date: body.startDate ?? null })
        .returning('*')) as unknown as PersonRow[];
      return (await personViews(deps, scope, [row!]))[0]!;
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
    const changes: Record<string, unknown> = {};
    if (body.name !== undefined) changes.name = body.name.trim();
    if (body.email !== undefined) changes.email = body.email;
    if (body.title !== undefined) changes.title = body.title;
    if (body.teamId !== undefined) changes.team_id = body.teamId;
    if (body.managerId !== undefined) changes.manager_id = body.managerId;
    if (body.startDate !== undefined) changes.start_date = body.startDate;
    try {
      const [row] = Object.keys(changes).length ? ((await scope.table(T.people).where('id', person.id).update(changes).returning('*')) as unknown as PersonRow[]) : [person];
      return (await personViews(deps, scope, [row!]))[0]!;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(E.PERSON_EMAIL_TAKEN);
      throw error;
    }
  });

  routes.implement(RosterEndpoints.deletePerson, async (req) => {
    const person = await findPerson(req.scope!, req.params.id);
    await req.scope!.table(T.people).where('id', person.id).delete();
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
      const fields = { name, ...(body.agileTeamId !== undefined ? { agile_team_id: body.agileTeamId } : {}) };
      const [row] = id ? ((await scope.table(T.teams).where('id', id).update(fields).returning('*')) as unknown as TeamRow[]) : ((await scope.insert(T.teams, fields).returning('*')) as unknown as TeamRow[]);
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
    await req.scope!.table(T.teams).where('id', team.id).delete();
    return { deleted: true as const };
  });
}
