import { useMemo, useState } from 'react';
import { Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Tabs, Text, TextInput, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLockOpen, IconLogout, IconToggleRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntryView, EnterpriseSessionView, LockedUserView } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';
import { ConfirmDialog, DataTable, EmptyState, ErrorState, LoadingState, PageHeader, StatCard, type DataTableColumn } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';
import { auditQuery, type AuditFilterInput } from '../account/audit.js';
import { AuditDetailsCell, ClearAuditFilters, useAuditFilters } from '../account/audit-ui.js';
import { formatDateTime } from '../account/format.js';
import { ENTERPRISE_AUDIT_PAGE_SIZE, refreshEnterprise, terminateSession, unlockUser, useEnterpriseAuditLogs, useEnterpriseOverview, useEnterpriseSessions, useLockedUsers } from './api.js';

const TABS = ['overview', 'audit', 'sessions', 'locked', 'features'] as const;
type Tab = (typeof TABS)[number];
const NO_FILTERS: AuditFilterInput = { action: '', userId: '', from: '', to: '' };
const errorText = (error: unknown) => translateError(error instanceof Error && error.message ? error.message : String(error));

function Overview() {
  const { t } = useTranslation('admin');
  const { account } = useSession();
  const overview = useEnterpriseOverview(account?.id);
  if (overview.isPending) return <LoadingState variant="cards" rows={4} />;
  if (overview.isError) return <ErrorState error={overview.error} title={t('enterprise.loadFailed')} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <StatCard label={t('enterprise.members')} value={data.members.active} hint={t('enterprise.membersHint', { total: data.members.total, suspended: data.members.suspended })} />
        <StatCard label={t('enterprise.pendingInvitations')} value={data.pendingInvitations} />
        <StatCard label={t('enterprise.activeSessions')} value={data.activeSessions} />
        <StatCard label={t('enterprise.lockedUsers')} value={data.lockedUsers} tone={data.lockedUsers > 0 ? 'warning' : undefined} />
        <StatCard label={t('enterprise.auditLast24h')} value={data.auditEventsLast24h} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="xs">
            {t('enterprise.byRole')}
          </Title>
          <Stack gap={6}>
            {(['OWNER', 'ADMIN', 'MEMBER', 'OBSERVER'] as const).map((role) => (
              <Group key={role} justify="space-between">
                <Text size="sm">{t(`roles.${role}`)}</Text>
                <Text size="sm" fw={600}>
                  {data.members.byRole[role]}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
        <FeaturesSummary enabled={data.features.enabledFeatures} />
      </SimpleGrid>
    </Stack>
  );
}

function FeaturesSummary({ enabled }: { enabled: readonly string[] }) {
  const { t } = useTranslation('admin');
  const { t: tf } = useTranslation('features');
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={3} size="h5">
          {t('enterprise.featuresOn')}
        </Title>
        <Button component={Link} to="/account-settings/features" size="compact-sm" variant="light" leftSection={<IconToggleRight size={14} />}>
          {t('enterprise.manageFeatures')}
        </Button>
      </Group>
      {enabled.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('enterprise.noFeatures')}
        </Text>
      ) : (
        <Group gap={6}>
          {enabled.map((feature) => (
            <Badge key={feature} variant="light" tt="none">
              {tf(`names.${feature}`)}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}

function AuditLog() {
  const { t, i18n } = useTranslation('admin');
  const { account } = useSession();
  const { filters: input, offset, setOffset, update, clear, filtered } = useAuditFilters(NO_FILTERS);
  const [action] = useDebouncedValue(input.action, 350);
  const filters = useMemo(() => auditQuery({ ...input, action }, ENTERPRISE_AUDIT_PAGE_SIZE, offset), [input, action, offset]);
  const logs = useEnterpriseAuditLogs(account?.id, filters);
  const columns: DataTableColumn<AuditLogEntryView>[] = [
    { key: 'when', header: t('audit.when'), render: (entry) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, i18n.language)}</Text> },
    { key: 'who', header: t('audit.who'), render: (entry) => <Text size="sm">{entry.userName ?? entry.userEmail ?? t('audit.system')}</Text> },
    { key: 'action', header: t('audit.action'), render: (entry) => <Code style={{ whiteSpace: 'nowrap' }}>{entry.action}</Code> },
    {
      key: 'details',
      header: t('audit.details'),
      render: (entry) => <AuditDetailsCell details={entry.details} />,
    },
    { key: 'ip', header: t('audit.ip'), render: (entry) => <Text size="xs">{entry.ipAddress ?? '—'}</Text> },
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="sm">
        <TextInput label={t('audit.filterAction')} placeholder={t('audit.filterActionPlaceholder')} value={input.action} onChange={(event) => update('action')(event.currentTarget.value)} />
        <TextInput label={t('audit.from')} type="date" value={input.from} max={input.to || undefined} onChange={(event) => update('from')(event.currentTarget.value)} />
        <TextInput label={t('audit.to')} type="date" value={input.to} min={input.from || undefined} onChange={(event) => update('to')(event.currentTarget.value)} />
      </SimpleGrid>
      {filtered ? (
        <Group justify="flex-end" mb="xs">
          <ClearAuditFilters label={t('audit.clearFilters')} onClear={clear} />
        </Group>
      ) : null}
      {logs.isError ? (
        <ErrorState error={logs.error} title={t('audit.loadFailed')} onRetry={() => void logs.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={logs.data?.logs ?? []}
          rowKey={(entry) => entry.id}
          loading={logs.isPending}
          caption={t('audit.caption')}
          empty={<EmptyState title={filtered ? t('audit.noMatchTitle') : t('audit.emptyTitle')} description={filtered ? t('audit.noMatchHint') : undefined} />}
          pagination={{ total: logs.data?.total ?? 0, limit: ENTERPRISE_AUDIT_PAGE_SIZE, offset, onChange: setOffset }}
        />
      )}
    </Paper>
  );
}

function Sessions() {
  const { t, i18n } = useTranslation('admin');
  const { account } = useSession();
  const queryClient = useQueryClient();
  const sessions = useEnterpriseSessions(account?.id);
  const [ending, setEnding] = useState<EnterpriseSessionView | null>(null);
  const [busy, setBusy] = useState(false);

  const terminate = async () => {
    if (!ending || !account) return;
    setBusy(true);
    try {
      await terminateSession(ending.id, 'terminated by an enterprise admin');
      notifications.show({ color: 'green', message: t('sessions.terminated', { name: ending.userName || ending.userEmail }) });
      setEnding(null);
      await refreshEnterprise(queryClient);
    } catch (error) {
      notifications.show({ color: 'red', title: t('sessions.terminateFailed'), message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<EnterpriseSessionView>[] = [
    {
      key: 'user',
      header: t('sessions.user'),
      render: (session) => (
        <Stack gap={0}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {session.userName || session.userEmail}
            </Text>
            {session.current ? (
              <Badge size="xs" variant="light" color="green" tt="none">
                {t('sessions.current')}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {session.userEmail}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'device',
      header: t('sessions.device'),
      render: (session) => (
        <Tooltip label={session.userAgent ?? '—'} multiline maw={360} withinPortal disabled={!session.userAgent}>
          <Text size="sm" lineClamp={1} maw={220}>
            {session.device ?? session.userAgent ?? '—'}
          </Text>
        </Tooltip>
      ),
    },
    { key: 'ip', header: t('sessions.ip'), render: (session) => <Text size="xs">{session.ipAddress ?? '—'}</Text> },
    { key: 'active', header: t('sessions.lastActive'), render: (session) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(session.lastActivityAt, i18n.language)}</Text> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('sessions.actions')}</VisuallyHidden>,
      align: 'right',
      render: (session) =>
        session.current ? null : (
          <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconLogout size={14} />} onClick={() => setEnding(session)} aria-label={t('sessions.terminateFor', { name: session.userName || session.userEmail })}>
            {t('sessions.terminate')}
          </Button>
        ),
    },
  ];

  if (sessions.isError) return <ErrorState error={sessions.error} title={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <DataTable
        columns={columns}
        rows={sessions.data ?? []}
        rowKey={(session) => session.id}
        loading={sessions.isPending}
        caption={t('sessions.caption')}
        empty={<EmptyState title={t('sessions.emptyTitle')} description={t('sessions.emptyHint')} />}
      />
      <ConfirmDialog
        opened={ending !== null}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmMessage', { name: ending?.userName || ending?.userEmail || '' })}
        confirmLabel={t('sessions.terminate')}
        danger
        loading={busy}
        onConfirm={() => void terminate()}
        onCancel={() => setEnding(null)}
      />
    </Paper>
  );
}

function LockedUsers() {
  const { t, i18n } = useTranslation('admin');
  const { account } = useSession();
  const queryClient = useQueryClient();
  const locked = useLockedUsers(account?.id);
  const [busy, setBusy] = useState<string | null>(null);

  const unlock = async (user: LockedUserView) => {
    if (!account) return;
    setBusy(user.userId);
    try {
      await unlockUser(user.userId);
      notifications.show({ color: 'green', message: t('locked.unlocked', { name: user.name || user.email }) });
      await refreshEnterprise(queryClient);
    } catch (error) {
      notifications.show({ color: 'red', title: t('locked.unlockFailed'), message: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<LockedUserView>[] = [
    {
      key: 'user',
      header: t('locked.user'),
      render: (user) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {user.name || user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'role', header: t('locked.role'), render: (user) => <Text size="sm">{t(`roles.${user.role}`, { defaultValue: user.role })}</Text> },
    { key: 'until', header: t('locked.until'), render: (user) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.lockedUntil, i18n.language)}</Text> },
    { key: 'reason', header: t('locked.reason'), render: (user) => <Text size="sm">{user.lockReason ? translateError(user.lockReason) : '—'}</Text> },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('locked.actions')}</VisuallyHidden>,
      align: 'right',
      render: (user) => (
        <Button size="compact-sm" variant="light" leftSection={<IconLockOpen size={14} />} loading={busy === user.userId} disabled={busy !== null && busy !== user.userId} onClick={() => void unlock(user)} aria-label={t('locked.unlockFor', { name: user.name || user.email })}>
          {t('locked.unlock')}
        </Button>
      ),
    },
  ];

  if (locked.isError) return <ErrorState error={locked.error} title={t('locked.loadFailed')} onRetry={() => void locked.refetch()} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <DataTable
        columns={columns}
        rows={locked.data ?? []}
        rowKey={(user) => user.userId}
        loading={locked.isPending}
        caption={t('locked.caption')}
        empty={<EmptyState icon={<IconLockOpen size={24} />} title={t('locked.emptyTitle')} description={t('locked.emptyHint')} />}
      />
    </Paper>
  );
}

function FeaturesTab() {
  const { t } = useTranslation('admin');
  const { account } = useSession();
  return (
    <Stack gap="md">
      <FeaturesSummary enabled={account?.enabledFeatures ?? []} />
      <Text size="sm" c="dimmed">
        {t('enterprise.featuresHint')}
      </Text>
    </Stack>
  );
}

function EnterpriseAdmin() {
  const { t } = useTranslation('admin');
  const { account } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'overview';
  return (
    <>
      <PageHeader eyebrow={account?.name} title={t('enterprise.title')} description={t('enterprise.description')} />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value && value !== 'overview') next.set('tab', value);
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name} style={{ whiteSpace: 'nowrap' }}>
              {t(`enterprise.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Overview />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditLog />
        </Tabs.Panel>
        <Tabs.Panel value="sessions">
          <Sessions />
        </Tabs.Panel>
        <Tabs.Panel value="locked">
          <LockedUsers />
        </Tabs.Panel>
        <Tabs.Panel value="features">
          <FeaturesTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** /enterprise/admin (ENTERPRISE plan and view EnterpriseAdmin): overview, audit log, sessions, locked users, features. */
export default function EnterpriseAdminPage() {
  return (
    <AccountPageFrame can={['view', 'EnterpriseAdmin']}>
      <EnterpriseAdmin />
    </AccountPageFrame>
  );
}
