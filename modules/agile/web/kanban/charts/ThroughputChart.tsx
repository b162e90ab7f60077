import { BarChart } from '@suite/sdk/web';
import { CHART_BASE, CHART_COLORS, WHOLE_NUMBERS } from './chart-theme.js';

export interface ThroughputChartProps {
  weeks: { week: string; count: number }[];
  labels: { count: string; xAxis: string; yAxis: string; title: string };
}

/** Items completed per week. */
export function ThroughputChart({ weeks, labels }: ThroughputChartProps) {
  return (
    <div role="img" aria-label={labels.title} data-testid="throughput-chart">
      <BarChart
        {...CHART_BASE}
        data={weeks}
        dataKey="week"
        series={[{ name: 'count', label: labels.count, color: CHART_COLORS.primary }]}
        barProps={{ radius: [3, 3, 0, 0] }}
        xAxisLabel={labels.xAxis}
        yAxisLabel={labels.yAxis}
        xAxisProps={{ minTickGap: 8 }}
        yAxisProps={WHOLE_NUMBERS}
      />
    </div>
  );
}
