import { Group, Progress, Stack, Text } from '@suite/sdk/web';
import { money } from '../format.js';
import { useProductT } from '../api.js';

/** How much of an item's budget its children hold, and what remains. */
export function BudgetBar({ allocated, remaining, compact = false }: { allocated: number; remaining: number; compact?: boolean }) {
  const { t, i18n } = useProductT();
  const used = allocated > 0 ? ((allocated - remaining) / allocated) * 100 : 0;
  const label = t('budget.remainingOf', { remaining: money(remaining, i18n.language), allocated: money(allocated, i18n.language) });
  return (
    <Stack gap={2} miw={compact ? 120 : 180}>
      <Progress value={used} size="sm" color={remaining === 0 ? 'orange' : 'blue'} aria-label={label} />
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="budget-remaining">
          {label}
        </Text>
      </Group>
    </Stack>
  );
}
