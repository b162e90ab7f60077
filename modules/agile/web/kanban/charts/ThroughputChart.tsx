import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_FONT, CHART_HEIGHT, useChartColors } from './chart-theme.js';

export interface ThroughputChartProps {
  weeks: { week: string; count: number }[];
  labels: { count: string; xAxis: string; yAxis: string; title: string };
}

/** Items completed per week. */
export default function ThroughputChart({ weeks, labels }: ThroughputChartProps) {
  const colors = useChartColors();
  return (
    <div role="img" aria-label={labels.title} data-testid="throughput-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={weeks} margin={{ top: 8, right: 8, bottom: 24, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={colors.grid} vertical={false} />
          <XAxis dataKey="week" tick={{ ...AXIS_FONT, fill: colors.axis }} minTickGap={8} label={{ value: labels.xAxis, position: 'insideBottom', offset: -16, fill: colors.axis, ...AXIS_FONT }} />
          <YAxis allowDecimals={false} tick={{ ...AXIS_FONT, fill: colors.axis }} label={{ value: labels.yAxis, angle: -90, position: 'insideLeft', fill: colors.axis, ...AXIS_FONT, style: { textAnchor: 'middle' } }} />
          <Tooltip />
          <Bar dataKey="count" name={labels.count} fill={colors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
