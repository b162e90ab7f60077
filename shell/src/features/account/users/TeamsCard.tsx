import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEndpointQuery } from '@suite/sdk/client';
import { AccountDataEndpoints } from '@suite/sdk/endpoints/account-data';
import { useSession } from '@suite/sdk/react';
import { EmptyState, ErrorState, LoadingState } from '@suite/sdk/ui';
import { useModules } from '../../../federation/ModulesProvider.js';

const AGILE = 'agile';

/**
 * The account's teams (the core's declared GET /accounts/{id}/teams, answered by the agile area
 * through the TEAMS capability), with a way to manage them there. When the agile area is off for
 * the account, the card says where teams come from instead.
 */
export function TeamsCard() {
  const { t } = useTranslation('account');
  const { status, modules } = useModules();
  const agileOn = modules.some((module) => module.entry.id === AGILE);
  const { account } = useSession();
  const accountId = account?.id ?? '';
  const teams = useEndpointQuery(AccountDataEndpoints.teams, { params: { id: accountId } }, { enabled: agileOn && Boolean(accountId), select: (data) => data.items });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4">
          {t('teams.title')}
        </Title>
        {agileOn ? (
          <Button component={Link} to="/teams" variant="light" size="xs">
            {t('teams.manage')}
          </Button>
        ) : null}
      </Group>
      {status === 'loading' || (agileOn && teams.isPending) ? (
        <LoadingState variant="table" rows={2} />
      ) : !agileOn ? (
        <EmptyState icon={<IconUsersGroup size={24} />} title={t('teams.emptyTitle')} description={t('teams.emptyHint')} />
      ) : teams.isError ? (
        <ErrorState error={teams.error} onRetry={() => void teams.refetch()} />
      ) : teams.data && teams.data.length > 0 ? (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {teams.data.map((team) => (
            <Group key={team.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text component={Link} to={`/teams/${team.id}`} fw={500} truncate c="inherit" td="none">
                  {team.name}
                </Text>
                {team.description ? (
                  <Text size="sm" c="dimmed" truncate>
                    {team.description}
                  </Text>
                ) : null}
              </Stack>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t('teams.members', { count: team.memberCount })}
              </Badge>
            </Group>
          ))}
        </Stack>
      ) : (
        <EmptyState
          icon={<IconUsersGroup size={24} />}
          title={t('teams.noneTitle')}
          description={t('teams.noneHint')}
          action={
            <Button component={Link} to="/teams" size="sm">
              {t('teams.create')}
            </Button>
          }
        />
      )}
    </Paper>
  );
}
