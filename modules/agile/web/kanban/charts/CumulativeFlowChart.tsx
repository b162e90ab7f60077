import { AreaChart } from '@suite/sdk/web';
import { CHART_BASE, CHART_COLORS, LEGEND, WHOLE_NUMBERS } from './chart-theme.js';

export interface CumulativeFlowChartProps {
  days: { day: string; backlog: number; todo: number; active: number; complete: number }[];
  labels: { backlog: string; todo: string; active: string; complete: string; xAxis: string; yAxis: string; title: string };
}

/** Items per status at the end of each day, stacked: done at the bottom, backlog on top. */
export function CumulativeFlowChart({ days, labels }: CumulativeFlowChartProps) {
  return (
    <div role="img" aria-label={labels.title} data-testid="cumulative-flow-chart">
      <AreaChart
        {...CHART_BASE}
        data={days}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'complete', label: labels.complete, color: CHART_COLORS.complete },
          { name: 'active', label: labels.active, color: CHART_COLORS.active },
          { name: 'todo', label: labels.todo, color: CHART_COLORS.todo },
          { name: 'backlog', label: labels.backlog, color: CHART_COLORS.backlog },
        ]}
        curveType="monotone"
        withGradient={false}
        fillOpacity={0.55}
        strokeWidth={1}
        withDots={false}
        withLegend
        // The legend reads in the stack's order, bottom band first.
        legendProps={{ ...LEGEND, itemSorter: null }}
        xAxisLabel={labels.xAxis}
        yAxisLabel={labels.yAxis}
        xAxisProps={{ minTickGap: 16 }}
        yAxisProps={WHOLE_NUMBERS}
      />
    </div>
  );
}
