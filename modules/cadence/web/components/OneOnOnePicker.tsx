import { Select, useTranslation } from '@suite/sdk/web';
import type { OneOnOneSummary } from '../../shared/one-on-one-endpoints.js';

/** Choose one of the caller's 1:1s by the other person's name. */
export function OneOnOnePicker({ list, value, onChange }: { list: OneOnOneSummary[]; value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation('cadence');
  return (
    <Select
      aria-label={t('insights.pick')}
      data={list.map((one) => ({ value: one.id, label: t('oneOnOnes.with', { name: one.myRole === 'manager' ? one.reportName : one.managerName }) }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      maw={360}
    />
  );
}
