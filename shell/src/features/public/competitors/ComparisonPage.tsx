import { Suspense } from 'react';
import { Anchor, Badge, Button, Group, ScrollArea, Stack, Table, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '@suite/sdk/ui';
import { PublicPage } from '../../../app/layout/PublicPage.js';
import { usePageMeta } from '../usePageMeta.js';
import './locales/namespace.js';
import { findComparison, type Cell, type ComparisonPage as Comparison } from './comparisons.js';

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
        <ScrollArea type="auto" offsetScrollbars>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {page.tabs.map((tab) => (
              <Tabs.Tab key={tab.id} value={tab.id}>
                {t(`pages.${page.id}.tabs.${tab.id}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {page.tabs.map((tab) => (
          <Tabs.Panel key={tab.id} value={tab.id} pt="md">
            <Table.ScrollContainer minWidth={560 + page.vendors.length * 90}>
              <Table striped withTableBorder verticalSpacing="sm">
                <VisuallyHidden component="caption">{t(`pages.${page.id}.tabs.${tab.id}.label`)}</VisuallyHidden>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('feature')}</Table.Th>
                    <Table.Th scope="col">{t('description')}</Table.Th>
                    <Table.Th scope="col" ta="center">
                      {t('us')}
                    </Table.Th>
                    {page.vendors.map((vendor) => (
                      <Table.Th key={vendor} scope="col" ta="center">
                        {vendor}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tab.rows.map((row) => {
                    const base = `pages.${page.id}.tabs.${tab.id}.rows.${row.id}`;
                    return (
                      <Table.Tr key={row.id}>
                        <Table.Th scope="row" fw={600}>
                          {t(`${base}.feature`)}
                        </Table.Th>
                        <Table.Td>
                          <Text size="sm" c="dimmed">
                            {t(`${base}.description`)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="center">
                          <CellMark cell="yes" />
                        </Table.Td>
                        {row.rivals.map((cell, index) => (
                          <Table.Td key={page.vendors[index]} ta="center">
                            <CellMark cell={cell} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
