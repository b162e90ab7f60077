import { useState } from 'react';
import { Button, Code, Collapse, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { ShellTexts } from '@suite/sdk';
import { i18n } from '@suite/sdk/i18n';

/** What AppErrorBoundary shows: loaded only when something broke, so pages do not carry it. */
export default function ErrorFallback({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const [showDetails, setShowDetails] = useState(false);
  const t = (key: string, fallback: string) => (i18n.isInitialized ? i18n.t(key, { ns: 'common', defaultValue: fallback }) : fallback);
  return (
    <Container size="sm" py={64}>
      <Paper p="xl" role="alert">
        <Stack gap="md">
          <Title order={2}>{t('errorTitle', 'Something went wrong')}</Title>
          <Text>{t('unexpectedError', ShellTexts.UNEXPECTED_ERROR)}</Text>
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setShowDetails((shown) => !shown)}>
            {t('technicalDetails', 'Technical details')}
          </Button>
          <Collapse expanded={showDetails}>
            <Code block>{`${error.name}: ${error.message}`}</Code>
          </Collapse>
          <Button w="fit-content" onClick={onRetry}>
            {t('tryAgain', ShellTexts.TRY_AGAIN)}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
