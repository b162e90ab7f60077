import { Suspense, lazy, type ComponentProps, type ComponentType } from 'react';
import { Skeleton } from '@suite/sdk/web';
import { CHART_HEIGHT } from './chart-theme.js';

/** Charts load in their own chunk (recharts stays out of the pages' first load), with a chart-shaped skeleton meanwhile. */
function lazyChart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Chart = lazy(load);
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
        <Chart {...(props as ComponentProps<typeof Chart>)} />
      </Suspense>
    );
  };
}

export const VelocityChart = lazyChart(() => import('./VelocityChart.js'));
export const BurndownChart = lazyChart(() => import('./BurndownChart.js'));
export const CumulativeFlowChart = lazyChart(() => import('./CumulativeFlowChart.js'));
export const ThroughputChart = lazyChart(() => import('./ThroughputChart.js'));
export const CostChart = lazyChart(() => import('./CostChart.js'));
