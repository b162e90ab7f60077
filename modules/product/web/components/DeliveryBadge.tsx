import { Badge } from '@suite/sdk/web';
import type { Delivery } from '../../shared/portfolio-endpoints.js';
import { useProductT } from '../api.js';

const COLORS: Record<Delivery['status'], string> = { backlog: 'gray', todo: 'blue', active: 'yellow', complete: 'green', unknown: 'gray' };

/** Where a delivered item stands on its board, with completed points. */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  const { t } = useProductT();
  return (
    <Badge color={COLORS[delivery.status]} variant="dot" data-testid="delivery-status">
      {t(`delivery.status.${delivery.status}`)}
      {delivery.storyPoints !== null ? ` · ${t('delivery.points', { done: delivery.completedPoints, total: delivery.storyPoints })}` : ''}
    </Badge>
  );
}
