import { Paper, SimpleGrid, Text, Title, useTranslation } from '@suite/sdk/web';
import type { DeliveryCost } from '../../shared/views.js';
import { money } from '../format.js';

/** The cost of delivery beside the burn: points completed per sprint x the cost of a point (agile VELOCITY); hidden when agile is off. */
export function DeliveryCostCard({ delivery, burnCents, currency }: { delivery: DeliveryCost; burnCents: number | null; currency: string }) {
  const { t, i18n } = useTranslation('bi');
  if (!delivery) return null;
  const language = i18n.language;
  const share = burnCents ? Math.round((delivery.sprintCostCents / burnCents) * 100) : null;
  return (
    <Paper p="md" radius="md" withBorder data-testid="bi-delivery-cost">
      <Title order={2} size="h5" mb="xs">
        {t('delivery.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <div>
          <Text size="xs" c="dimmed">{t('delivery.perSprint')}</Text>
          <Text fw={700}>{money(delivery.sprintCostCents, language, currency)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">{t('delivery.points')}</Text>
          <Text fw={700}>{delivery.averageCompletedPoints}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">{t('delivery.costPerPoint')}</Text>
          <Text fw={700}>{money(delivery.costPerPointCents, language, currency)}</Text>
        </div>
      </SimpleGrid>
      {share !== null ? <Text size="sm" c="dimmed" mt="xs">{t('delivery.share', { percent: share })}</Text> : null}
    </Paper>
  );
}
