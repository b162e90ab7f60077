/** The kanban charts, drawn with the sdk's chart library (which loads in its own chunk on first use). */
export { BurndownChart, type BurndownChartProps } from './BurndownChart.js';
export { CostChart, type CostChartProps } from './CostChart.js';
export { CumulativeFlowChart, type CumulativeFlowChartProps } from './CumulativeFlowChart.js';
export { ThroughputChart, type ThroughputChartProps } from './ThroughputChart.js';
export { VelocityChart, type VelocityChartProps } from './VelocityChart.js';
