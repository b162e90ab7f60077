import { Button, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconChartBar, IconCode, IconCurrencyDollar, IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { RequireAuth } from '../../app/RequireAuth.js';

/** The five integration areas of platform.md's routes; /integrations/development is the agile module's page. */
export const INTEGRATION_AREAS: { key: 'financial' | 'development' | 'communication' | 'analytics' | 'api'; path: string; icon: ReactNode }[] = [
  { key: 'financial', path: '/integrations/financial', icon: <IconCurrencyDollar size={22} /> },
  { key: 'development', path: '/integrations/development', icon: <IconCode size={22} /> },
  { key: 'communication', path: '/integrations/communication', icon: <IconMessages size={22} /> },
  { key: 'analytics', path: '/integrations/analytics', icon: <IconChartBar size={22} /> },
  { key: 'api', path: '/integrations/api', icon: <IconApi size={22} /> },
];

function Hub() {
  const { t } = useTranslation('integrations');
  const { account } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={account?.name} title={t('hub.title')} description={t('hub.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {INTEGRATION_AREAS.map((area) => (
          <Paper key={area.key} component="li" withBorder radius="md" p="md" data-testid={`integration-area-${area.key}`}>
            <Stack gap="sm" h="100%">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                {area.icon}
              </ThemeIcon>
              <Title order={2} size="h4">
                {t(`hub.${area.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`hub.${area.key}.body`)}
              </Text>
              <Button component={Link} to={area.path} variant="light" mt="auto" aria-label={`${t('hub.open')}: ${t(`hub.${area.key}.title`)}`}>
                {t('hub.open')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default function IntegrationsHubPage() {
  return (
    <RequireAuth>
      <Hub />
    </RequireAuth>
  );
}
