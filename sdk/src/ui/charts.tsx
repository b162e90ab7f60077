import { Suspense, lazy, type ComponentType } from 'react';
import { Skeleton } from '@mantine/core';
import type { AreaChartProps, BarChartProps, LineChartProps } from '@mantine/charts';

/**
 * The product's one chart library (@mantine/charts, recharts underneath), for the shell and every
 * module. Each chart loads the library on first render, in its own chunk, so neither the kit
 * chunk nor a page that draws no chart carries it; a chart-shaped skeleton stands in meanwhile.
 */
export type { AreaChartProps, AreaChartSeries, BarChartProps, BarChartSeries, ChartReferenceLineProps, LineChartProps, LineChartSeries } from '@mantine/charts';

const library = () => import('./charts-library.js');

function lazyChart<P extends { h?: unknown }>(pick: (module: Awaited<ReturnType<typeof library>>) => ComponentType<P>) {
  const Chart = lazy(() => library().then((module) => ({ default: pick(module) })));
  return function LazyChart(props: P) {
    const height = typeof props.h === 'number' || typeof props.h === 'string' ? props.h : 300;
    return (
      <Suspense fallback={<Skeleton height={height} radius="md" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const BarChart = lazyChart<BarChartProps>((module) => module.BarChart);
export const LineChart = lazyChart<LineChartProps>((module) => module.LineChart);
export const AreaChart = lazyChart<AreaChartProps>((module) => module.AreaChart);
