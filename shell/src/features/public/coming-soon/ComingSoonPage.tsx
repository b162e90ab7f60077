import { Suspense } from 'react';
import { Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '@suite/sdk/ui';
import { PublicPage } from '../../../app/layout/PublicPage.js';
import { usePageMeta } from '../usePageMeta.js';
import './locales/namespace.js';
import { earlyAccessHref, findComingSoon } from './coming-soon.js';
import { callEndpoint } from '@suite/sdk/client';
import { PublicSiteEndpoints } from '@suite/sdk/endpoints/public-site';

/** /coming-soon/:feature: a placeholder for a feature of section 2's list that is not built yet. */
export default function ComingSoonPage() {
  return (
    <PublicPage>
      <Suspense fallback={<LoadingState variant="page" />}>
        <ComingSoon />
      </Suspense>
    </PublicPage>
  );
}

function ComingSoon() {
  const { feature: slug } = useParams();
  const { t } = useTranslation('comingSoon');
  const { t: shell } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const feature = findComingSoon(slug);
  const name = feature ? t(`features.${feature.slug}.name`) : t('notFound');
  usePageMeta(name, feature ? t(`features.${feature.slug}.description`) : undefined, shell('brand'));
  // "Go Back": the previous page, or the landing page when this one was opened directly.
  // (the router gives the first page of a visit the key 'default').
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  if (!feature) {
    return (
      <EmptyState
        title={t('notFound')}
        action={
          <Button component={Link} to="/">
            {t('home')}
          </Button>
        }
      />
    );
  }
  const category = t(`categories.${feature.category}`);
  return (
    <Stack gap="lg" py="md" maw={760}>
      <Group gap="xs">
        <Badge variant="light" color="indigo">
          {t('badge')}
        </Badge>
      </Group>
      <Title order={1}>{name}</Title>
      <Text size="lg">{t(`features.${feature.slug}.description`)}</Text>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('category')}
            </Text>
            <Text fw={600} data-testid="coming-soon-category">
              {category}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('availability')}
            </Text>
            <Text fw={600} data-testid="coming-soon-availability">
              {feature.availability}
            </Text>
          </Stack>
        </SimpleGrid>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('related')}
        </Title>
        <List spacing={4}>
          {feature.related.map((related) => (
            <List.Item key={related}>
              <Anchor component={Link} to={related.startsWith('/') ? related : `/coming-soon/${related}`}>
                {related.startsWith('/') ? t(`routes.${related}`) : t(`features.${related}.name`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Group gap="sm">
        <Button
          component={Link}
          to={earlyAccessHref(feature, name, category)}
          size="md"
          onClick={() => {
            // Counted for the team (POST /api/public/early-access); the visitor goes on to /customer-feedback either way.
            void callEndpoint(PublicSiteEndpoints.earlyAccess, { body: { feature: feature.slug, category: feature.category } }, { public: false }).catch(() => undefined);
          }}
        >
          {t('requestEarlyAccess')}
        </Button>
        <Button variant="default" size="md" onClick={goBack}>
          {t('goBack')}
        </Button>
      </Group>
    </Stack>
  );
}
