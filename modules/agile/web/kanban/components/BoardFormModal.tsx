import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Link, Modal, SegmentedControl, SelectField, Stack, Text, TextareaField, TextField, translateError, useAppAbility, useMediaQuery, useTranslation } from '@suite/sdk/web';
import { KANBAN_DEFAULT_COLUMNS, type KanbanBoard, type KanbanProcessType } from '../../../shared/kanban.js';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { TEAM_SUBJECT } from '../../../shared/teams.js';
import { useCreateTeam, useTeams } from '../../teams/api.js';
import { useCreateBoard } from '../api/index.js';
import { boardTitleProblem } from '../forms.js';

/** Locale keys of the default columns' names, in KANBAN_DEFAULT_COLUMNS' order. */
const DEFAULT_COLUMN_KEYS = ['todo', 'inProgress', 'review', 'done'] as const;

/** The default columns with their names in the reader's language (the API's defaults are English). */
export function localizedDefaultColumns(t: (key: string) => string) {
  return KANBAN_DEFAULT_COLUMNS.map((column, index) => ({ ...column, title: t(`kanban.defaultColumns.${DEFAULT_COLUMN_KEYS[index]}`) }));
}

interface BoardFormModalProps {
  opened: boolean;
  onClose(): void;
  onCreated(board: KanbanBoard): void;
  /** Preselect a team. */
  teamId?: string | null;
}

/** A new board: its team, title, description and process (kanban flow or scrum sprints). */
export function BoardFormModal({ opened, onClose, onCreated, teamId }: BoardFormModalProps) {
  const { t } = useTranslation('agile');
  const phone = useMediaQuery('(max-width: 36em)');
  const teams = useTeams({ enabled: opened });
  const create = useCreateBoard();
  const createTeam = useCreateTeam();
  const canCreateTeam = useAppAbility().can('create', TEAM_SUBJECT);
  const [teamName, setTeamName] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [team, setTeam] = useState<string | null>(teamId ?? null);
  const [processType, setProcessType] = useState<KanbanProcessType>('kanban');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setTitle('');
    setDescription('');
    setProcessType('kanban');
    setTeamName('');
    setTouched(false);
    create.reset();
    createTeam.reset();
    // Reset only when the dialog opens.
  }, [opened]);
  useEffect(() => {
    if (opened && !team && teams.data?.length) setTeam(teamId ?? teams.data.find((candidate) => candidate.myRole !== null)?.id ?? teams.data[0]!.id);
  }, [opened, team, teamId, teams.data]);
  const titleProblem = boardTitleProblem(title);
  const noTeams = teams.isSuccess && teams.data.length === 0;
  // Without a team, the first board's team is named here and created with it (the creator is its admin).
  const newTeam = noTeams && canCreateTeam;
  const teamNameProblem = newTeam && !teamName.trim() ? t('kanban.boardForm.teamNameRequired') : undefined;

  const submit = async () => {
    setTouched(true);
    if (titleProblem || teamNameProblem || (!team && !newTeam)) return;
    try {
      let teamId = team;
      if (newTeam) teamId = (await createTeam.mutateAsync({ body: { name: teamName.trim() } })).id;
      if (!teamId) return;
      setTeam(teamId);
      const board = await create.mutateAsync({ body: { teamId, title: title.trim(), description: description.trim() ? description.trim() : null, processType, columns: localizedDefaultColumns(t) } });
      onCreated(board);
    } catch {
      // The error is shown from the mutation's state; what was typed stays.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('kanban.boardForm.title')} fullScreen={phone}>
      {noTeams && !canCreateTeam ? (
        <Stack gap="sm">
          <Text size="sm">{t('kanban.boardForm.noTeams')}</Text>
          <Group justify="flex-end">
            <Anchor component={Link} to={AGILE_ROUTES.teams.path}>
              {t('kanban.boardForm.createTeam')}
            </Anchor>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            {create.error || createTeam.error ? (
              <Alert color="red" variant="light" role="alert">
                {translateError((create.error ?? createTeam.error)!.message)}
              </Alert>
            ) : null}
            {newTeam ? (
              <TextField
                label={t('kanban.boardForm.newTeam')}
                description={t('kanban.boardForm.newTeamHint')}
                placeholder={t('kanban.boardForm.newTeamPlaceholder')}
                value={teamName}
                onChange={(event) => setTeamName(event.currentTarget.value)}
                error={touched ? teamNameProblem : undefined}
                required
                maxLength={80}
              />
            ) : (
            <SelectField
              label={t('kanban.boardForm.team')}
              data={(teams.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              value={team}
              onChange={setTeam}
              allowDeselect={false}
              required
              disabled={teams.isPending}
              placeholder={teams.isPending ? t('kanban.loading') : undefined}
            />
            )}
            <TextField
              label={t('kanban.boardForm.name')}
              placeholder={t('kanban.boardForm.namePlaceholder')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={touched || title ? titleProblem : undefined}
              required
              maxLength={120}
              data-autofocus={newTeam ? undefined : true}
            />
            <TextareaField label={t('kanban.boardForm.description')} description={t('kanban.optional')} value={description} onChange={(event) => setDescription(event.currentTarget.value)} maxLength={2000} autosize minRows={2} />
            <div>
              <Text size="sm" fw={500} id="process-type-label" mb={4}>
                {t('kanban.boardForm.process')}
              </Text>
              <SegmentedControl
                aria-labelledby="process-type-label"
                fullWidth
                value={processType}
                onChange={(value) => setProcessType(value as KanbanProcessType)}
                data={[
                  { value: 'kanban', label: t('kanban.process.kanban') },
                  { value: 'scrum', label: t('kanban.process.scrum') },
                ]}
              />
              <Text size="xs" c="dimmed" mt={4}>
                {processType === 'scrum' ? t('kanban.boardForm.scrumHint') : t('kanban.boardForm.kanbanHint')}
              </Text>
            </div>
            <Text size="xs" c="dimmed">
              {t('kanban.boardForm.columnsHint')}
            </Text>
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('kanban.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || createTeam.isPending} disabled={!team && !newTeam}>
                {t('kanban.boardForm.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
