import { Alert, Anchor, Badge, Button, Group, Paper, ScrollArea, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '@suite/sdk/client';
import { AccountDataEndpoints, type ActionItemQuery } from '@suite/sdk/endpoints/account-data';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { RequireAuth } from '../../app/RequireAuth.js';

const STATUS_OPTIONS = ['open', 'all', 'OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
const STATUS_COLOUR: Record<string, string> = { OPEN: 'blue', IN_PROGRESS: 'yellow', DONE: 'green', CANCELLED: 'gray' };
const UUID = /^[0-9a-f-]{36}$/i;

/** The filters live in the address (the assistant links to /action-items?overdue=true). */
function filtersOf(params: URLSearchParams): ActionItemQuery {
  const status = params.get('status');
  const teamId = params.get('teamId');
  const ownerId = params.get('ownerId');
  return {
    ...(status && (STATUS_OPTIONS as readonly string[]).includes(status) ? { status: status as ActionItemQuery['status'] } : {}),
    ...(params.get('scope') === 'mine' ? { scope: 'mine' as const } : {}),
    ...(teamId && UUID.test(teamId) ? { teamId } : {}),
    ...(ownerId === 'me' || (ownerId && UUID.test(ownerId)) ? { ownerId } : {}),
    ...(params.get('overdue') === 'true' ? { overdue: true } : {}),
  };
}

function dayLabel(day: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

function ActionItems() {
  const { t, i18n } = useTranslation('actionItems');
  const { account } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const accountId = account?.id ?? '';
  const items = useEndpointQuery(AccountDataEndpoints.actionItems, { params: { id: accountId }, query: filters }, { enabled: Boolean(accountId), placeholderData: (previous) => previous });
  const teams = useEndpointQuery(AccountDataEndpoints.teams, { params: { id: accountId } }, { enabled: Boolean(accountId) });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} description={t('description')} />
      <Paper withBorder radius="md" p="sm" component="section" aria-label={t('filters.label')}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('filters.status')}
            data={STATUS_OPTIONS.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={filters.status ?? 'open'}
            onChange={(value) => set('status', value === 'open' ? null : value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 250 }}
          />
          <Select
            label={t('filters.scope')}
            data={(['account', 'mine'] as const).map((value) => ({ value, label: t(`scope.${value}`) }))}
            value={filters.scope ?? 'account'}
            onChange={(value) => set('scope', value === 'mine' ? 'mine' : null)}
            allowDeselect={false}
            w={{ base: '100%', xs: 170 }}
          />
          <Select
            label={t('filters.team')}
            data={[{ value: '', label: t('filters.anyTeam') }, ...(teams.data?.items ?? []).map((team) => ({ value: team.id, label: team.name }))]}
            value={filters.teamId ?? ''}
            onChange={(value) => set('teamId', value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label={t('filters.owner')}
            data={[
              { value: '', label: t('filters.anyone') },
              { value: 'me', label: t('filters.me') },
            ]}
            value={filters.ownerId === 'me' ? 'me' : ''}
            onChange={(value) => set('ownerId', value)}
            allowDeselect={false}
            w={{ base: '100%', xs: 140 }}
          />
          <Switch label={t('filters.overdue')} checked={Boolean(filters.overdue)} onChange={(event) => set('overdue', event.currentTarget.checked ? 'true' : null)} mb={8} />
        </Group>
      </Paper>
      {items.isLoading ? <LoadingState variant="table" /> : null}
      {items.isError ? <ErrorState error={items.error} title={t('loadFailed')} onRetry={() => void items.refetch()} /> : null}
      {items.data && !items.data.enabled ? <Alert color="gray">{t('agileOff')}</Alert> : null}
      {items.data?.enabled && items.data.items.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyBody')}
          action={
            <Button component={Link} to="/retrospectives" variant="light">
              {t('emptyAction')}
            </Button>
          }
        />
      ) : null}
      {items.data?.enabled && items.data.items.length > 0 ? (
        <Paper withBorder radius="md">
          <Text size="sm" c="dimmed" p="sm" pb={0} data-testid="action-items-count">
            {t('count', { count: items.data.items.length })}
          </Text>
          <ScrollArea type="auto">
            <Table striped highlightOnHover fz="sm" miw={760} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {(['title', 'owner', 'dueDate', 'status', 'team', 'session'] as const).map((column) => (
                    <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.data.items.map((item) => (
                  <Table.Tr key={item.id} data-testid="action-item-row">
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {item.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.ownerName ?? <Text span c="dimmed" size="sm">{t('unassigned')}</Text>}</Table.Td>
                    <Table.Td>
                      {item.dueDate ? (
                        <Group gap={6} wrap="nowrap">
                          <Text span size="sm" c={item.overdue ? 'red' : undefined}>
                            {dayLabel(item.dueDate, i18n.language)}
                          </Text>
                          {item.overdue ? (
                            <Badge color="red" variant="light" size="sm">
                              {t('overdue')}
                            </Badge>
                          ) : null}
                        </Group>
                      ) : (
                        <Text span c="dimmed" size="sm">
                          {t('noDueDate')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOUR[item.status]} variant="light">
                        {t(`status.${item.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{item.teamName ?? '–'}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={item.path} size="sm">
                        {item.sessionName}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /action-items (platform.md section 2.2): signed-out visits go to /login, remembering the page. */
export default function ActionItemsPage() {
  return (
    <RequireAuth>
      <ActionItems />
    </RequireAuth>
  );
}
