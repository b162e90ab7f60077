import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  FileInput,
  Group,
  List,
  Modal,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  translateError,
  useTranslation,
} from '@suite/sdk/web';
import type { CadenceTeam, ImportResult, Person, Roster } from '../../shared/roster-endpoints.js';
import { useAgileTeams, useCreatePerson, useCreateTeam, useDeleteTeam, useImportPeople, useRoster, useUpdatePerson, useUpdateTeam } from '../api.js';
import { formatDay } from '../components/format.js';
import { CadencePageFrame } from '../components/CadencePageFrame.js';

function OrgChart({ roster }: { roster: Roster }) {
  const { t } = useTranslation('cadence');
  const teamName = (id: string | null) => roster.teams.find((team) => team.id === id)?.name;
  const ids = new Set(roster.people.map((person) => person.id));
  const branch = (person: Person, seen: Set<string>) => {
    const reports = roster.people.filter((other) => other.managerId === person.id && !seen.has(other.id));
    return (
      <List.Item key={person.id}>
        <Text size="sm" fw={600} span>
          {person.name}
        </Text>{' '}
        <Text size="xs" c="dimmed" span>
          {[person.title, teamName(person.teamId)].filter(Boolean).join(' · ')}
        </Text>
        {reports.length ? (
          <List withPadding listStyleType="disc" size="sm">
            {reports.map((report) => branch(report, new Set([...seen, report.id])))}
          </List>
        ) : null}
      </List.Item>
    );
  };
  const tops = roster.people.filter((person) => !person.managerId || !ids.has(person.managerId));
  return (
    <Paper withBorder p="md" radius="md" aria-label={t('roster.orgChart')}>
      <List size="sm" data-testid="org-chart">
        {tops.map((person) => branch(person, new Set([person.id])))}
      </List>
    </Paper>
  );
}

