import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_INDUSTRIES, DIRECTORY_SEEKING, DIRECTORY_STAGES, type DirectoryEntryView } from '@suite/sdk/schemas';
import { filtersFrom, withFilters, type DirectoryFilters } from './directory-query.js';
import { useDirectory } from './useDirectory.js';

function Logo({ entry }: { entry: DirectoryEntryView }) {
  const initials = entry.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  if (entry.logoUrl) return <img src={entry.logoUrl} alt="" width={40} height={40} style={{ borderRadius: 8, objectFit: 'cover' }} loading="lazy" />;
  return (
    <div aria-hidden style={{ width: 40, height: 40, borderRadius: 8, background: 'var(--mantine-color-indigo-light)', color: 'var(--mantine-color-indigo-light-color)', display: 'grid', placeItems: 'center', fontWeight: 700 }}>
      {initials}
    </div>
  );
}

function EntryCard({ entry }: { entry: DirectoryEntryView }) {
  const { t } = useTranslation('site');
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="directory-entry">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="sm" wrap="nowrap">
            <Logo entry={entry} />
            <Title order={3} size="h4" lineClamp={2}>
              {entry.name}
            </Title>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {entry.oneLiner}
          </Text>
          <Group gap={6}>
            {entry.industry ? <Badge variant="light">{t(`industries.${entry.industry}`)}</Badge> : null}
            {entry.stage ? (
              <Badge variant="light" color="gray">
                {t(`stages.${entry.stage}`)}
              </Badge>
            ) : null}
            {entry.seeking.map((seeking) => (
              <Badge key={seeking} variant="outline" color="teal">
                {t(`seekingOptions.${seeking}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Anchor component={Link} to={`/businesses/${entry.slug}`} fw={600} size="sm" aria-label={`${t('directory.open')}: ${entry.name}`}>
          {t('directory.open')}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** Page buttons (Mantine's Pagination weighs 3 KB gzip on a page with a 160 KB budget): first, last and two around the current page. */
function Pager({ pages, page, label, onChange }: { pages: number; page: number; label: string; onChange: (page: number) => void }) {
  const { t } = useTranslation('site');
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <Group component="nav" aria-label={label} gap={6}>
      <Button variant="default" size="compact-md" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label={t('directory.previousPage')}>
        ‹
      </Button>
      {shown.map((n, index) => (
        <Group key={n} gap={6}>
          {index > 0 && n - shown[index - 1]! > 1 ? <Text c="dimmed">…</Text> : null}
          <Button variant={n === page ? 'filled' : 'default'} size="compact-md" onClick={() => onChange(n)} aria-current={n === page ? 'page' : undefined} aria-label={`${label}: ${n}`} data-testid={`directory-page-${n}`}>
            {n}
          </Button>
        </Group>
      ))}
      <Button variant="default" size="compact-md" onClick={() => onChange(page + 1)} disabled={page >= pages} aria-label={t('directory.nextPage')}>
        ›
      </Button>
    </Group>
  );
}

/**
 * The startup directory (12 per page): search by name and text, filters by industry, stage and
 * what they seek, the page in the address. Used by / and /business-directory.
 */
export function DirectoryBrowser({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('site');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [text, setText] = useState(filters.q);
  const { state, retry } = useDirectory(filters);
  const update = (change: Partial<DirectoryFilters>) => setParams(withFilters(params, { ...filters, page: 1, ...change }), { replace: true, preventScrollReset: true });

  // The search box follows typing after a short pause; the address follows the box.
  useEffect(() => {
    if (text.trim() === filters.q.trim()) return;
    const timer = window.setTimeout(() => update({ q: text }), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  useEffect(() => setText((current) => (current.trim() === filters.q.trim() ? current : filters.q)), [filters.q]);

  const filtered = Boolean(filters.q || filters.industry || filters.stage || filters.seeking);
  const options = (values: readonly string[], group: string) => [{ value: '', label: t('directory.any') }, ...values.map((value) => ({ value, label: t(`${group}.${value}`) }))];
  return (
    <Stack gap="md" component="section" aria-labelledby="directory-title">
      <Stack gap={4}>
        <Title order={headingLevel} id="directory-title">
          {headingLevel === 1 ? t('directory.pageTitle') : t('directory.title')}
        </Title>
        <Text c="dimmed">{headingLevel === 1 ? t('directory.pageSubtitle') : t('directory.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput type="search" label={t('directory.search')} placeholder={t('directory.searchPlaceholder')} value={text} onChange={(event) => setText(event.currentTarget.value)} data-testid="directory-search" />
        <NativeSelect label={t('directory.industry')} data={options(DIRECTORY_INDUSTRIES, 'industries')} value={filters.industry} onChange={(event) => update({ industry: event.currentTarget.value })} data-testid="directory-industry" />
        <NativeSelect label={t('directory.stage')} data={options(DIRECTORY_STAGES, 'stages')} value={filters.stage} onChange={(event) => update({ stage: event.currentTarget.value })} data-testid="directory-stage" />
        <NativeSelect label={t('directory.seeking')} data={options(DIRECTORY_SEEKING, 'seekingOptions')} value={filters.seeking} onChange={(event) => update({ seeking: event.currentTarget.value })} data-testid="directory-seeking" />
      </SimpleGrid>
      {state.status === 'loading' ? (
        <Text c="dimmed" aria-busy>
          …
        </Text>
      ) : state.status === 'error' ? (
        <Card withBorder role="alert">
          <Group justify="space-between">
            <Text>{t('directory.loadFailed')}</Text>
            <Button variant="light" onClick={retry}>
              {t('directory.retry')}
            </Button>
          </Group>
        </Card>
      ) : state.data.items.length === 0 ? (
        <Card withBorder>
          <Group justify="space-between">
            <Text>{filtered ? t('directory.noMatch') : t('directory.empty')}</Text>
            {filtered ? (
              <Button variant="light" onClick={() => { setText(''); setParams(withFilters(params, { q: '', industry: '', stage: '', seeking: '', page: 1 }), { replace: true }); }}>
                {t('directory.clear')}
              </Button>
            ) : null}
          </Group>
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="directory-count">
            {t('directory.results', { count: state.data.total })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {state.data.items.map((entry) => (
              <EntryCard key={entry.slug} entry={entry} />
            ))}
          </SimpleGrid>
          {state.data.pages > 1 ? (
            <Group justify="center">
              <Pager pages={state.data.pages} page={state.data.page} label={t('directory.pagination')} onChange={(page) => setParams(withFilters(params, { ...filters, page }))} />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
