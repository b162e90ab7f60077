import { useState } from 'react';
import { Alert, Anchor, Badge, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CommentEndpoints as C, type ThreadSummary } from '@suite/sdk';
import { useEndpointQuery } from '@suite/sdk/client';
import { DataTable, EmptyState, ErrorState, PageHeader, type DataTableColumn } from '@suite/sdk/ui';
import { useAppAbility } from '@suite/sdk/react';
import { COMMENTS_NAMESPACE, formatWhen, typeKey } from '@suite/sdk/comments';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';

const PAGE_SIZE = 25;
type StatusFilter = 'open' | 'resolved' | 'all';

function Threads() {
  const { t, i18n } = useTranslation(COMMENTS_NAMESPACE);
  const ability = useAppAbility();
  const governance = ability.can('read', 'Governance');
  const [params, setParams] = useSearchParams();
  const mentionsOnly = !governance || params.get('mentions') === 'me';
  const status = (['open', 'resolved', 'all'] as const).find((value) => value === params.get('status')) ?? 'open';
  const objectType = params.get('type');
  const [offset, setOffset] = useState(0);
  const types = useEndpointQuery(C.types, {});
  const query = { ...(status === 'all' ? {} : { status }), ...(objectType ? { objectType } : {}), ...(mentionsOnly ? { mentions: 'me' as const } : {}), limit: PAGE_SIZE, offset };
  const threads = useEndpointQuery(C.threads, { query });
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setOffset(0);
  };
  const typeLabel = (type: string, fallback: string) => t(typeKey(type), { defaultValue: fallback });

  const columns: DataTableColumn<ThreadSummary>[] = [
    {
      key: 'object',
      header: t('page.object'),
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={row.object.link} fw={600}>
            {row.object.title || typeLabel(row.object.type, row.object.label)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {typeLabel(row.object.type, row.object.label)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'thread',
      header: t('page.thread'),
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {row.excerpt}
          </Text>
          <Group gap={4}>
            <Badge size="xs" variant="light" color={row.status === 'resolved' ? 'green' : 'blue'}>
              {t(`panel.status.${row.status}`)}
            </Badge>
            {row.mentionsMe && (
              <Badge size="xs" variant="light" color="grape">
                {t('page.mentionsOfMe')}
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    },
    { key: 'author', header: t('page.author'), render: (row) => row.author?.name ?? t('panel.someone') },
    { key: 'replies', header: t('page.replies'), align: 'right', render: (row) => row.replies },
    { key: 'activity', header: t('page.lastActivity'), render: (row) => formatWhen(row.lastActivityAt, i18n.language) },
  ];

  return (
    <Stack gap="md">
      <PageHeader title={t('page.commentsTitle')} description={t('page.commentsDescription')} />
      {!governance && (
        <Alert color="gray" variant="light">
          {t('page.mentionsOnly')}
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        {governance && (
          <SegmentedControl
            aria-label={t('page.mentionsOfMe')}
            value={mentionsOnly ? 'me' : 'all'}
            onChange={(value) => set('mentions', value === 'me' ? 'me' : null)}
            data={[
              { value: 'all', label: t('page.everything') },
              { value: 'me', label: t('page.mentionsOfMe') },
            ]}
          />
        )}
        <SegmentedControl
          aria-label={t('page.status')}
          value={status}
          onChange={(value) => set('status', value === 'open' ? null : value)}
          data={(['open', 'resolved', 'all'] as StatusFilter[]).map((value) => ({ value, label: t(`panel.show.${value}`) }))}
        />
        <Select
          label={t('page.objectType')}
          placeholder={t('page.allTypes')}
          clearable
          value={objectType}
          onChange={(value) => set('type', value)}
          data={(types.data ?? []).map((entry) => ({ value: entry.type, label: typeLabel(entry.type, entry.label) }))}
          w={220}
        />
      </Group>
      {threads.isError ? (
        <ErrorState error={threads.error} onRetry={() => void threads.refetch()} />
      ) : (
        <DataTable
          caption={t('page.commentsTitle')}
          columns={columns}
          rows={threads.data?.items ?? []}
          rowKey={(row) => row.id}
          loading={threads.isPending}
          empty={<EmptyState title={t('page.emptyThreads')} description={t('page.emptyThreadsHint')} />}
          pagination={threads.data && threads.data.total > PAGE_SIZE ? { total: threads.data.total, limit: PAGE_SIZE, offset, onChange: setOffset } : undefined}
        />
      )}
    </Stack>
  );
}

/**
 * /comments (Governance): the account's threads with filters (open / resolved, object type,
 * mentions of me). Owners and admins see every thread; anyone else, the threads mentioning them.
 */
export default function CommentsPage() {
  return (
    <AccountPageFrame>
      <Threads />
    </AccountPageFrame>
  );
}
