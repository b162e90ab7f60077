import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, ConfirmDialog, EmptyState, ErrorState, Group, LoadingState, Paper, Stack, Text, TextInput, Title, notifications, useAppAbility, useSession, useTranslation } from '@suite/sdk/web';
import { GRANTABLE_PERMISSIONS, INVESTOR_ACCESS_SUBJECT, type AccessGrant, type InvestorPermission } from '../../shared/index.js';
import { useCompanyInvestors, useGrantAccess, useRevokeAccess, useUpdateAccess } from '../api.js';

/** A permission as a form value and a text key (i18next reads ':' as a namespace separator). */
const key = (p: InvestorPermission) => `${p.resource}_${p.action}`;

/** The company's investors: who sees what, granted, changed or revoked by the OWNER or an ADMIN. */
export function InvestorsPanel() {
  const { t } = useTranslation('investor');
  const { account } = useSession();
  const ability = useAppAbility();
  const canManage = ability.can('create', INVESTOR_ACCESS_SUBJECT);
  const investors = useCompanyInvestors(account?.id);
  const grant = useGrantAccess();
  const revoke = useRevokeAccess();
  const accept = useUpdateAccess();
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>(GRANTABLE_PERMISSIONS.map(key));
  const [revoking, setRevoking] = useState<AccessGrant | null>(null);

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('investors.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('investors.description')}
        </Text>
        {canManage && account ? (
          <Stack
            component="form"
            gap="xs"
            onSubmit={(event) => {
              event.preventDefault();
              const permissions = GRANTABLE_PERMISSIONS.filter((p) => chosen.includes(key(p)));
              grant.mutate(
                { body: { email: email.trim(), companyId: account.id, permissions } },
                {
                  onSuccess: (result) => {
                    setEmail('');
                    // Data-room access under an approval workflow: nothing granted until approved.
                    notifications.show('approval' in result ? { message: t('investors.pendingApproval', { workflow: result.approval.workflowName }), color: 'yellow' } : { message: t('investors.granted'), color: 'green' });
                  },
                },
              );
            }}
          >
            <TextInput label={t('investors.email')} type="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
            <Checkbox.Group label={t('investors.permissions')} value={chosen} onChange={setChosen}>
              <Group gap="md" mt={4}>
                {GRANTABLE_PERMISSIONS.map((p) => (
                  <Checkbox key={key(p)} value={key(p)} label={t(`investors.permission.${key(p)}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            {grant.isError ? <Alert color="red">{grant.error.message}</Alert> : null}
            <Group>
              <Button type="submit" loading={grant.isPending} disabled={!email.trim() || chosen.length === 0}>
                {t('investors.invite')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {accept.isError ? (
          <Alert color="red" role="alert">
            {accept.error.message}
          </Alert>
        ) : null}
        {investors.isPending ? (
          <LoadingState variant="table" rows={2} />
        ) : investors.isError ? (
          <ErrorState error={investors.error} onRetry={() => void investors.refetch()} />
        ) : investors.data.length === 0 ? (
          <EmptyState title={t('investors.empty')} />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {investors.data.map((g) => (
              <Paper key={g.id} component="li" withBorder p="sm" radius="sm" data-testid="investor-grant">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{g.investorName || g.email}</Text>
                      <Badge size="sm" variant="light" color={g.status === 'active' ? 'green' : g.status === 'invited' ? 'blue' : g.status === 'requested' ? 'orange' : 'gray'} tt="none">
                        {t(`investors.status.${g.status}`)}
                      </Badge>
                    </Group>
                    <Group gap={4}>
                      {g.permissions.map((p) => (
                        <Badge key={key(p)} size="xs" variant="outline" color="gray" tt="none">
                          {t(`investors.permission.${key(p)}`)}
                        </Badge>
                      ))}
                    </Group>
                    {g.status === 'requested' && g.requestMessage ? (
                      <Text size="sm" c="dimmed" fs="italic">
                        “{g.requestMessage}”
                      </Text>
                    ) : null}
                  </Stack>
                  {canManage && g.status === 'requested' ? (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        loading={accept.isPending && accept.variables?.params.id === g.id}
                        onClick={() => accept.mutate({ params: { id: g.id }, body: { permissions: GRANTABLE_PERMISSIONS.filter((p) => chosen.includes(key(p))) } }, { onSuccess: (result) => notifications.show('approval' in result ? { message: t('investors.pendingApproval', { workflow: result.approval.workflowName }), color: 'yellow' } : { message: t('investors.accepted'), color: 'green' }) })}
                        disabled={chosen.length === 0}
                      >
                        {t('investors.accept')}
                      </Button>
                      <Button size="xs" color="red" variant="light" onClick={() => setRevoking(g)}>
                        {t('investors.decline')}
                      </Button>
                    </Group>
                  ) : canManage && g.status !== 'revoked' ? (
                    <Button size="xs" color="red" variant="light" onClick={() => setRevoking(g)}>
                      {t('investors.revoke')}
                    </Button>
                  ) : null}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('investors.revoke')}
        message={t('investors.revokeConfirm')}
        danger
        confirmLabel={t('investors.revoke')}
        cancelLabel={t('common.cancel')}
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate({ params: { id: revoking.id } }, { onSuccess: () => setRevoking(null) })}
      />
    </Paper>
  );
}
