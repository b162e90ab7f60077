import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@suite/sdk/i18n';

registerNamespace('footer', async (language) => (language === 'fr' ? await import('./locales/fr.js') : language === 'es' ? await import('./locales/es.js') : await import('./locales/en.js')).footer);

const COLUMNS = [
  { title: 'product', links: [['features', '/features'], ['pricing', '/pricing'], ['competitors', '/competitors'], ['directory', '/business-directory'], ['pricingSimulator', '/pricing-simulator']] },
  { title: 'domains', links: [['agile', '/survival-focused-agile'], ['bi', '/business-intelligence'], ['product', '/product-management'], ['investors', '/investor-intelligence'], ['cadence', '/operational-cadence'], ['engagement', '/customer-engagement-feedback']] },
  { title: 'company', links: [['about', '/about'], ['affiliate', '/affiliate-program'], ['privacy', '/privacy'], ['terms', '/terms']] },
  { title: 'resources', links: [['docs', '/docs'], ['api', '/api-reference'], ['support', '/support']] },
] as const;

/** The public pages' footer: links to every marketing page (its own chunk and namespace). */
export default function PublicFooter() {
  const { t, ready } = useTranslation('footer', { useSuspense: false });
  if (!ready) return null;
  return (
    <Container size="xl" component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
        {COLUMNS.map((column) => (
          <Stack key={column.title} gap={6} component="nav" aria-label={t(column.title)}>
            <Text size="sm" fw={700}>
              {t(column.title)}
            </Text>
            {column.links.map(([key, to]) =>
              to === '/api-reference' ? (
                <Anchor key={key} href={to} size="sm" c="dimmed">
                  {t(`links.${key}`)}
                </Anchor>
              ) : (
                <Anchor key={key} component={Link} to={to} size="sm" c="dimmed">
                  {t(`links.${key}`)}
                </Anchor>
              ),
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="lg">
        {t('rights')}
      </Text>
    </Container>
  );
}
