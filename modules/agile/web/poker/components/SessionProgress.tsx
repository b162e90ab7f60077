import { Group, Progress, Text, useTranslation } from '@suite/sdk/web';
import { estimatedPercent } from '../../components/format.js';

/** 'n of m estimated' with a bar. */
export function SessionProgress({ estimated, total }: { estimated: number; total: number }) {
  const { t } = useTranslation('agile');
  const label = t('list.progress', { estimated, total });
  return (
    <Group gap={8} wrap="nowrap" miw={140}>
      <Progress value={estimatedPercent(estimated, total)} w={70} size="sm" color={total > 0 && estimated === total ? 'green' : undefined} aria-label={label} />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}
