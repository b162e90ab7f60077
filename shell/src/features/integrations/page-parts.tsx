import { useState, type ReactNode } from 'react';
import { Anchor, Stack, Table, type TableProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';

/** An integrations sub-page: the way back to the hub, the header (the account's name above the title), then the page. */
export function IntegrationPage({ title, description, actions, children }: { title: ReactNode; description: ReactNode; actions: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('integrations');
  const { account } = useSession();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/integrations" size="sm">
        ← {t('hub.back')}
      </Anchor>
      <PageHeader eyebrow={account?.name} title={title} description={description} actions={actions} />
      {children}
    </Stack>
  );
}

/** What the list reads of its query (react-query's result fits). */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
  refetch: () => unknown;
}

/** A list's four states: loading, error with a retry, empty with the one button that fills it, or the rows. */
export function ListStates<T>({ query, loadError, empty, children }: { query: ListQuery<T>; loadError: ReactNode; empty: { icon: ReactNode; title: ReactNode; description: ReactNode; action: ReactNode }; children: (rows: T[]) => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} title={loadError} onRetry={() => void query.refetch()} />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />;
  return <>{children(rows)}</>;
}

/**
 * An action that asks first (revoke a key, remove an endpoint, rotate a secret): `ask(target)` opens the
 * confirmation, `dialog` goes on the ConfirmDialog; on success the dialog closes, then `onDone` runs.
 */
export function useConfirmedAction<T, R>(run: (target: T) => Promise<R>, { onDone, onError }: { onDone: (result: R) => unknown; onError: (failure: unknown) => void }) {
  const [target, setTarget] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      setTarget(null);
      return onDone(result);
    },
    onError,
  });
  return {
    target,
    ask: setTarget,
    dialog: { opened: target !== null, loading: mutation.isPending, onConfirm: () => target && mutation.mutate(target), onCancel: () => setTarget(null) },
  };
}

/** A table that scrolls inside its own box on phones: its column headers (null for an unnamed one), then the rows. */
export function ListTable({ minWidth, headers, caption, children, ...table }: Omit<TableProps, 'children' | 'caption'> & { minWidth: number; headers: ReactNode[]; caption?: ReactNode; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...table}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, index) => (
              <Table.Th key={index}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
