import { Suspense, lazy } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@suite/sdk/react';

// Below the hero (directory, free tools, audiences): its own chunk, so the hero paints from the first bundle.
const LandingSections = lazy(() => import('./site/LandingSections.js'));

/** The landing page; signed-in visitors go to /dashboard. */
export function Landing() {
  const { t } = useTranslation('shell');
  const { status } = useSession();
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return (
    <>
      <Stack gap="lg" py={48} maw={760}>
        <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.1}>
          {t('landing.title')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('landing.subtitle')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/register" size="md">
            {t('landing.ctaRegister')}
          </Button>
          <Button component={Link} to="/demo/planning-poker" size="md" variant="default">
            {t('landing.ctaDemo')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('landing.freeNote')}
        </Text>
      </Stack>
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </>
  );
}
