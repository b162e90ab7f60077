import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@suite/sdk/react';

/** 404: 'Page not found'. */
export function NotFound() {
  const { t } = useTranslation('shell');
  const { status } = useSession();
  return (
    <Stack align="center" gap="sm" py={80} ta="center" data-testid="not-found">
      <Text fz={56} fw={800} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.hint')}</Text>
      <Button component={Link} to={status === 'authenticated' ? '/dashboard' : '/'} mt="sm">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
