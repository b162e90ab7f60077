import { useState } from 'react';
import { Badge, Group, Paper, ScrollArea, Select, SimpleGrid, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RolesMatrix } from '@suite/sdk';
import { ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';
import { useRoles } from './api.js';

type Cell = RolesMatrix['subjects'][number]['byRole'][number];

function Actions({ cell }: { cell: Cell }) {
  const { t } = useTranslation('approvals');
  const label = (action: string) => t(`roles.actions.${action}`, { defaultValue: action });
  if (!cell.allowed.length && !cell.conditional.length) {
    return (
      <Text size="xs" c="dimmed">
        {t('roles.none')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {cell.allowed.map((action) => (
        <Badge key={action} size="sm" variant="light" color="green" tt="none">
          {label(action)}
        </Badge>
      ))}
      {cell.conditional.map((action) => (
        <Tooltip key={action} label={`${label(action)}: ${t('roles.ownOnly')}`} withinPortal>
          <Badge size="sm" variant="outline" color="yellow" tt="none">
            {label(action)}*
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

function Roles() {
  const { t } = useTranslation('approvals');
  const roles = useRoles();
  const [module, setModule] = useState('');
  if (roles.isPending) return <LoadingState variant="table" rows={8} />;
  if (roles.isError) return <ErrorState error={roles.error} title={t('roles.loadFailed')} onRetry={() => void roles.refetch()} />;
  const matrix = roles.data;
  const modules = [...new Set(matrix.subjects.map((row) => row.module))];
  const rows = matrix.subjects.filter((row) => !module || row.module === module);
  const roleName = (role: string) => t(`roles.names.${role}`, { defaultValue: role });
  const moduleName = (id: string) => (id === 'platform' ? t('roles.platform') : id);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="sm" align="flex-end">
          <Select
            label={t('roles.module')}
            data={[{ value: '', label: t('roles.anyModule') }, ...modules.map((id) => ({ value: id, label: moduleName(id) }))]}
            value={module}
            onChange={(value) => setModule(value ?? '')}
            allowDeselect={false}
            w={220}
          />
          <Group gap="xs">
            <Badge variant="light" color="green" tt="none">
              {t('roles.legendAllowed')}
            </Badge>
            <Badge variant="outline" color="yellow" tt="none">
              {t('roles.legendConditional')}*
            </Badge>
          </Group>
        </Group>
        <ScrollArea type="auto" offsetScrollbars>
          <Table striped verticalSpacing="xs" miw={900} captionSide="top">
            <Table.Caption style={{ textAlign: 'left', marginTop: 0 }}>{t('roles.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('roles.subject')}</Table.Th>
                {matrix.roles.map((role) => (
                  <Table.Th key={role} scope="col">
                    {roleName(role)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.module}:${row.subject}`}>
                  <Table.Th scope="row">
                    <Text size="sm" fw={600}>
                      {row.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {moduleName(row.module)}
                    </Text>
                  </Table.Th>
                  {row.byRole.map((cell) => (
                    <Table.Td key={cell.role}>
                      <Actions cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5">
            {t('roles.permissionsTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {t('roles.permissionsHint')}
          </Text>
          <Stack gap={6}>
            {matrix.permissions.map((permission) => (
              <Group key={permission.permission} justify="space-between" align="flex-start" wrap="nowrap">
                <Text size="sm" ff="monospace">
                  {permission.permission}
                </Text>
                <Text size="xs" c="dimmed" ta="right">
                  {permission.grants.length ? permission.grants.map((grant) => `${grant.subject}: ${grant.actions.map((a) => t(`roles.actions.${a}`, { defaultValue: a })).join(', ')}`).join(' · ') : t('roles.noGrant')}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb="xs">
            {t('roles.planTitle', { plan: matrix.plan })}
          </Title>
          <Stack gap={6}>
            {matrix.planFeatures.map((feature) => (
              <Group key={feature.feature} justify="space-between">
                <Text size="sm" ff="monospace">
                  {feature.feature}
                </Text>
                <Badge variant="light" color={feature.included ? 'green' : 'gray'} tt="none">
                  {feature.included ? t('roles.included') : t('roles.notIncluded')}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** /roles: OWNER and ADMIN (read Governance); the matrix comes from GET /governance/roles, built from the server's rules. */
export default function RolesPage() {
  return (
    <AccountPageFrame can={['read', 'Governance']}>
      <RolesWithHeader />
    </AccountPageFrame>
  );
}

function RolesWithHeader() {
  const { t } = useTranslation('approvals');
  return (
    <>
      <PageHeader title={t('roles.title')} description={t('roles.description')} />
      <Roles />
    </>
  );
}
