import { LineChart, type LineChartSeries } from '@suite/sdk/web';
import { CHART_BASE, CHART_COLORS, LEGEND, WHOLE_NUMBERS } from './chart-theme.js';

export interface BurndownChartProps {
  days: { day: string; ideal: number; remaining: number | null; scope?: number | null }[];
  labels: { ideal: string; remaining: string; scope?: string; xAxis: string; yAxis: string; title: string };
}

/**
 * Points remaining each day against the ideal line from the committed points down to zero, and
 * the sprint's scope each day (a step when items join or leave mid-sprint).
 */
export function BurndownChart({ days, labels }: BurndownChartProps) {
  const series: LineChartSeries[] = [
    { name: 'ideal', label: labels.ideal, color: CHART_COLORS.ideal, strokeDasharray: '6 4', curveType: 'linear' },
    ...(labels.scope ? [{ name: 'scope', label: labels.scope, color: CHART_COLORS.warning, strokeDasharray: '2 3', curveType: 'stepAfter' as const }] : []),
    { name: 'remaining', label: labels.remaining, color: CHART_COLORS.remaining, curveType: 'linear' },
  ];
  return (
    <div role="img" aria-label={labels.title} data-testid="burndown-chart">
      <LineChart
        {...CHART_BASE}
        data={days}
        dataKey="day"
        series={series}
        connectNulls={false}
        // Only the actual remaining points are marked; the ideal and scope lines are guides.
        lineProps={(line) => (line.name === 'remaining' ? {} : { dot: false, activeDot: false, strokeWidth: 1.5 })}
        withLegend
        legendProps={LEGEND}
        xAxisLabel={labels.xAxis}
        yAxisLabel={labels.yAxis}
        yAxisProps={WHOLE_NUMBERS}
      />
    </div>
  );
}
