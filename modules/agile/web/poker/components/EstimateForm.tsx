import { useEffect, useState } from 'react';
import { Button, Chip, Group, NumberField, Stack, Text, useTranslation } from '@suite/sdk/web';
import type { VotingValue } from '../../../shared/poker.js';

export interface EstimateFormProps {
  /** The suggestion of the reveal, prefilled. */
  suggested: number | null;
  /** The story's estimate when it already has one. */
  current: number | null;
  values: readonly VotingValue[];
  busy?: boolean;
  onSave: (estimate: number) => void;
}

/** The final estimate of the story: prefilled with the suggestion, one tap on a card value, Enter saves. */
export function EstimateForm({ suggested, current, values, busy, onSave }: EstimateFormProps) {
  const { t } = useTranslation('agile');
  const initial = current ?? suggested;
  const [estimate, setEstimate] = useState<number | string>(initial ?? '');
  useEffect(() => setEstimate(initial ?? ''), [initial]);
  const numeric = typeof estimate === 'number' ? estimate : estimate.trim() === '' ? NaN : Number(estimate);
  const invalid = Number.isNaN(numeric) || numeric < 0;
  const points = [...new Set(values.map((card) => card.points).filter((value): value is number => typeof value === 'number'))];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onSave(numeric);
      }}
      data-testid="estimate-form"
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberField
            label={t('estimate.label')}
            description={suggested !== null ? t('estimate.suggestedHint', { value: suggested }) : undefined}
            value={estimate}
            onChange={setEstimate}
            min={0}
            decimalScale={2}
            allowNegative={false}
            w={180}
            error={estimate !== '' && invalid ? t('estimate.invalid') : undefined}
          />
          <Button type="submit" loading={busy} disabled={invalid}>
            {current !== null ? t('estimate.update') : t('estimate.save')}
          </Button>
        </Group>
        {points.length ? (
          <div>
            <Text size="xs" c="dimmed" mb={4}>
              {t('estimate.quickPick')}
            </Text>
            <Chip.Group value={Number.isNaN(numeric) ? '' : String(numeric)} onChange={(value) => setEstimate(Number(value))}>
              <Group gap={4}>
                {points.map((value) => (
                  <Chip key={value} value={String(value)} size="xs" variant="outline">
                    {value}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
        ) : null}
      </Stack>
    </form>
  );
}
