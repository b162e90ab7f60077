import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextareaField, TextField, translateError, useMediaQuery, useTranslation } from '@suite/sdk/web';
import type { Team } from '../../../shared/teams.js';
import { useCreateTeam, useUpdateTeam } from '../api.js';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX, teamBody, teamFormProblems, type TeamFormValues } from '../team-form.js';

export interface TeamFormModalProps {
  opened: boolean;
  /** The team to edit; absent to create one. */
  team?: Pick<Team, 'id' | 'name' | 'description'> | null;
  onClose: () => void;
  onSaved?: (team: Team) => void;
}

/** Create or edit a team: name and description, checked as typed; the server's refusal (a taken name, the plan's limit) stays on the form. */
export function TeamFormModal({ opened, team, onClose, onSaved }: TeamFormModalProps) {
  const { t } = useTranslation('agile');
  const phone = useMediaQuery('(max-width: 36em)');
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const [values, setValues] = useState<TeamFormValues>({ name: '', description: '' });
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setValues({ name: team?.name ?? '', description: team?.description ?? '' });
    setTouched(false);
    setSubmitted(false);
    setFailure(null);
  }, [opened, team]);

  const problems = teamFormProblems(values);
  const shown = (problem: string | undefined, show: boolean) => (problem && show ? (problem.startsWith('teams.') ? t(problem) : problem) : undefined);
  const saving = create.isPending || update.isPending;
  const submit = () => {
    setSubmitted(true);
    if (problems.name || problems.description || saving) return;
    setFailure(null);
    const done = {
      onSuccess: (saved: Team) => {
        onSaved?.(saved);
        onClose();
      },
      onError: (error: Error) => setFailure(error.message),
    };
    if (team) update.mutate({ params: { id: team.id }, body: teamBody(values) }, done);
    else create.mutate({ body: teamBody(values) }, done);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={team ? t('teams.form.editTitle') : t('teams.form.createTitle')} fullScreen={phone} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {translateError(failure)}
            </Alert>
          ) : null}
          <TextField
            label={t('teams.form.name')}
            placeholder={t('teams.form.namePlaceholder')}
            required
            data-autofocus
            maxLength={TEAM_NAME_MAX + 20}
            value={values.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setValues((current) => ({ ...current, name }));
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            error={shown(problems.name, submitted || touched)}
          />
          <TextareaField
            label={t('teams.form.description')}
            description={t('form.optional')}
            minRows={2}
            maxRows={5}
            maxLength={TEAM_DESCRIPTION_MAX + 20}
            value={values.description}
            onChange={(event) => {
              const description = event.currentTarget.value;
              setValues((current) => ({ ...current, description }));
            }}
            error={shown(problems.description, true)}
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={onClose} type="button">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {team ? t('form.save') : t('teams.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
