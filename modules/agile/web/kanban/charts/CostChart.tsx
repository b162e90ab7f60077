import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMoneyAxis } from '../format.js';
import { AXIS_FONT, CHART_HEIGHT, useChartColors } from './chart-theme.js';

export interface CostChartProps {
  sprints: { name: string; committedCents: number; completedCents: number }[];
  labels: { committed: string; completed: string; xAxis: string; yAxis: string; title: string };
}

/** What each sprint's points cost: committed against delivered, in dollars. */
export default function CostChart({ sprints, labels }: CostChartProps) {
  const colors = useChartColors();
  return (
    <div role="img" aria-label={labels.title} data-testid="cost-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={sprints} margin={{ top: 8, right: 8, bottom: 24, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={colors.grid} vertical={false} />
          <XAxis dataKey="name" tick={{ ...AXIS_FONT, fill: colors.axis }} label={{ value: labels.xAxis, position: 'insideBottom', offset: -16, fill: colors.axis, ...AXIS_FONT }} />
          <YAxis tickFormatter={(value: number) => formatMoneyAxis(value)} tick={{ ...AXIS_FONT, fill: colors.axis }} width={64} label={{ value: labels.yAxis, angle: -90, position: 'insideLeft', offset: -4, fill: colors.axis, ...AXIS_FONT, style: { textAnchor: 'middle' } }} />
          <Tooltip formatter={(value) => formatMoney(Number(value))} />
          <Legend verticalAlign="top" height={28} />
          <Bar dataKey="committedCents" name={labels.committed} fill={colors.committed} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="completedCents" name={labels.completed} fill={colors.completed} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
