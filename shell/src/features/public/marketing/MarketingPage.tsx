import { useEffect, useState } from 'react';
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import { PublicPage } from '../../../app/layout/PublicPage.js';
import { usePageMeta } from '../usePageMeta.js';
import type { MarketingPageId, MarketingTexts } from './content/types.js';
import { MARKETING_PREVIEWS } from './previews.js';

const LEGAL: readonly MarketingPageId[] = ['privacy', 'terms'];

/** The content of one language, its own chunk. */
function loadTexts(language: string): Promise<MarketingTexts> {
  if (language === 'fr') return import('./content/fr.js').then((module) => module.texts);
  if (language === 'es') return import('./content/es.js').then((module) => module.texts);
  return import('./content/en.js').then((module) => module.texts);
}

export function pageIdOf(pathname: string): MarketingPageId {
  return pathname.replace(/^\/+|\/+$/g, '').toLowerCase() as MarketingPageId;
}

function Content({ texts, id }: { texts: MarketingTexts; id: MarketingPageId }) {
  const { t: shell, i18n } = useTranslation('shell');
  const page = texts[id];
  const preview = MARKETING_PREVIEWS[id];
  const language = i18n.language === 'fr' || i18n.language === 'es' ? i18n.language : 'en';
  usePageMeta(page.title, page.description, shell('brand'));
  const [primary, ...others] = page.ctas;
  return (
    <Stack gap="xl" py="md" maw={1040} data-testid={`marketing-${id.replace('/', '-')}`}>
      <Stack gap="sm" maw={760}>
        <Title order={1}>{page.title}</Title>
        <Text size="lg" c="dimmed">
          {page.lead}
        </Text>
        {LEGAL.includes(id) ? (
          <Text size="sm" c="dimmed">
            {texts.chrome.updated}
          </Text>
        ) : null}
        <Group gap="sm">
          {primary ? (
            <Button component={Link} to={primary.to} size="md">
              {primary.label}
            </Button>
          ) : null}
          {others.map((cta) => (
            <Button key={cta.to} component={Link} to={cta.to} size="md" variant="default">
              {cta.label}
            </Button>
          ))}
        </Group>
      </Stack>
      {preview ? (
        // A screenshot of the product: a static file the browser fetches when it nears the viewport.
        <img
          src={preview.src}
          width={preview.width}
          height={preview.height}
          alt={preview.alt[language]}
          loading="lazy"
          decoding="async"
          data-testid="marketing-preview"
          style={{ width: '100%', height: 'auto', borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)', boxShadow: 'var(--mantine-shadow-sm)' }}
        />
      ) : null}
      {LEGAL.includes(id) ? (
        <Stack gap="lg" maw={760}>
          {page.sections.map((section) => (
            <Stack key={section.title} gap={6} component="section">
              <Title order={2} size="h3">
                {section.title}
              </Title>
              <Text>{section.text}</Text>
            </Stack>
          ))}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: page.sections.length > 4 ? 3 : 2 }} spacing="md">
          {page.sections.map((section) => (
            <Card key={section.title} withBorder radius="md" padding="lg" component="section">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {section.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {section.text}
                </Text>
                {section.points ? (
                  <List size="sm" spacing={4}>
                    {section.points.map((point) => (
                      <List.Item key={point}>{point}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {page.related?.length ? (
        <Stack gap="xs" component="nav" aria-label={texts.chrome.related}>
          <Title order={2} size="h4">
            {texts.chrome.related}
          </Title>
          <Group gap="lg">
            {page.related.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * A marketing page of platform.md section 2 (/features, /about, /privacy, /terms, the domain pages,
 * /operational-cadence and its sub-pages, the signed-out /planning-poker, /retrospectives,
 * /agile-kanban): content per language in its own chunk, the page named by its path.
 */
export function MarketingContent({ id }: { id?: MarketingPageId }) {
  const { i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const pageId = id ?? pageIdOf(pathname);
  const [loaded, setLoaded] = useState<{ language: string; texts: MarketingTexts } | null>(null);
  useEffect(() => {
    let live = true;
    void loadTexts(i18n.language).then((texts) => {
      if (live) setLoaded({ language: i18n.language, texts });
    });
    return () => {
      live = false;
    };
  }, [i18n.language]);
  if (!loaded || !loaded.texts[pageId]) return <LoadingState variant="page" />;
  return <Content texts={loaded.texts} id={pageId} />;
}

export default function MarketingPage() {
  return (
    <PublicPage>
      <MarketingContent />
    </PublicPage>
  );
}
