import { Anchor, Box, Code, Container, Grid, Group, List, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import { PublicPage } from '../../app/layout/PublicPage.js';
import { usePageMeta } from '../public/usePageMeta.js';
import { DOCS_TREE, type DocsBlock } from '@suite/sdk/docs/tree';
import { useDocsContent } from './useDocsContent.js';

const ORDER = DOCS_TREE.flatMap((section) => section.pages.map((page) => `${section.id}/${page}`));

function Block({ block }: { block: DocsBlock }) {
  if ('h' in block) {
    return (
      <Title order={2} size="h4" mt="sm">
        {block.h}
      </Title>
    );
  }
  if ('p' in block) return <Text>{block.p}</Text>;
  if ('list' in block) {
    return (
      <List spacing={6}>
        {block.list.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    );
  }
  return (
    <Code block style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
      {block.code}
    </Code>
  );
}

/** /docs/{section}/{page}: one page of the documentation tree, with the tree beside it and previous / next. */
export default function DocsArticlePage() {
  const { t } = useTranslation('docs');
  const { t: shell } = useTranslation('shell');
  const { section = '', page = '' } = useParams();
  const key = `${section}/${page}`;
  const content = useDocsContent();
  const article = content?.articles[key];
  usePageMeta(article ? article.title : content ? t('notFound') : '', article ? article.summary : undefined, shell('brand'));
  const index = ORDER.indexOf(key);
  const previous = index > 0 ? ORDER[index - 1] : undefined;
  const next = index >= 0 && index < ORDER.length - 1 ? ORDER[index + 1] : undefined;
  return (
    <PublicPage>
      <Container size="lg" py="xl">
        {!content ? (
          <LoadingState variant="detail" rows={6} />
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
              <Box component="nav" aria-label={t('title')}>
                {DOCS_TREE.map((group) => (
                  <Box key={group.id} mb="sm">
                    <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
                      {content.sections[group.id]}
                    </Text>
                    {group.pages.map((name) => (
                      <NavLink key={name} component={Link} to={`/docs/${group.id}/${name}`} label={content.articles[`${group.id}/${name}`]!.title} active={`${group.id}/${name}` === key} py={4} />
                    ))}
                  </Box>
                ))}
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Stack gap="md" maw={760} component="article">
                <Anchor component={Link} to="/docs" size="sm">
                  ← {t('back')}
                </Anchor>
                {!article ? (
                  <Title order={1}>{t('notFound')}</Title>
                ) : (
                  <>
                    <Text size="sm" c="dimmed">
                      {content.sections[section as keyof typeof content.sections]}
                    </Text>
                    <Title order={1}>{article.title}</Title>
                    <Text size="lg" c="dimmed">
                      {article.summary}
                    </Text>
                    {article.blocks.map((block, position) => (
                      <Block key={position} block={block} />
                    ))}
                    <Group justify="space-between" mt="lg">
                      {previous ? (
                        <Anchor component={Link} to={`/docs/${previous}`}>
                          ← {t('previous')}: {content.articles[previous]!.title}
                        </Anchor>
                      ) : (
                        <span />
                      )}
                      {next ? (
                        <Anchor component={Link} to={`/docs/${next}`}>
                          {t('next')}: {content.articles[next]!.title} →
                        </Anchor>
                      ) : null}
                    </Group>
                  </>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Container>
    </PublicPage>
  );
}
