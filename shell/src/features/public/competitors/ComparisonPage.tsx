import { Suspense, type CSSProperties } from 'react';
import { Anchor, Badge, Box, Button, Group, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '@suite/sdk/ui';
import { PublicPage } from '../../../app/layout/PublicPage.js';
import { usePageMeta } from '../usePageMeta.js';
import './locales/namespace.js';
import { findComparison, type Cell, type ComparisonPage as Comparison } from './comparisons.js';

// The comparison table's look (a plain table, see below).
const BORDER = '1px solid var(--mantine-color-default-border)';
const TABLE: CSSProperties = { width: '100%', borderCollapse: 'collapse', border: BORDER, fontSize: 'var(--mantine-font-size-sm)' };
const HEAD: CSSProperties = { textAlign: 'left', padding: '10px 12px', borderBottom: BORDER, fontWeight: 700 };
const CELL: CSSProperties = { padding: '10px 12px', borderBottom: BORDER, verticalAlign: 'top' };
const STRIPE: CSSProperties = { background: 'var(--mantine-color-default-hover)' };

/** When the rivals' columns were last checked against their public documentation. */
export const RIVALS_CHECKED_ON = '2026-11-26';

/** /competitors/:page: the page's tabs, a feature table per tab, two calls to action and its links. */
export default function ComparisonPage() {
  return (
    <PublicPage>
      <Suspense fallback={<LoadingState variant="page" />}>
        <ComparisonContent />
      </Suspense>
    </PublicPage>
  );
}

function ComparisonContent() {
  const { page: pageId } = useParams();
  const { t, i18n } = useTranslation('competitors');
  const { t: shell } = useTranslation('shell');
  const page = findComparison(pageId);
  usePageMeta(page ? `${t(`pages.${page.id}.name`)} · ${t('metaTitle')}` : t('notFound'), page ? t(`pages.${page.id}.summary`) : undefined, shell('brand'));
  if (!page) {
    return (
      <EmptyState
        title={t('notFound')}
        action={
          <Button component={Link} to="/competitors">
            {t('back')}
          </Button>
        }
      />
    );
  }
  const checkedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(`${RIVALS_CHECKED_ON}T12:00:00Z`));
  return (
    <Stack gap="lg" py="md">
      <Anchor component={Link} to="/competitors" size="sm">
        ← {t('back')}
      </Anchor>
      <Stack gap="xs" maw={760}>
        <Title order={1}>{t(`pages.${page.id}.name`)}</Title>
        <Text c="dimmed" size="lg">
          {t(`pages.${page.id}.summary`)}
        </Text>
      </Stack>
      <CallsToAction page={page} />
      <Tabs defaultValue={page.tabs[0]!.id} keepMounted={false}>
        {/* A plain scroller: Mantine's ScrollArea brings floating-ui (16 KB gzip) and this public page has a 160 KB budget. */}
        <Box style={{ overflowX: 'auto' }}>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {page.tabs.map((tab) => (
              <Tabs.Tab key={tab.id} value={tab.id}>
                {t(`pages.${page.id}.tabs.${tab.id}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Box>
        {page.tabs.map((tab) => (
          <Tabs.Panel key={tab.id} value={tab.id} pt="md">
            {/* A plain table: Mantine's Table carries ScrollArea and with it floating-ui (16 KB gzip), over this public page's 160 KB budget. */}
            <Box style={{ overflowX: 'auto' }}>
              <table style={{ ...TABLE, minWidth: 560 + page.vendors.length * 90 }}>
                <VisuallyHidden component="caption">{t(`pages.${page.id}.tabs.${tab.id}.label`)}</VisuallyHidden>
                <thead>
                  <tr>
                    <th scope="col" style={HEAD}>
                      {t('feature')}
                    </th>
                    <th scope="col" style={HEAD}>
                      {t('description')}
                    </th>
                    <th scope="col" style={{ ...HEAD, textAlign: 'center' }}>
                      {t('us')}
                    </th>
                    {page.vendors.map((vendor) => (
                      <th key={vendor} scope="col" style={{ ...HEAD, textAlign: 'center' }}>
                        {vendor}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {tab.rows.map((row, rowIndex) => {
                    const base = `pages.${page.id}.tabs.${tab.id}.rows.${row.id}`;
                    const striped = rowIndex % 2 === 0 ? STRIPE : undefined;
                    return (
                      <tr key={row.id} style={striped}>
                        <th scope="row" style={{ ...CELL, textAlign: 'left', fontWeight: 600 }}>
                          {t(`${base}.feature`)}
                        </th>
                        <td style={CELL}>
                          <Text size="sm" c="dimmed">
                            {t(`${base}.description`)}
                          </Text>
                        </td>
                        <td style={{ ...CELL, textAlign: 'center' }}>
                          <CellMark cell="yes" />
                        </td>
                        {row.rivals.map((cell, index) => (
                          <td key={page.vendors[index]} style={{ ...CELL, textAlign: 'center' }}>
                            <CellMark cell={cell} />
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </Box>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text size="xs" c="dimmed">
        {t('legend', { date: checkedOn })}
      </Text>
      {page.links.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('moreLinks')}
          </Title>
          <Group gap="md">
            {page.links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to}>
                {t(`cta.${link.label}`)}
              </Anchor>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

function CallsToAction({ page }: { page: Comparison }) {
  const { t } = useTranslation('competitors');
  const [primary, secondary] = page.ctas;
  return (
    <Group gap="sm">
      <Button component={Link} to={primary.to} size="md">
        {t(`cta.${primary.label}`)}
      </Button>
      <Button component={Link} to={secondary.to} size="md" variant="default">
        {t(`cta.${secondary.label}`)}
      </Button>
    </Group>
  );
}

function CellMark({ cell }: { cell: Cell }) {
  const { t } = useTranslation('competitors');
  if (cell === 'yes')
    return (
      <Badge color="teal" variant="light" data-cell="yes">
        ✓ {t('yes')}
      </Badge>
    );
  if (cell === 'no')
    return (
      <Badge color="gray" variant="light" data-cell="no">
        ✗ {t('no')}
      </Badge>
    );
  return (
    <Text size="xs" c="dimmed" data-cell="unknown">
      {t('unknown')}
    </Text>
  );
}
