import { useMantineColorScheme, useMantineTheme } from '@suite/sdk/web';

/** Chart colours from the shell's theme (one primary colour, semantic colours for meaning). */
export function useChartColors() {
  const theme = useMantineTheme();
  const dark = useMantineColorScheme().colorScheme === 'dark';
  return {
    primary: theme.colors.blue[6]!,
    committed: theme.colors.gray[5]!,
    completed: theme.colors.green[6]!,
    ideal: theme.colors.gray[5]!,
    remaining: theme.colors.blue[6]!,
    backlog: theme.colors.gray[4]!,
    todo: theme.colors.blue[4]!,
    active: theme.colors.orange[5]!,
    complete: theme.colors.green[6]!,
    axis: dark ? theme.colors.dark[1]! : theme.colors.gray[6]!,
    grid: dark ? theme.colors.dark[4]! : theme.colors.gray[3]!,
    warning: theme.colors.orange[6]!,
  };
}

export const CHART_HEIGHT = 280;
export const AXIS_FONT = { fontSize: 12 };
