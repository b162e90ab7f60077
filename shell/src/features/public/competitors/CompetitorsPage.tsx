import { Suspense } from 'react';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import { PublicPage } from '../../../app/layout/PublicPage.js';
import { usePageMeta } from '../usePageMeta.js';
import './locales/namespace.js';
import { COMPARISON_PAGES } from './comparisons.js';

/** /competitors: the six domain cards (finance-and-growth.md section 2), each linking to its comparison. */
export default function CompetitorsPage() {
  return (
    <PublicPage>
      <Suspense fallback={<LoadingState variant="cards" rows={6} />}>
        <Competitors />
      </Suspense>
    </PublicPage>
  );
}

function Competitors() {
  const { t } = useTranslation('competitors');
  const { t: shell } = useTranslation('shell');
  usePageMeta(t('metaTitle'), t('subtitle'), shell('brand'));
  return (
    <Stack gap="lg" py="md">
      <Stack gap="xs" maw={760}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="lg">
          {t('subtitle')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {COMPARISON_PAGES.map((page) => (
          <Card key={page.id} component="li" withBorder radius="md" padding="lg" data-testid={`competitor-card-${page.id}`}>
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={6}>
                <Title order={2} size="h3">
                  {t(`pages.${page.id}.name`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`pages.${page.id}.summary`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {page.vendors.join(' · ')}
                </Text>
              </Stack>
              <Button component={Link} to={`/competitors/${page.id}`} variant="light" aria-label={`${t('open')}: ${t(`pages.${page.id}.name`)}`}>
                {t('open')}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
