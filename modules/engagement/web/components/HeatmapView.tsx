import { useState } from 'react';
import { Box, EmptyState, ErrorState, Grid, LoadingState, Paper, Select, Stack, Table, Text, useTranslation } from '@suite/sdk/web';
import type { Heatmap } from '../../shared/views.js';
import { useHeatmap } from '../api.js';

/** Click density over a page outline (x in per mille of the width, y in pixels), and the most clicked elements. */
export function HeatmapView() {
  const [path, setPath] = useState<string | undefined>();
  const heatmap = useHeatmap(path);
  if (heatmap.isLoading) return <LoadingState variant="detail" />;
  if (heatmap.isError) return <ErrorState error={heatmap.error} onRetry={() => void heatmap.refetch()} />;
  return <HeatmapChart data={heatmap.data!} onPath={setPath} />;
}

/** The heatmap of one path, drawn from the API's answer (also the Storybook story). */
export function HeatmapChart({ data, onPath }: { data: Heatmap; onPath(path: string | undefined): void }) {
  const { t } = useTranslation('engagement');
  if (data.paths.length === 0) return <EmptyState title={t('analytics.heatmapEmpty')} />;
  const maxY = Math.max(800, ...data.points.map((p) => p.y + 40));
  const maxCount = Math.max(1, ...data.points.map((p) => p.count));
  const height = 520;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xs">
          <Select
            label={t('analytics.heatmapPath')}
            data={data.paths.map((p) => ({ value: p.path, label: `${p.path} (${t('analytics.clicks', { count: p.clicks })})` }))}
            value={data.path}
            allowDeselect={false}
            onChange={(v) => onPath(v ?? undefined)}
            maw={420}
          />
          <Paper withBorder radius="md" style={{ position: 'relative', height, overflow: 'hidden', background: 'repeating-linear-gradient(0deg, var(--mantine-color-default-border) 0 1px, transparent 1px 40px)' }} role="img" aria-label={`${data.path}: ${t('analytics.clicks', { count: data.clicks })}`} data-testid="heatmap">
            <Box style={{ position: 'absolute', inset: '0 0 auto 0', height: 48, borderBottom: '1px dashed var(--mantine-color-default-border)' }} />
            {data.points.map((p) => {
              const intensity = p.count / maxCount;
              const size = 18 + intensity * 30;
              return (
                <Box
                  key={`${p.x}-${p.y}`}
                  style={{
                    position: 'absolute',
                    left: `calc(${p.x / 10}% - ${size / 2}px)`,
                    top: (p.y / maxY) * height - size / 2,
                    width: size,
                    height: size,
                    borderRadius: '50%',
                    background: `radial-gradient(circle, rgba(250, 82, 82, ${0.35 + intensity * 0.6}) 0%, rgba(253, 126, 20, ${0.25 * intensity}) 55%, transparent 72%)`,
                  }}
                />
              );
            })}
          </Paper>
          <Text size="xs" c="dimmed">
            {t('analytics.heatmapOutline')}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Text fw={600} mb="xs">
          {t('analytics.elementRanking')}
        </Text>
        <Table striped>
          <Table.Tbody>
            {data.elements.map((e, i) => (
              <Table.Tr key={e.selector}>
                <Table.Td w={24}>{i + 1}</Table.Td>
                <Table.Td style={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{e.selector}</Table.Td>
                <Table.Td ta="right">{e.clicks}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Grid.Col>
    </Grid>
  );
}
