import { Group, Paper, SimpleGrid, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import type { HealthFigure } from '../../shared/team-endpoints.js';
import { useTeamHealth } from '../api.js';
import { formatDay, formatNumber } from '../components/format.js';
import { CadencePageFrame } from '../components/CadencePageFrame.js';

const tone = (figure: HealthFigure) => {
  if (figure.value === null) return 'dimmed';
  const share = figure.key === 'pulse' ? (figure.value - 1) / 4 : figure.value / 100;
  return share >= 0.7 ? 'green' : share >= 0.5 ? 'orange' : 'red';
};

/** One team-health figure with its source (or why it is missing). */
export function HealthFigureView({ figure }: { figure: HealthFigure }) {
  const { t } = useTranslation('cadence');
  const basis = { ...figure.basis, ...(typeof figure.basis.round === 'string' ? { round: formatDay(figure.basis.round) } : {}) };
  const value = figure.value === null ? t(`health.missing.${figure.missing ?? 'none'}`) : figure.key === 'pulse' ? `${formatNumber(figure.value)} / 5` : `${formatNumber(figure.value)} %`;
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t(`health.figure.${figure.key}`)}</Text>
        <Text size="sm" fw={700} c={tone(figure)}>
          {value}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {figure.value === null && figure.missing === 'hidden' ? t('health.source.hidden', basis) : figure.value === null ? t(`health.source.none.${figure.key}`) : t(`health.source.${figure.key === 'retroSentiment' && figure.basis.retros === 1 ? 'retroSentimentOne' : figure.key}`, basis)}
      </Text>
    </Stack>
  );
}

/** /team-health: per team, pulse, 1:1 regularity, goal progress and sprint completion, each figure with its source. */
export default function TeamHealthPage() {
  const { t } = useTranslation('cadence');
  const health = useTeamHealth();
  return (
    <CadencePageFrame
      title={t('pages.teamHealth')}
      description={t('health.description')}
      query={health}
      loading={{ variant: 'cards', rows: 2 }}
      loadError={t('health.loadError')}
      empty={{ when: (data) => data.length === 0, title: t('health.emptyTitle'), description: t('health.empty') }}
    >
      {(data) => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {data.map((team) => (
            <Paper key={team.teamId} withBorder p="md" radius="md" data-testid="team-health">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {team.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('roster.people', { count: team.people })}
                </Text>
              </Group>
              <Stack gap="sm">
                {team.figures.map((figure) => (
                  <HealthFigureView key={figure.key} figure={figure} />
                ))}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </CadencePageFrame>
  );
}
