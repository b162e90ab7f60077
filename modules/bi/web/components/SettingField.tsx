import { useState } from 'react';
import { Button, Group, NumberInput, Text, notifications, useAppAbility, useTranslation } from '@suite/sdk/web';
import { BiSettingsEndpoints } from '../../shared/endpoints.js';
import { useBiMutation, useBiQuery } from '../api.js';

type NumericSetting = 'onCostFactor' | 'grossMarginPct';

/** One number of the bi settings, changed by admins (the account-settings right); read-only for others. */
export function SettingField({ field, label, hint, readOnlyText, min, max, step, decimalScale, suffix }: { field: NumericSetting; label: string; hint: string; readOnlyText: string; min: number; max: number; step: number; decimalScale: number; suffix?: string }) {
  const { t } = useTranslation('bi');
  const ability = useAppAbility();
  const settings = useBiQuery(BiSettingsEndpoints.get);
  const save = useBiMutation(BiSettingsEndpoints.put);
  const [value, setValue] = useState<number | string | null>(null);
  const current = settings.data?.[field];
  if (!ability.can('update', 'AccountSettings')) return <Text size="sm" c="dimmed">{readOnlyText}</Text>;
  const shown = value ?? current ?? '';
  return (
    <Group align="flex-end" gap="xs">
      <NumberInput label={label} description={hint} value={shown} onChange={setValue} min={min} max={max} step={step} decimalScale={decimalScale} suffix={suffix} w={260} disabled={!settings.data} />
      <Button
        variant="default"
        loading={save.isPending}
        disabled={!settings.data || shown === '' || Number(shown) === current}
        onClick={() => settings.data && save.mutate({ body: { ...settings.data, [field]: Number(shown) } }, { onSuccess: () => notifications.show({ color: 'green', message: t('entries.saved') }) })}
      >
        {t('entries.save')}
      </Button>
    </Group>
  );
}
