import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { semanticColors, type SemanticTone } from './theme.js';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  /** A change, e.g. '+12%'; coloured by its tone, never by colour alone. */
  change?: { text: string; tone: SemanticTone };
  tone?: SemanticTone;
  icon?: ReactNode;
}

export function StatCard({ label, value, hint, change, tone, icon }: StatCardProps) {
  return (
    <Paper p="md" radius="md" style={tone ? { borderLeft: `4px solid var(--mantine-color-${semanticColors[tone]}-6)` } : undefined}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
            {label}
          </Text>
          {icon}
        </Group>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fz={24} fw={700} lh={1.2}>
            {value}
          </Text>
          {change ? (
            <Badge variant="light" color={semanticColors[change.tone]} size="sm" tt="none">
              {change.text}
            </Badge>
          ) : null}
        </Group>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
