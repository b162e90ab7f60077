import { Badge, Group, Text, useTranslation } from '@suite/sdk/web';
import type { KpiDirection, KpiResult, KpiStatus, KpiUnit } from '../../shared/finance.js';
import { formatKpiValue } from '../../shared/kpi-math.js';

export const STATUS_COLOUR: Record<KpiStatus, string> = { GOOD: 'green', WARNING: 'orange', CRITICAL: 'red' };

/** A KPI's status as a word and a colour (never colour alone). */
export function KpiStatusBadge({ status }: { status: KpiStatus }) {
  const { t } = useTranslation('bi');
  return (
    <Badge color={STATUS_COLOUR[status]} variant="light">
      {t(`kpi.status.${status}`)}
    </Badge>
  );
}

/** Value (dollars without decimals, percentages with one), trend and change; the trend is green when it goes the KPI's good way. */
export function KpiValueLine({ unit, direction, result }: { unit: KpiUnit; direction: KpiDirection; result: Pick<KpiResult, 'value' | 'trend' | 'changePercent'> }) {
  const { t, i18n } = useTranslation('bi');
  const better = result.changePercent === 0 || (result.trend === 'UP') === (direction === 'HIGHER_IS_BETTER');
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={700}>{formatKpiValue(result.value, unit, i18n.language)}</Text>
      <Text size="xs" c={better ? 'teal' : 'red'}>
        {result.trend === 'UP' ? '▲' : '▼'} {t(`kpi.trend.${result.trend}`)} {result.changePercent > 0 ? '+' : ''}
        {result.changePercent.toLocaleString(i18n.language, { maximumFractionDigits: 1 })} %
      </Text>
    </Group>
  );
}
