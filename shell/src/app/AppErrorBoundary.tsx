import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Code, Collapse, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { ShellTexts } from '@suite/sdk';
import { i18n } from '@suite/sdk/i18n';
import { reportClientError } from './analytics.js';

interface State {
  error: Error | null;
  showDetails: boolean;
}

/** 'An unexpected error occurred. Please try refreshing the page', details, and 'Try Again'. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, showDetails: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, info.componentStack ?? undefined);
  }

  override render() {
    const { error, showDetails } = this.state;
    if (!error) return this.props.children;
    const t = (key: string, fallback: string) => (i18n.isInitialized ? i18n.t(key, { ns: 'common', defaultValue: fallback }) : fallback);
    return (
      <Container size="sm" py={64}>
        <Paper p="xl" role="alert">
          <Stack gap="md">
            <Title order={2}>{t('errorTitle', 'Something went wrong')}</Title>
            <Text>{t('unexpectedError', ShellTexts.UNEXPECTED_ERROR)}</Text>
            <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => this.setState({ showDetails: !showDetails })}>
              {t('technicalDetails', 'Technical details')}
            </Button>
            <Collapse expanded={showDetails}>
              <Code block>{`${error.name}: ${error.message}`}</Code>
            </Collapse>
            <Button w="fit-content" onClick={() => this.setState({ error: null, showDetails: false })}>
              {t('tryAgain', ShellTexts.TRY_AGAIN)}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }
}
