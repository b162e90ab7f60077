import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a user sees in a module's area when its remote cannot be loaded or its page crashed. */
export function ModuleErrorCard({ moduleId, titleKey, error, onRetry }: { moduleId: string; titleKey: string; error?: string | null; onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  const name = t(titleKey);
  return (
    <Alert color="orange" variant="light" icon={<IconPlugConnectedX size={20} />} title={t('module.errorTitle', { name })} data-testid={`module-error-${moduleId}`} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('module.errorHint')}</Text>
        {error ? (
          <Code block fz="xs">
            {error}
          </Code>
        ) : null}
        {onRetry ? (
          <Button size="xs" variant="light" color="orange" onClick={onRetry} w="fit-content">
            {t('module.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
