import { useState, type ReactNode } from 'react';
import { Select, Stack, useTranslation } from '@suite/sdk/web';
import type { OneOnOneSummary } from '../../shared/one-on-one-endpoints.js';
import { useOneOnOnes } from '../api.js';
import { CadencePageFrame } from './CadencePageFrame.js';

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

export interface PickedOneOnOnePageProps {
  title: ReactNode;
  description: ReactNode;
  /** When there is nothing to show (no 1:1 picked or none at all). */
  isEmpty: (list: OneOnOneSummary[], id: string | null) => boolean;
  /** What the page shows for the picked 1:1. */
  children: (id: string) => ReactNode;
}

/** A page about one of the caller's 1:1s (the first until another is picked): the picker, then what the page shows for it. */
export function PickedOneOnOnePage({ title, description, isEmpty, children }: PickedOneOnOnePageProps) {
  const { t } = useTranslation('cadence');
  const list = useOneOnOnes();
  const [picked, setPicked] = useState<string | null>(null);
  const id = picked ?? list.data?.[0]?.id ?? null;
  return (
    <CadencePageFrame
      title={title}
      description={description}
      query={list}
      loading={{ variant: 'cards', rows: 2 }}
      loadError={t('oneOnOnes.loadError')}
      empty={{ when: (data) => isEmpty(data, id), title: t('oneOnOnes.emptyTitle'), description: t('insights.needOneOnOne') }}
    >
      {(data) => (
        <Stack>
          <OneOnOnePicker list={data} value={id} onChange={setPicked} />
          {children(id!)}
        </Stack>
      )}
    </CadencePageFrame>
  );
}
