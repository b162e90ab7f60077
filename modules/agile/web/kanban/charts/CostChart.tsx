import { BarChart, formatMoney, formatMoneyShort, useTranslation } from '@suite/sdk/web';
import { CHART_BASE, CHART_COLORS, LEGEND } from './chart-theme.js';

export interface CostChartProps {
  sprints: { name: string; committedCents: number; completedCents: number }[];
  labels: { committed: string; completed: string; xAxis: string; yAxis: string; title: string };
}

/** What each sprint's points cost: committed against delivered, in the user's language (short on the axis, exact in the tooltip). */
export function CostChart({ sprints, labels }: CostChartProps) {
  const { i18n } = useTranslation('agile');
  const language = i18n.language;
  return (
    <div role="img" aria-label={labels.title} data-testid="cost-chart">
      <BarChart
        {...CHART_BASE}
        data={sprints}
        dataKey="name"
        series={[
          { name: 'committedCents', label: labels.committed, color: CHART_COLORS.committed },
          { name: 'completedCents', label: labels.completed, color: CHART_COLORS.completed },
        ]}
        barProps={{ radius: [3, 3, 0, 0] }}
        withLegend
        legendProps={LEGEND}
        xAxisLabel={labels.xAxis}
        yAxisLabel={labels.yAxis}
        valueFormatter={(cents) => formatMoney(cents, language)}
        yAxisProps={{ width: 80, tickFormatter: (cents: number) => formatMoneyShort(cents, language) }}
      />
    </div>
  );
}
