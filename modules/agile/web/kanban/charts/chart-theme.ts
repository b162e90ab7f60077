/** Chart colours as theme colours (one primary colour, semantic colours for meaning); the chart library resolves them for the colour scheme. */
export const CHART_COLORS = {
  primary: 'blue.6',
  committed: 'gray.5',
  completed: 'green.6',
  ideal: 'gray.5',
  remaining: 'blue.6',
  backlog: 'gray.4',
  todo: 'blue.4',
  active: 'orange.5',
  complete: 'green.6',
  warning: 'orange.6',
} as const;

export const CHART_HEIGHT = 280;

/** What every kanban chart shares: dashed horizontal grid lines, whole numbers of points or items. */
export const CHART_BASE = {
  h: CHART_HEIGHT,
  strokeDasharray: '3 3',
  gridAxis: 'x',
  tickLine: 'none',
} as const;

export const LEGEND = { verticalAlign: 'top', height: 28 } as const;
export const WHOLE_NUMBERS = { allowDecimals: false } as const;
