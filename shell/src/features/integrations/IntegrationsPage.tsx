import { Suspense, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlugConnected, IconPlus, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BillingErrors, type RevenueIntegrationView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { IntegrationEndpoints } from '@suite/sdk/endpoints';
import { currentLanguage, translateError } from '@suite/sdk/i18n';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { RequireAuth } from '../../app/RequireAuth.js';
import { failureText, localizedError } from '../billing/failure.js';
import { formatDateTime } from '../billing/format.js';
import { refreshRevenue, useRevenueIntegrations } from './api.js';
import { AddIntegrationDialog } from './AddIntegrationDialog.js';
import { CsvImportDialog } from './CsvImportDialog.js';
import { RevenueMetrics } from './RevenueMetrics.js';
import { RevenueTables } from './RevenueTables.js';

/** Sync an integration: its imported rows become part of the metrics (a provider without a connector says why it failed). */
function useSyncIntegration() {
  const { t } = useTranslation('integrations');
  const queryClient = useQueryClient();
  const reload = () => refreshRevenue(queryClient);
  return useMutation({
    mutationFn: (integration: RevenueIntegrationView) => callEndpoint(IntegrationEndpoints.sync, { params: { id: integration.id } }),
    onSuccess: (result) => {
      notifications.show({ color: 'green', title: t('list.synced'), message: t('list.syncedBody', { transactions: result.transactionsSynced, customers: result.customers }) });
      return reload();
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: t('list.syncFailed'), message: failureText(error, t('list.syncFailed')) });
      return reload();
    },
  });
}

