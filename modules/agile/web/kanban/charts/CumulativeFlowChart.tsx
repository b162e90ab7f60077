import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_FONT, CHART_HEIGHT, useChartColors } from './chart-theme.js';

export interface CumulativeFlowChartProps {
  days: { day: string; backlog: number; todo: number; active: number; complete: number }[];
  labels: { backlog: string; todo: string; active: string; complete: string; xAxis: string; yAxis: string; title: string };
}

/** Items per status at the end of each day, stacked: done at the bottom, backlog on top. */
export default function CumulativeFlowChart({ days, labels }: CumulativeFlowChartProps) {
  const colors = useChartColors();
  const bands = [
    { key: 'complete', name: labels.complete, color: colors.complete },
    { key: 'active', name: labels.active, color: colors.active },
    { key: 'todo', name: labels.todo, color: colors.todo },
    { key: 'backlog', name: labels.backlog, color: colors.backlog },
  ] as const;
  return (
    <div role="img" aria-label={labels.title} data-testid="cumulative-flow-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 24, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={colors.grid} vertical={false} />
          <XAxis dataKey="day" tick={{ ...AXIS_FONT, fill: colors.axis }} minTickGap={16} label={{ value: labels.xAxis, position: 'insideBottom', offset: -16, fill: colors.axis, ...AXIS_FONT }} />
          <YAxis allowDecimals={false} tick={{ ...AXIS_FONT, fill: colors.axis }} label={{ value: labels.yAxis, angle: -90, position: 'insideLeft', fill: colors.axis, ...AXIS_FONT, style: { textAnchor: 'middle' } }} />
          <Tooltip />
          <Legend verticalAlign="top" height={28} />
          {bands.map((band) => (
            <Area key={band.key} type="monotone" dataKey={band.key} name={band.name} stackId="flow" stroke={band.color} fill={band.color} fillOpacity={0.55} isAnimationActive={false} />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
