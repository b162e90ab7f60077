import { Anchor, Badge, Button, ErrorState, Group, Link, LoadingState, Paper, Stack, Text, Title } from '@suite/sdk/web';
import { PRODUCT_ROUTES } from '../../shared/routes.js';
import { useProductT, useSpendReport, useStrategicBacklog } from '../api.js';
import { DeliveryBadge } from '../components/DeliveryBadge.js';
import { moneyShort } from '../format.js';

/** The founder dashboard's portfolio panel: the budget given to products, the R&D-credit share, and the top three by ROI. */
export default function PortfolioPanel() {
  const { t, i18n } = useProductT();
  const backlog = useStrategicBacklog();
  const spend = useSpendReport();
  const title = t('panel.title');
  let body;
  if (backlog.isPending || spend.isPending) body = <LoadingState variant="detail" rows={3} />;
  else if (backlog.isError || spend.isError) body = <ErrorState error={backlog.error ?? spend.error} title={t('panel.loadError')} onRetry={() => void Promise.all([backlog.refetch(), spend.refetch()])} />;
  else if (spend.data.totalCents === 0)
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('tree.empty')}
        </Text>
        <Button component={Link} to={PRODUCT_ROUTES.strategicBacklog.path} size="xs">
          {t('tree.newProduct')}
        </Button>
      </Stack>
    );
  else {
    const rnd = spend.data.byTaxClassification.find((line) => line.key === 'R_AND_D_CREDIT')?.cents ?? 0;
    body = (
      <Stack gap="sm">
        <Group gap="lg">
          <div>
            <Text size="xs" c="dimmed">
              {t('panel.budget')}
            </Text>
            <Text fw={700} size="lg">
              {moneyShort(spend.data.totalCents, i18n.language)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('panel.rnd')}
            </Text>
            <Text fw={700} size="lg">
              {Math.round((rnd / spend.data.totalCents) * 100)} %
            </Text>
          </div>
        </Group>
        <Stack gap={4} component="ol" p={0} m={0}>
          {backlog.data.entries.slice(0, 3).map((entry) => (
            <Group key={entry.item.id} component="li" justify="space-between" gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
              <Text size="sm" truncate="end">
                {entry.rank}. {entry.item.title}
              </Text>
              <Group gap={4} wrap="nowrap">
                {entry.item.delivery && <DeliveryBadge delivery={entry.item.delivery} />}
                <Badge variant="light">{t('roi.short', { score: entry.item.roi.score })}</Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Paper p="md" radius="md" withBorder component="section" aria-label={title} data-testid="product-portfolio-panel" h="100%">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={PRODUCT_ROUTES.strategicBacklog.path} size="sm">
          {t('panel.open')}
        </Anchor>
      </Group>
      {body}
    </Paper>
  );
}
