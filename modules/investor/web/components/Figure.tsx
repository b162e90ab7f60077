import type { ReactNode } from 'react';
import { Stack, Text, useTranslation } from '@suite/sdk/web';

/** One labelled figure; a value the company has not shared reads "not shared", never a guess. */
export function Figure({ label, value, color }: { label: ReactNode; value: ReactNode | null | undefined; color?: string }) {
  const { t } = useTranslation('investor');
  const missing = value === null || value === undefined;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {missing ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('common.notShared')}
        </Text>
      ) : (
        <Text size="sm" fw={600} c={color}>
          {value}
        </Text>
      )}
    </Stack>
  );
}
