import { useState } from 'react';
import { Badge, Button, Code, Group, Modal, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../client/endpoints.js';
import { VersionEndpoints as V } from '../endpoints/comments-versions.js';
import type { VersionChange, VersionSummary } from '../schemas/comments-versions.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { FormError } from '../ui/fields.js';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.js';
import { formatWhen } from './CommentsPanel.js';
import { COMMENTS_NAMESPACE } from './i18n.js';

const show = (value: unknown, empty: string) => (value === null || value === undefined || value === '' ? empty : typeof value === 'string' ? value : JSON.stringify(value, null, 1));

/** Before and after of each changed field, side by side (a table that scrolls inside its box on phones). */
export function VersionChangesTable({ changes }: { changes: VersionChange[] }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const empty = t('versions.empty_value');
  const phone = useMediaQuery('(max-width: 48em)');
  if (changes.length === 0) return <Text c="dimmed">{t('versions.noChanges')}</Text>;
  if (phone) {
    // On a phone each change is a card: field, then before over after.
    return (
      <Stack gap="xs" aria-label={t('versions.compare')}>
        {changes.map((change) => (
          <Paper key={change.path} withBorder p="xs" radius="md">
            <Group gap={6} mb={4}>
              <Code>{change.path}</Code>
              <Badge size="xs" variant="light" color={change.kind === 'added' ? 'green' : change.kind === 'removed' ? 'red' : 'blue'}>
                {t(`versions.kind.${change.kind}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('versions.before')}
            </Text>
            <Text size="sm" c="red.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {show(change.before, empty)}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('versions.after')}
            </Text>
            <Text size="sm" c="green.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {show(change.after, empty)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder verticalSpacing="xs" miw={480} aria-label={t('versions.compare')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('versions.field')}</Table.Th>
            <Table.Th>{t('versions.before')}</Table.Th>
            <Table.Th>{t('versions.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.path}>
              <Table.Td>
                <Code>{change.path}</Code>{' '}
                <Badge size="xs" variant="light" color={change.kind === 'added' ? 'green' : change.kind === 'removed' ? 'red' : 'blue'}>
                  {t(`versions.kind.${change.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <Text size="sm" td={change.kind === 'added' ? undefined : 'line-through'} c="red.8">
                  {show(change.before, empty)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <Text size="sm" c="green.8">
                  {show(change.after, empty)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** One version's changes against the one before, with restore for those who may (owner, admin). */
export function VersionDetailModal({ versionId, onClose, onRestored }: { versionId: string; onClose: () => void; onRestored?: (version: VersionSummary) => void }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const detail = useEndpointQuery(V.get, { params: { id: versionId }, query: {} });
  const [confirming, setConfirming] = useState(false);
  const restore = useEndpointMutation(V.restore, { invalidates: [V.forObject, V.list, V.get] });
  const data = detail.data;
  return (
    <Modal opened onClose={onClose} size="xl" title={data ? (data.against ? t('versions.diffTitle', { version: data.version.version, against: data.against.version }) : t('versions.diffFirst', { version: data.version.version })) : t('versions.compare')}>
      {detail.isPending ? (
        <LoadingState variant="table" rows={4} />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {data!.version.title} · {data!.version.user?.name ?? t('versions.system')}
          </Text>
          <VersionChangesTable changes={data!.against ? data!.changes : Object.entries(data!.snapshot).map(([path, after]) => ({ path, kind: 'added' as const, before: null, after }))} />
          <FormError error={restore.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('versions.close')}
            </Button>
            {data!.canRestore && (
              <Button color="orange" onClick={() => setConfirming(true)}>
                {t('versions.restore')}
              </Button>
            )}
          </Group>
          <ConfirmDialog
            opened={confirming}
            title={t('versions.restoreTitle', { version: data!.version.version })}
            message={t('versions.restoreMessage')}
            confirmLabel={t('versions.restore')}
            cancelLabel={t('panel.cancel')}
            loading={restore.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              restore.mutate(
                { params: { id: versionId } },
                {
                  onSuccess: (restored) => {
                    notifications.show({ color: 'green', message: t('versions.restored') });
                    onRestored?.(restored);
                    onClose();
                  },
                  onSettled: () => setConfirming(false),
                },
              )
            }
          />
        </Stack>
      )}
    </Modal>
  );
}

/** One version as a line: number, when, who, what changed. */
export function VersionLine({ version, onOpen }: { version: VersionSummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation(COMMENTS_NAMESPACE);
  return (
    <Paper withBorder p="xs" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {t('versions.version', { version: version.version })} · {formatWhen(version.createdAt, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('versions.by', { name: version.user?.name ?? t('versions.system') })}
            {' · '}
            {version.restoredFromVersion !== null
              ? t('versions.restoredFrom', { version: version.restoredFromVersion })
              : version.changedFields.length
                ? t('versions.changed', { fields: version.changedFields.join(', ') })
                : t('versions.created')}
          </Text>
        </Stack>
        <Button variant="light" size="compact-sm" onClick={onOpen}>
          {t('versions.compare')}
        </Button>
      </Group>
    </Paper>
  );
}

export interface VersionHistoryPanelProps {
  /** The module's qualified object type, as declared `versioned` ('product.portfolio-item'). */
  objectType: string;
  objectId: string;
  /** Called after a restore (the module refreshes its own view of the object). */
  onRestored?: (version: VersionSummary) => void;
}

/** The versions of one object a module declared `versioned`, newest first, each with its diff and restore. */
export function VersionHistoryPanel({ objectType, objectId, onRestored }: VersionHistoryPanelProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const data = useEndpointQuery(V.forObject, { params: { objectType, objectId } });
  const [open, setOpen] = useState<string | null>(null);
  if (data.isPending) return <LoadingState variant="table" rows={3} />;
  if (data.isError) return <ErrorState error={data.error} title={t('versions.loadError')} onRetry={() => void data.refetch()} />;
  if (data.data.versions.length === 0) return <EmptyState title={t('versions.empty')} description={t('versions.emptyHint')} />;
  return (
    <Stack gap="xs" aria-label={t('versions.title')}>
      {data.data.versions.map((version) => (
        <VersionLine key={version.id} version={version} onOpen={() => setOpen(version.id)} />
      ))}
      {open && <VersionDetailModal versionId={open} onClose={() => setOpen(null)} onRestored={onRestored} />}
    </Stack>
  );
}
