import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_FONT, CHART_HEIGHT, useChartColors } from './chart-theme.js';

export interface BurndownChartProps {
  days: { day: string; ideal: number; remaining: number | null; scope?: number | null }[];
  labels: { ideal: string; remaining: string; scope?: string; xAxis: string; yAxis: string; title: string };
}

/**
 * Points remaining each day against the ideal line from the committed points down to zero, and
 * the sprint's scope each day (a step when items join or leave mid-sprint).
 */
export default function BurndownChart({ days, labels }: BurndownChartProps) {
  const colors = useChartColors();
  return (
    <div role="img" aria-label={labels.title} data-testid="burndown-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 24, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={colors.grid} vertical={false} />
          <XAxis dataKey="day" tick={{ ...AXIS_FONT, fill: colors.axis }} label={{ value: labels.xAxis, position: 'insideBottom', offset: -16, fill: colors.axis, ...AXIS_FONT }} />
          <YAxis allowDecimals={false} tick={{ ...AXIS_FONT, fill: colors.axis }} label={{ value: labels.yAxis, angle: -90, position: 'insideLeft', fill: colors.axis, ...AXIS_FONT, style: { textAnchor: 'middle' } }} />
          <Tooltip />
          <Legend verticalAlign="top" height={28} />
          <Line type="linear" dataKey="ideal" name={labels.ideal} stroke={colors.ideal} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
          {labels.scope ? <Line type="stepAfter" dataKey="scope" name={labels.scope} stroke={colors.warning} strokeDasharray="2 3" dot={false} connectNulls={false} isAnimationActive={false} /> : null}
          <Line type="linear" dataKey="remaining" name={labels.remaining} stroke={colors.remaining} strokeWidth={2} connectNulls={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
