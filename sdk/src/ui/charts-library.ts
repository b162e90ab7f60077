/** The chart library itself, in its own chunk: only pages that draw a chart load it (see charts.tsx). */
import '@mantine/charts/styles.css';

export { AreaChart, BarChart, LineChart } from '@mantine/charts';
