import { LineChart, Stack, Text, useTranslation } from '@suite/sdk/web';
import type { PulseResults } from '../../shared/team-endpoints.js';
import { formatDay } from './format.js';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.6', 'indigo.6'];

/**
 * One row per round (oldest first) with each team's average under `team<i>`; a round hidden for a
 * team (fewer answers than the threshold) is null there, a gap in its line, never a number.
 */
export function teamTrendRows(teams: PulseResults['teams']): Record<string, string | number | null>[] {
  const rounds = [...new Set(teams.flatMap((team) => team.trend.map((point) => point.round)))].sort();
  return rounds.map((round) => {
    const row: Record<string, string | number | null> = { round };
    teams.forEach((team, index) => {
      const point = team.trend.find((p) => p.round === round);
      row[`team${index}`] = point && !point.hidden ? point.average : null;
    });
    return row;
  });
}

/** The pulse trend of each team, one line per team, on the 1-5 scale. */
export function TeamPulseTrend({ teams }: { teams: PulseResults['teams'] }) {
  const { t } = useTranslation('cadence');
  if (teams.length === 0) return null;
  const rows = teamTrendRows(teams).map((row) => ({ ...row, round: formatDay(String(row.round)) }));
  return (
    <Stack gap={4} data-testid="team-pulse-trend">
      <Text size="sm" fw={600}>
        {t('pulse.trendByTeam')}
      </Text>
      <LineChart
        h={200}
        data={rows}
        dataKey="round"
        series={teams.map((team, index) => ({ name: `team${index}`, label: team.name, color: COLORS[index % COLORS.length]! }))}
        yAxisProps={{ domain: [1, 5] }}
        withLegend
        connectNulls={false}
      />
      <Text size="xs" c="dimmed">
        {t('pulse.trendByTeamHint')}
      </Text>
    </Stack>
  );
}
