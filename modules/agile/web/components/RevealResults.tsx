import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title, useTranslation, formatNumber } from '@suite/sdk/web';
import { IconCircleCheck, IconArrowsDiff } from '@tabler/icons-react';
import type { RevealSummary, VotingValue } from '../../shared/poker.js';
import { distributionBars } from '../poker/reveal.js';

/** A small horizontal bar chart of the votes per card, with counts written out. */
export function DistributionChart({ distribution, values }: { distribution: Record<string, number>; values: readonly VotingValue[] }) {
  const { t } = useTranslation('agile');
  const bars = distributionBars(distribution, values);
  if (bars.length === 0) return <Text size="sm" c="dimmed">{t('reveal.noVotes')}</Text>;
  return (
    <Stack gap={6} role="list" aria-label={t('reveal.distribution')} data-testid="distribution-chart">
      {bars.map((bar) => (
        <Group key={bar.value} gap="xs" wrap="nowrap" role="listitem" aria-label={t('reveal.bar', { value: bar.label, count: bar.count })}>
          <Text size="sm" fw={600} w={40} ta="right" style={{ flex: '0 0 auto' }}>
            {bar.label}
          </Text>
          <Box style={{ flex: 1, background: 'var(--mantine-color-default-hover)', borderRadius: 4, height: 20 }}>
            <Box style={{ width: `${bar.percent}%`, height: '100%', borderRadius: 4, background: 'var(--mantine-primary-color-filled)', minWidth: 4 }} />
          </Box>
          <Text size="sm" w={28} c="dimmed" style={{ flex: '0 0 auto' }}>
            {bar.count}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** What the votes said once revealed: distribution, average, consensus and the suggestion. */
export function RevealResults({ reveal, values }: { reveal: RevealSummary; values: readonly VotingValue[] }) {
  const { t, i18n } = useTranslation('agile');
  return (
    <Paper p="md" radius="md" withBorder data-testid="reveal-results">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h5">
          {t('reveal.title', { round: reveal.round })}
        </Title>
        {reveal.consensus ? (
          <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            {t('reveal.consensus')}
          </Badge>
        ) : (
          <Badge color="orange" variant="light" leftSection={<IconArrowsDiff size={14} aria-hidden />}>
            {t('reveal.noConsensus')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DistributionChart distribution={reveal.distribution} values={values} />
        <SimpleGrid cols={2} spacing="xs">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('reveal.average')}
            </Text>
            <Text fz={26} fw={700} data-testid="reveal-average">
              {formatNumber(reveal.average, i18n.language, 2)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('reveal.suggested')}
            </Text>
            <Text fz={26} fw={700}>
              {formatNumber(reveal.suggestedEstimate, i18n.language, 2)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('reveal.votes')}
            </Text>
            <Text fz={26} fw={700}>
              {reveal.votes.length}
            </Text>
          </div>
        </SimpleGrid>
      </SimpleGrid>
    </Paper>
  );
}
