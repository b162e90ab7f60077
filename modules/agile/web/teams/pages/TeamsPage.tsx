import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Group,
  Link,
  LoadingState,
  PageHeader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  useAppAbility,
  useNavigate,
  useSession,
  useTranslation,
} from '@suite/sdk/web';
import { IconLock, IconPlus, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { teamPath } from '../../../shared/routes.js';
import { TEAM_SUBJECT, type Team } from '../../../shared/teams.js';
import { useTeams } from '../api.js';
import { TeamFormModal } from '../components/TeamFormModal.js';
import { TeamRoleBadge } from '../components/TeamRoleBadge.js';
import { teamAllowance } from '../team-form.js';

function TeamCard({ team }: { team: Team }) {
  const { t } = useTranslation('agile');
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="team-card" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={teamPath(team.id)} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Anchor>
          {team.myRole ? <TeamRoleBadge role={team.myRole} /> : null}
        </Group>
        {team.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {team.description}
          </Text>
        ) : null}
        <Group gap={4}>
          <IconUsers size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('teams.members', { count: team.memberCount })}
          </Text>
          {team.myRole === null ? (
            <Badge size="xs" variant="outline" color="gray" ml="xs">
              {t('teams.notMember')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /teams: the account's teams, with the create form and the plan's team limit. */
export default function TeamsPage() {
  const { t } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { account } = useSession();
  const teams = useTeams();
  const [creating, setCreating] = useState(false);
  const canCreate = ability.can('create', TEAM_SUBJECT);
  const allowance = teamAllowance(account?.plan, teams.data?.length ?? 0);
  const atLimit = Boolean(teams.data) && !allowance.canAdd;

  const createButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={atLimit}>
      {t('teams.create')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.teams')} description={t('teams.description')} actions={createButton} />
      <Stack gap="md">
        {atLimit && allowance.limit !== null ? (
          <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} data-testid="team-limit">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm">{t('teams.limitReached', { count: allowance.limit })}</Text>
              <Button component={Link} to="/pricing" size="xs" variant="light" color="yellow">
                {t('analytics.upgrade')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {teams.isPending ? (
          <LoadingState variant="cards" rows={3} />
        ) : teams.isError ? (
          <ErrorState error={teams.error} title={t('teams.loadError')} onRetry={() => void teams.refetch()} />
        ) : teams.data.length === 0 ? (
          <EmptyState icon={<IconUsersGroup size={22} aria-hidden />} title={t('teams.emptyTitle')} description={t('teams.empty')} action={createButton} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0}>
            {teams.data.map((team) => (
              <TeamCard key={team.id} team={team} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <TeamFormModal opened={creating} onClose={() => setCreating(false)} onSaved={(team) => navigate(teamPath(team.id))} />
    </>
  );
}
