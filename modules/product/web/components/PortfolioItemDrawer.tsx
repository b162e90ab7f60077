import { COMMENTS_NAMESPACE, CommentsPanel, Drawer, Tabs, VersionHistoryPanel, useMediaQuery, useQueryClient, useTranslation } from '@suite/sdk/web';
import type { PortfolioItem } from '../../shared/portfolio-endpoints.js';
import { useProductT } from '../api.js';

export type ItemPanel = 'comments' | 'history';

/**
 * A portfolio item's comments and version history (issue 22), beside the tree: opened from the
 * row's menu or a link (?item=<id>&panel=comments|history). Restoring a version refreshes the tree.
 */
export function PortfolioItemDrawer({ item, panel, onPanel, onClose }: { item: PortfolioItem; panel: ItemPanel; onPanel: (panel: ItemPanel) => void; onClose: () => void }) {
  const { t: tc } = useTranslation(COMMENTS_NAMESPACE);
  const { t } = useProductT();
  const phone = useMediaQuery('(max-width: 48em)');
  const client = useQueryClient();
  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={`${t(`levels.${item.level}`)} · ${item.title}`}>
      <Tabs value={panel} onChange={(value) => onPanel(value === 'history' ? 'history' : 'comments')} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="comments">{tc('panel.title')}</Tabs.Tab>
          <Tabs.Tab value="history">{tc('versions.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="comments">
          <CommentsPanel objectType="product.portfolio-item" objectId={item.id} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <VersionHistoryPanel objectType="product.portfolio-item" objectId={item.id} onRestored={() => void client.invalidateQueries()} />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
