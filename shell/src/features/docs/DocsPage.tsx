import { useState } from 'react';
import { Anchor, Card, Container, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import { PublicPage } from '../../app/layout/PublicPage.js';
import { usePageMeta } from '../public/usePageMeta.js';
import { DOCS_TREE, searchDocs } from '@suite/sdk/docs/tree';
import { useDocsContent } from './useDocsContent.js';

/** Served by the server outside the shell (a full page load, not an app route): the viewer loads only there. */
export const API_REFERENCE_URL = '/api-reference';

/** /docs: the documentation tree of platform.md section 2, searchable (the query in the address). */
export default function DocsPage() {
  const { t } = useTranslation('docs');
  const { t: shell } = useTranslation('shell');
  usePageMeta(t('title'), t('metaDescription'), shell('brand'));
  const content = useDocsContent();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const search = (value: string) => {
    setQuery(value);
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
  };
  const hits = content && query.trim() ? searchDocs(content, query) : null;
  return (
    <PublicPage>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('subtitle')}</Text>
          </Stack>
          <TextInput type="search" label={t('search')} placeholder={t('searchPlaceholder')} value={query} onChange={(event) => search(event.currentTarget.value)} maw={520} data-testid="docs-search" />
          {!content ? (
            <LoadingState variant="cards" rows={6} />
          ) : hits ? (
            <Stack gap="sm" aria-live="polite">
              <Text size="sm" c="dimmed">
                {hits.length ? t('results', { count: hits.length }) : t('noResults', { query: query.trim() })}
              </Text>
              {hits.map(({ key, article }) => (
                <Card key={key} withBorder radius="md" padding="md">
                  <Anchor component={Link} to={`/docs/${key}`} fw={600}>
                    {article.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {content.sections[key.split('/')[0] as keyof typeof content.sections]} · {article.summary}
                  </Text>
                </Card>
              ))}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {DOCS_TREE.map((section) => (
                <Card key={section.id} withBorder radius="md" padding="lg" component="section">
                  <Title order={2} size="h4" mb="xs">
                    {content.sections[section.id]}
                  </Title>
                  <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {section.pages.map((page) => {
                      const article = content.articles[`${section.id}/${page}`]!;
                      return (
                        <li key={page}>
                          <Anchor component={Link} to={`/docs/${section.id}/${page}`}>
                            {article.title}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {article.summary}
                          </Text>
                        </li>
                      );
                    })}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
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