/** Add a person, or change one (`person`): name, email, title, team, manager, start date. */
function PersonModal({ roster, person, opened, onClose }: { roster: Roster; person?: Person | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const [name, setName] = useState(person?.name ?? '');
  const [email, setEmail] = useState(person?.email ?? '');
  const [title, setTitle] = useState(person?.title ?? '');
  const [teamId, setTeam] = useState<string | null>(person?.teamId ?? null);
  const [managerId, setManager] = useState<string | null>(person?.managerId ?? null);
  const [startDate, setStart] = useState(person?.startDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { title: title || null, teamId, managerId, startDate: startDate || null };
    const done = { onSuccess: () => onClose(), onError: (failure: Error) => setError(translateError(failure.message)) };
    // A member's name and email come from their account; only people without a login are renamed here.
    if (person) update.mutate({ params: { id: person.id }, body: person.userId ? fields : { ...fields, name, email: email || null } }, done);
    else create.mutate({ body: { ...fields, name, email: email || null } }, done);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={person ? t('roster.editPerson', { name: person.name }) : t('roster.addPerson')}>
      <form onSubmit={submit}>
        <Stack>
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label={t('roster.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={120} disabled={Boolean(person?.userId)} />
          <TextInput type="email" label={t('roster.email')} value={email} onChange={(event) => setEmail(event.currentTarget.value)} disabled={Boolean(person?.userId)} />
          <TextInput label={t('roster.title')} value={title} onChange={(event) => setTitle(event.currentTarget.value)} maxLength={120} />
          <Select label={t('goals.team')} clearable data={roster.teams.map((team) => ({ value: team.id, label: team.name }))} value={teamId} onChange={setTeam} />
          <Select label={t('roster.manager')} clearable searchable data={roster.people.filter((other) => other.id !== person?.id).map((other) => ({ value: other.id, label: other.name }))} value={managerId} onChange={setManager} />
          <TextInput type="date" label={t('roster.startDate')} value={startDate} onChange={(event) => setStart(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending || update.isPending}>
              {person ? t('common.save') : t('common.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('cadence');
  const importPeople = useImportPeople();
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    importPeople.mutate({ body: { csv } }, { onSuccess: setResult, onError: (failure) => setError(translateError(failure.message)) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('roster.import')} size="lg">
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('roster.importHint')}
          </Text>
          <FileInput label={t('roster.file')} accept=".csv,text/csv" onChange={(file) => void file?.text().then(setCsv)} clearable />
          <Textarea label={t('roster.csv')} value={csv} onChange={(event) => setCsv(event.currentTarget.value)} autosize minRows={4} maxRows={10} styles={{ input: { fontFamily: 'monospace' } }} />
          {error ? <Alert color="red">{error}</Alert> : null}
          {result ? (
            <Alert color={result.errors.length ? 'orange' : 'green'}>
              {t('roster.imported', { created: result.created, updated: result.updated })}
              {result.errors.map((line) => (
                <Text key={line.line} size="xs">
                  {t('roster.lineError', { line: line.line, error: translateError(line.error) })}
                </Text>
              ))}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={importPeople.isPending} disabled={!csv.trim()}>
              {t('roster.import')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Which agile team this team follows: its sprints feed team health's sprint completion and the
 * velocity choice of key results and scorecards. Shown only when agile is on for the account.
 */
function AgileTeamLink({ team }: { team: CadenceTeam }) {
  const { t } = useTranslation('cadence');
  const agile = useAgileTeams();
  const update = useUpdateTeam();
  if (!agile.data?.available) return null;
  return (
    <Select
      size="xs"
      w={200}
      clearable
      placeholder={t('roster.noAgileTeam')}
      aria-label={t('roster.agileTeamOf', { name: team.name })}
      data={agile.data.teams.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
      value={team.agileTeamId}
      disabled={update.isPending}
      onChange={(agileTeamId) => update.mutate({ params: { id: team.id }, body: { name: team.name, agileTeamId } })}
    />
  );
}

function TeamRow({ team }: { team: CadenceTeam }) {
  const { t } = useTranslation('cadence');
  const update = useUpdateTeam();
  const remove = useDeleteTeam();
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ params: { id: team.id }, body: { name } }, { onSuccess: () => setError(null), onError: (failure) => setError(translateError(failure.message)) });
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="xs" align="flex-start">
          <TextInput size="xs" aria-label={t('roster.teamName', { name: team.name })} value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} maxLength={80} />
          {name !== team.name ? (
            <Button size="xs" type="submit" variant="light" loading={update.isPending}>
              {t('common.save')}
            </Button>
          ) : null}
        </Group>
        <Group gap="xs">
          <AgileTeamLink team={team} />
          <Text size="sm" c="dimmed">
            {t('roster.people', { count: team.memberCount })}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setAsking(true)} aria-label={t('roster.deleteTeam', { name: team.name })}>
            {t('goals.delete')}
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={asking}
        danger
        title={t('roster.deleteTeamTitle')}
        message={t('roster.deleteTeamMessage', { name: team.name })}
        confirmLabel={t('goals.delete')}
        loading={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate({ params: { id: team.id } }, { onSettled: () => setAsking(false) })}
      />
    </form>
  );
}

function TeamForm() {
  const { t } = useTranslation('cadence');
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ body: { name } }, { onSuccess: () => (setName(''), setError(null)), onError: (failure) => setError(translateError(failure.message)) });
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput size="xs" label={t('roster.newTeam')} value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} maxLength={80} />
        <Button size="xs" type="submit" variant="light" loading={create.isPending}>
          {t('common.add')}
        </Button>
      </Group>
    </form>
  );
}

/** /corporate-roster: people (members and people without a login), managers, teams; an org chart; CSV import. */
export default function RosterPage() {
  const { t } = useTranslation('cadence');
  const roster = useRoster();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Person | null>(null);
  const [importing, setImporting] = useState(false);
  const actions = (
    <Group gap="xs">
      <Button variant="default" onClick={() => setImporting(true)}>
        {t('roster.import')}
      </Button>
      <Button onClick={() => setAdding(true)}>{t('roster.addPerson')}</Button>
    </Group>
  );
  const data = roster.data;
  const nameOf = (id: string | null) => data?.people.find((person) => person.id === id)?.name ?? '—';
  const teamOf = (id: string | null) => data?.teams.find((team) => team.id === id)?.name ?? '—';
  return (
    <CadencePageFrame
      title={t('pages.corporateRoster')}
      description={t('roster.description')}
      actions={actions}
      query={roster}
      loading={{ variant: 'table', rows: 6 }}
      loadError={t('roster.loadError')}
      empty={{ when: (loaded) => loaded.people.length === 0, title: t('roster.emptyTitle'), description: t('roster.empty') }}
      overlays={
        <>
          {data && adding ? <PersonModal roster={data} opened onClose={() => setAdding(false)} /> : null}
          {data && editing ? <PersonModal key={editing.id} roster={data} person={editing} opened onClose={() => setEditing(null)} /> : null}
          <ImportModal opened={importing} onClose={() => setImporting(false)} />
        </>
      }
    >
      {(loaded) => (
        <Tabs defaultValue="people">
          <Tabs.List mb="md">
            <Tabs.Tab value="people">{t('roster.people', { count: loaded.people.length })}</Tabs.Tab>
            <Tabs.Tab value="chart">{t('roster.orgChart')}</Tabs.Tab>
            <Tabs.Tab value="teams">{t('roster.teams', { count: loaded.teams.length })}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="people">
            <DataTable<Person>
              rows={loaded.people}
              rowKey={(person) => person.id}
              onRowClick={setEditing}
              caption={t('pages.corporateRoster')}
              columns={[
                {
                  key: 'name',
                  header: t('roster.name'),
                  render: (person) => (
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {person.name}
                      </Text>
                      {person.userId ? null : (
                        <Badge size="xs" variant="outline" color="gray">
                          {t('roster.noLogin')}
                        </Badge>
                      )}
                    </Group>
                  ),
                },
                { key: 'title', header: t('roster.title'), render: (person) => person.title ?? '—' },
                { key: 'team', header: t('goals.team'), render: (person) => teamOf(person.teamId) },
                { key: 'manager', header: t('roster.manager'), render: (person) => nameOf(person.managerId) },
                { key: 'start', header: t('roster.startDate'), render: (person) => formatDay(person.startDate) },
              ]}
            />
          </Tabs.Panel>
          <Tabs.Panel value="chart">
            <OrgChart roster={loaded} />
          </Tabs.Panel>
          <Tabs.Panel value="teams">
            <Stack>
              {loaded.teams.map((team) => (
                <TeamRow key={team.id} team={team} />
              ))}
              <TeamForm />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}
    </CadencePageFrame>
  );
}
