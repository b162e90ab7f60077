import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_FONT, CHART_HEIGHT, useChartColors } from './chart-theme.js';

export interface VelocityChartProps {
  sprints: { name: string; committed: number; completed: number }[];
  labels: { committed: string; completed: string; xAxis: string; yAxis: string; title: string; average?: string };
  /** The average completed points, drawn as a line. */
  average?: number;
}

/** Committed against completed points, one pair of bars per sprint (oldest first). */
export default function VelocityChart({ sprints, labels, average }: VelocityChartProps) {
  const colors = useChartColors();
  return (
    <div role="img" aria-label={labels.title} data-testid="velocity-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={sprints} margin={{ top: 8, right: average ? 64 : 8, bottom: 24, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={colors.grid} vertical={false} />
          <XAxis dataKey="name" tick={{ ...AXIS_FONT, fill: colors.axis }} label={{ value: labels.xAxis, position: 'insideBottom', offset: -16, fill: colors.axis, ...AXIS_FONT }} />
          <YAxis allowDecimals={false} tick={{ ...AXIS_FONT, fill: colors.axis }} label={{ value: labels.yAxis, angle: -90, position: 'insideLeft', fill: colors.axis, ...AXIS_FONT, style: { textAnchor: 'middle' } }} />
          <Tooltip />
          <Legend verticalAlign="top" height={28} />
          <Bar dataKey="committed" name={labels.committed} fill={colors.committed} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="completed" name={labels.completed} fill={colors.completed} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          {average !== undefined && average > 0 ? (
            <ReferenceLine y={average} stroke={colors.warning} strokeDasharray="4 4" label={{ value: labels.average ?? '', position: 'right', fill: colors.warning, ...AXIS_FONT }} />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