function IntegrationCard({
  integration,
  canManage,
  onImport,
  onDelete,
}: {
  integration: RevenueIntegrationView;
  canManage: boolean;
  onImport: (integration: RevenueIntegrationView) => void;
  onDelete: (integration: RevenueIntegrationView) => void;
}) {
  const { t } = useTranslation('integrations');
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const reload = () => refreshRevenue(queryClient);
  const toggle = useMutation({
    mutationFn: (isActive: boolean) => callEndpoint(IntegrationEndpoints.update, { params: { id: integration.id }, body: { isActive } }),
    onSuccess: () => reload(),
    onError: (error) => notifications.show({ color: 'red', message: failureText(error, t('list.updateFailed')) }),
  });
  const sync = useSyncIntegration();
  const isCsv = integration.provider === 'csv';
  return (
    <Paper p="md" radius="md" withBorder component="li" data-testid={`integration-${integration.provider}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {integration.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`providers.${integration.provider}`, { defaultValue: integration.provider })}
              {integration.apiKeyLast4 ? ` · ${t('list.key', { last4: integration.apiKeyLast4 })}` : ''}
            </Text>
          </Stack>
          <Badge color={integration.isActive ? 'green' : 'gray'} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {integration.isActive ? t('list.active') : t('list.inactive')}
          </Badge>
        </Group>
        <Text size="sm">{t('list.transactions', { count: integration.transactionCount, unsynced: integration.unsyncedCount })}</Text>
        <Text size="xs" c={integration.lastSyncStatus === 'failed' ? 'red' : 'dimmed'}>
          {integration.lastSyncAt
            ? integration.lastSyncStatus === 'failed'
              ? t('list.lastSyncFailed', { date: formatDateTime(integration.lastSyncAt, language), reason: localizedError(integration.lastSyncError ?? '') })
              : t('list.lastSync', { date: formatDateTime(integration.lastSyncAt, language) })
            : t('list.neverSynced')}
        </Text>
        {canManage ? (
          <Stack gap="xs" mt="auto">
            <Switch label={t('list.activeSwitch')} checked={integration.isActive} onChange={(event) => toggle.mutate(event.currentTarget.checked)} disabled={toggle.isPending} />
            <Group gap="xs">
              {isCsv ? (
                <Button size="xs" variant="light" leftSection={<IconUpload size={14} />} onClick={() => onImport(integration)} disabled={!integration.isActive}>
                  {t('list.import')}
                </Button>
              ) : null}
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => sync.mutate(integration)} loading={sync.isPending} disabled={!integration.isActive}>
                {t('list.sync')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(integration)} aria-label={t('list.deleteLabel', { name: integration.name })} ml="auto">
                {t('list.delete')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Integrations() {
  const { t } = useTranslation('integrations');
  const { account } = useSession();
  const ability = useAppAbility();
  const accountId = account?.id ?? '';
  const queryClient = useQueryClient();
  const integrations = useRevenueIntegrations(accountId);
  const canManage = ability.can('update', 'Integrations');
  const planAllows = ability.can('use', 'PlanFeature:integrations');
  const seesRevenue = ability.can('read', 'Financials') || ability.can('read', 'Billing');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState<RevenueIntegrationView | null>(null);
  const [deleting, setDeleting] = useState<RevenueIntegrationView | null>(null);
  const sync = useSyncIntegration();
  const reload = () => refreshRevenue(queryClient);
  const remove = useMutation({
    mutationFn: (integration: RevenueIntegrationView) => callEndpoint(IntegrationEndpoints.remove, { params: { id: integration.id } }),
    onSuccess: () => {
      setDeleting(null);
      notifications.show({ color: 'green', message: t('list.deleted') });
      return reload();
    },
    onError: (error) => {
      setDeleting(null);
      notifications.show({ color: 'red', message: failureText(error, t('list.deleteFailed')) });
    },
  });

  const addButton =
    canManage && planAllows ? (
      <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
        {t('add.open')}
      </Button>
    ) : null;

  let list;
  if (integrations.isPending) list = <LoadingState variant="cards" rows={3} label={t('list.loading')} />;
  else if (integrations.isError) list = <ErrorState error={integrations.error} title={t('list.loadFailed')} onRetry={() => void integrations.refetch()} />;
  else if (integrations.data.length === 0)
    list = (
      <EmptyState
        icon={<IconPlugConnected size={22} />}
        title={t('list.emptyTitle')}
        description={!planAllows ? t('list.emptyBodyPlan') : canManage ? t('list.emptyBody') : t('list.emptyBodyMember')}
        action={addButton}
      />
    );
  else
    list = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('list.title')}>
        {integrations.data.map((integration) => (
          <IntegrationCard key={integration.id} integration={integration} canManage={canManage} onImport={setImporting} onDelete={setDeleting} />
        ))}
      </SimpleGrid>
    );

  return (
    <>
      <Anchor component={Link} to="/integrations" size="sm">
        ← {t('hub.back')}
      </Anchor>
      <PageHeader eyebrow={account?.name} title={t('financial.title')} description={t('page.description')} actions={integrations.data && integrations.data.length > 0 ? addButton : null} />
      <Stack gap="xl">
        {!planAllows ? (
          <Alert color="orange" variant="light" title={t('page.planTitle')}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{translateError(BillingErrors.INTEGRATIONS_NEED_PLAN)}</Text>
              {ability.can('purchase', 'Billing') ? (
                <Button component={Link} to="/pricing" size="xs">
                  {t('page.upgrade')}
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        {!canManage ? (
          <Text size="sm" c="dimmed">
            {t('page.readOnly')}
          </Text>
        ) : null}
        <Stack gap="md" component="section" aria-labelledby="integrations-list-title">
          <Title order={2} size="h4" id="integrations-list-title">
            {t('list.title')}
          </Title>
          {list}
        </Stack>
        {seesRevenue && accountId && (integrations.data?.length ?? 0) > 0 ? (
          <>
            <Stack component="section" gap="md">
              <RevenueMetrics accountId={accountId} />
            </Stack>
            <Stack component="section" gap="md" aria-labelledby="revenue-tables-title">
              <Title order={2} size="h4" id="revenue-tables-title">
                {t('tables.title')}
              </Title>
              <RevenueTables accountId={accountId} />
            </Stack>
          </>
        ) : null}
      </Stack>
      <AddIntegrationDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={(integration) => {
          setAdding(false);
          notifications.show({ color: 'green', message: t('add.added', { name: integration.name }) });
          void reload();
          if (integration.provider === 'csv') setImporting(integration);
        }}
      />
      <CsvImportDialog
        integration={importing}
        onClose={() => setImporting(null)}
        onImported={() => void reload()}
        onSync={(integration) => {
          setImporting(null);
          sync.mutate(integration);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        danger
        title={t('list.deleteTitle')}
        message={deleting ? t('list.deleteBody', { name: deleting.name, count: deleting.transactionCount }) : ''}
        confirmLabel={t('list.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

/** /integrations: every signed-in user sees it; connecting, importing and syncing need integrations.manage. */
export default function IntegrationsPage() {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingState variant="page" />}>
        <Integrations />
      </Suspense>
    </RequireAuth>
  );
}
