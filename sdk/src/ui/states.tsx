import type { ReactNode } from 'react';
import { Alert, Button, Center, Code, Collapse, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { translateError } from '../i18n/setup.js';

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

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The one button that fills this place. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** What this is, and the one button that fills it (UI.md). */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Paper p="xl" radius="md" style={{ borderStyle: 'dashed' }} data-testid="empty-state">
      <Center>
        <Stack align="center" gap="xs" maw={460} ta="center">
          {icon ? (
            <ThemeIcon size={44} radius="xl" variant="light">
              {icon}
            </ThemeIcon>
          ) : null}
          <Title order={3}>{title}</Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
          {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
        </Stack>
      </Center>
    </Paper>
  );
}

export interface ErrorStateProps {
  /** The error; its message (a spec text) is shown in the user's language. */
  error: unknown;
  title?: ReactNode;
  onRetry?: () => void;
  /** Show the technical details toggle. */
  showDetails?: boolean;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Error';
}

/** The spec's text and a retry (UI.md). */
export function ErrorState({ error, title, onRetry, showDetails = false }: ErrorStateProps) {
  const { t } = useTranslation('common');
  const [opened, { toggle }] = useDisclosure(false);
  const message = translateError(errorMessage(error));
  const details = error instanceof Error && 'details' in error ? (error as { details?: unknown }).details : undefined;
  return (
    <Alert color="red" variant="light" title={title ?? t('errorTitle')} role="alert" data-testid="error-state">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {showDetails && details !== undefined ? (
          <>
            <Button variant="subtle" color="red" size="compact-xs" onClick={toggle} w="fit-content" px={0}>
              {t('technicalDetails')}
            </Button>
            <Collapse expanded={opened}>
              <Code block>{typeof details === 'string' ? details : JSON.stringify(details, null, 2)}</Code>
            </Collapse>
          </>
        ) : null}
        {onRetry ? (
          <Button variant="outline" color="red" size="xs" onClick={onRetry} w="fit-content">
            {t('tryAgain')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
