import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, PageHeader, useTranslation, type LoadingStateProps } from '@suite/sdk/web';

/** What the frame reads of a query (react-query's result fits). */
export interface CadenceQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStatesProps<T> {
  query: CadenceQuery<T>;
  loading: LoadingStateProps;
  loadError: ReactNode;
  /** When the loaded data counts as empty, what the empty state says, and the one button that fills it. */
  empty?: { when: (data: T) => boolean; title: ReactNode; description: ReactNode; action?: ReactNode };
  /** The loaded, non-empty content. */
  children: (data: T) => ReactNode;
}

/** Loading, error (with a retry), empty, or the content (UI.md's four states). */
export function QueryStates<T>({ query, loading, loadError, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return <LoadingState {...loading} />;
  if (query.isError) return <ErrorState error={query.error} title={loadError} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (empty?.when(data)) return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  return <>{children(data)}</>;
}

export interface CadencePageFrameProps<T> extends Omit<QueryStatesProps<T>, 'empty'> {
  title: ReactNode;
  description: ReactNode;
  /** The page's buttons (the guarded "New …"); the empty state offers them too. */
  actions?: ReactNode;
  empty?: { when: (data: T) => boolean; title: ReactNode; description: ReactNode };
  /** Controls between the header and the content (a team picker). */
  toolbar?: ReactNode;
  /** What follows the content: a legend, the modals and dialogs the page opens. */
  overlays?: ReactNode;
}

/** An operational-cadence page: the section's header, then the four states of its main query, then its modals. */
export function CadencePageFrame<T>({ title, description, actions, toolbar, empty, overlays, ...states }: CadencePageFrameProps<T>) {
  const { t } = useTranslation('cadence');
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={title} description={description} actions={actions} />
      {toolbar}
      <QueryStates {...states} empty={empty && { ...empty, action: actions }} />
      {overlays}
    </>
  );
}
