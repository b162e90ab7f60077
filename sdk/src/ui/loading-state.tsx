import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadingStateProps {
  /** What is loading, to shape the skeleton like the content. */
  variant?: 'page' | 'table' | 'cards' | 'detail';
  rows?: number;
  /** Accessible label; defaults to 'Loading...'. */
  label?: string;
}

/** Skeletons shaped like the content, never a spinner over a blank page (UI.md). */
export function LoadingState({ variant = 'page', rows = 4, label }: LoadingStateProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-busy="true" aria-label={text} data-testid="loading-state">
      {variant === 'page' || variant === 'detail' ? <Skeleton height={28} width="40%" radius="sm" /> : null}
      {variant === 'page' ? <Skeleton height={14} width="65%" radius="sm" /> : null}
      {variant === 'cards' ? (
        <Group grow wrap="wrap">
          {Array.from({ length: Math.max(rows, 3) }, (_, index) => (
            <Skeleton key={index} height={96} miw={180} />
          ))}
        </Group>
      ) : (
        Array.from({ length: rows }, (_, index) => <Skeleton key={index} height={variant === 'table' ? 36 : 18} width={variant === 'table' ? '100%' : `${90 - index * 12}%`} radius="sm" />)
      )}
      <VisuallyHidden>{text}</VisuallyHidden>
    </Stack>
  );
}
