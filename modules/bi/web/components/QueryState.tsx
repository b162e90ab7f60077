import type { ReactNode } from 'react';
import { ErrorState, LoadingState, useTranslation } from '@suite/sdk/web';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** Loading skeletons, the error with a retry, or the page's content once the data is there. */
export function QueryState<T>({ query, children, variant = 'cards', errorTitle }: { query: QueryLike<T>; children: (data: T) => ReactNode; variant?: 'cards' | 'table' | 'detail'; errorTitle?: string }) {
  const { t } = useTranslation('bi');
  if (query.isPending) return <LoadingState variant={variant} />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} title={errorTitle ?? t('common.loadFailed')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
