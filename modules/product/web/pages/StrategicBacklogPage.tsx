import { useState } from 'react';
import { Button, EmptyState, ErrorState, LoadingState, PageHeader, Stack, Tabs, useSearchParams } from '@suite/sdk/web';
import { usePortfolioItems, useProductConfig, useProductT } from '../api.js';
import { ItemFormModal, type ItemFormTarget } from '../components/ItemFormModal.js';
import { PortfolioTree } from '../components/PortfolioTree.js';
import { PortfolioItemDrawer } from '../components/PortfolioItemDrawer.js';
import { RankedBacklog } from '../components/RankedBacklog.js';
import { SpendReport } from '../components/SpendReport.js';
import { useProductAbility } from '../can.js';

const TABS = ['portfolio', 'ranked', 'spend'] as const;

/** /strategic-backlog: the portfolio hierarchy editor, the ROI-ranked backlog and the spend report. */
export default function StrategicBacklogPage() {
  const { t } = useProductT();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'portfolio';
  const config = useProductConfig();
  const items = usePortfolioItems();
  const [form, setForm] = useState<ItemFormTarget | null>(null);
  const can = useProductAbility();
  // ?item=<id>&panel=comments|history: an item's comments and version history (links from mentions).
  const openItem = items.data?.find((item) => item.id === params.get('item')) ?? null;
  const panel = params.get('panel') === 'history' ? 'history' : 'comments';
  const setItemPanel = (id: string | null, next: string = 'comments') => {
    const search = new URLSearchParams(params);
    if (id) {
      search.set('item', id);
      search.set('panel', next);
    } else {
      search.delete('item');
      search.delete('panel');
    }
    setParams(search, { replace: true });
  };

  const newProduct = can.editPortfolio ? (
    <Button onClick={() => setForm({ mode: 'create', level: 'product', parent: null })} disabled={!config.data}>
      {t('tree.newProduct')}
    </Button>
  ) : undefined;

  let portfolio;
  if (items.isPending || config.isPending) portfolio = <LoadingState variant="table" rows={6} />;
  else if (items.isError || config.isError) portfolio = <ErrorState error={items.error ?? config.error} title={t('tree.loadError')} onRetry={() => void Promise.all([items.refetch(), config.refetch()])} />;
  else if (items.data.length === 0) portfolio = <EmptyState title={t('tree.emptyTitle')} description={t('tree.empty')} action={newProduct} />;
  else portfolio = <PortfolioTree items={items.data} config={config.data} onEdit={setForm} onOpenPanel={(item, next) => setItemPanel(item.id, next)} readOnly={!can.editPortfolio} />;

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.strategicBacklog')} description={t('strategic.description')} actions={newProduct} />
      <Tabs value={tab} onChange={(value) => setParams(value && value !== 'portfolio' ? { tab: value } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`strategic.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="portfolio" pt="md">
          {portfolio}
        </Tabs.Panel>
        <Tabs.Panel value="ranked" pt="md">
          <RankedBacklog />
        </Tabs.Panel>
        <Tabs.Panel value="spend" pt="md">
          <SpendReport />
        </Tabs.Panel>
      </Tabs>
      {form && config.data && <ItemFormModal target={form} config={config.data} onClose={() => setForm(null)} />}
      {openItem && <PortfolioItemDrawer item={openItem} panel={panel} onPanel={(next) => setItemPanel(openItem.id, next)} onClose={() => setItemPanel(null)} />}
    </Stack>
  );
}
