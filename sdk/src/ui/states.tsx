import type { ReactNode } from 'react';
import { Alert, Button, Center, Code, Collapse, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { translateError } from '../i18n/setup.js';

// LoadingState has its own file: public pages show it, and they should not carry the other states.
export { LoadingState, type LoadingStateProps } from './loading-state.js';

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
