import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../app/layout/PublicPage.js';

/** Served by the server outside the shell (a full page load, not an app route): the viewer loads only there. */
export const API_REFERENCE_URL = '/api-reference';

/** /docs: the documentation's entry page. */
export default function DocsPage() {
  const { t } = useTranslation('docs');
  return (
    <PublicPage>
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1}>{t('title')}</Title>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('api.title')}
              </Title>
              <Text c="dimmed">{t('api.description')}</Text>
              <Anchor href={API_REFERENCE_URL} fw={600}>
                {t('api.link')}
              </Anchor>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </PublicPage>
  );
}
