import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { VersionEndpoints as V, type VersionSummary } from '@suite/sdk';
import { useEndpointQuery } from '@suite/sdk/client';
import { DataTable, EmptyState, ErrorState, PageHeader, type DataTableColumn } from '@suite/sdk/ui';
import { COMMENTS_NAMESPACE, VersionDetailModal, formatWhen, typeKey } from '@suite/sdk/comments';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';

const PAGE_SIZE = 25;

function Versions() {
  const { t, i18n } = useTranslation(COMMENTS_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const objectType = params.get('type');
  const objectId = params.get('object');
  const opened = params.get('version');
  const [offset, setOffset] = useState(0);
  const types = useEndpointQuery(V.types, {});
  const list = useEndpointQuery(V.list, { query: { ...(objectType ? { objectType } : {}), ...(objectId ? { objectId } : {}), limit: PAGE_SIZE, offset } });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    if (key !== 'version') setOffset(0);
  };
  const typeLabel = (type: string, fallback: string) => t(typeKey(type), { defaultValue: fallback });

  const columns: DataTableColumn<VersionSummary>[] = [
    { key: 'when', header: t('page.when'), render: (row) => formatWhen(row.createdAt, i18n.language) },
    {
      key: 'object',
      header: t('page.object'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.title} · {t('versions.version', { version: row.version })}
          </Text>
          <Text size="xs" c="dimmed">
            {typeLabel(row.object.type, row.object.label)}
          </Text>
        </Stack>
      ),
    },
    { key: 'who', header: t('page.who'), render: (row) => row.user?.name ?? t('versions.system') },
    {
      key: 'what',
      header: t('page.what'),
      render: (row) =>
        row.restoredFromVersion !== null
          ? t('versions.restoredFrom', { version: row.restoredFromVersion })
          : row.changedFields.length
            ? t('versions.changed', { fields: row.changedFields.join(', ') })
            : t('versions.created'),
    },
    {
      key: 'view',
      header: '',
      align: 'right',
      render: (row) => (
        <Button variant="light" size="compact-sm" onClick={() => set('version', row.id)}>
          {t('page.view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('page.versionsTitle')} description={t('page.versionsDescription')} />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('page.objectType')}
          placeholder={t('page.allTypes')}
          clearable
          value={objectType}
          onChange={(value) => set('type', value)}
          data={(types.data ?? []).map((entry) => ({ value: entry.type, label: typeLabel(entry.type, entry.label) }))}
          w={220}
        />
        {objectId && (
          <Button variant="subtle" onClick={() => set('object', null)}>
            {t('page.allTypes')}
          </Button>
        )}
      </Group>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('page.versionsTitle')}
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(row) => row.id}
          loading={list.isPending}
          empty={<EmptyState title={t('page.emptyVersions')} description={t('page.emptyVersionsHint')} />}
          pagination={list.data && list.data.total > PAGE_SIZE ? { total: list.data.total, limit: PAGE_SIZE, offset, onChange: setOffset } : undefined}
        />
      )}
      {opened && <VersionDetailModal versionId={opened} onClose={() => set('version', null)} />}
    </Stack>
  );
}

/** /versions (Governance, owner and admin): the account's versions, a side-by-side diff and restore. */
export default function VersionsPage() {
  return (
    <AccountPageFrame can={['read', 'Governance']}>
      <Versions />
    </AccountPageFrame>
  );
}
