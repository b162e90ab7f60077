import { BarChart } from '@suite/sdk/web';
import { CHART_BASE, CHART_COLORS, LEGEND, WHOLE_NUMBERS } from './chart-theme.js';

export interface VelocityChartProps {
  sprints: { name: string; committed: number; completed: number }[];
  labels: { committed: string; completed: string; xAxis: string; yAxis: string; title: string; average?: string };
  /** The average completed points, drawn as a line. */
  average?: number;
}

/** Committed against completed points, one pair of bars per sprint (oldest first). */
export function VelocityChart({ sprints, labels, average }: VelocityChartProps) {
  const withAverage = average !== undefined && average > 0;
  return (
    <div role="img" aria-label={labels.title} data-testid="velocity-chart">
      <BarChart
        {...CHART_BASE}
        data={sprints}
        dataKey="name"
        series={[
          { name: 'committed', label: labels.committed, color: CHART_COLORS.committed },
          { name: 'completed', label: labels.completed, color: CHART_COLORS.completed },
        ]}
        barProps={{ radius: [3, 3, 0, 0] }}
        withLegend
        legendProps={LEGEND}
        xAxisLabel={labels.xAxis}
        yAxisLabel={labels.yAxis}
        yAxisProps={WHOLE_NUMBERS}
        // Room on the right for the average line's label.
        barChartProps={withAverage ? { margin: { bottom: 30, left: 10, right: 64 } } : undefined}
        referenceLines={withAverage ? [{ y: average, color: CHART_COLORS.warning, strokeDasharray: '4 4', label: labels.average ?? '', labelPosition: 'right' }] : undefined}
      />
    </div>
  );
}
