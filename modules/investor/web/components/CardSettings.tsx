import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Modal, Select, Stack, useTranslation } from '@suite/sdk/web';
import { IconAdjustments } from '@tabler/icons-react';
import { TIMEFRAMES, type Timeframe } from '../../shared/index.js';
import { CARD_METRICS, type CardMetric } from '../dashboard-config.js';

const METRIC_LABEL: Record<CardMetric, string> = {
  runway: 'metrics.runway',
  cashOnHand: 'metrics.cashOnHand',
  monthlyNetBurn: 'metrics.monthlyNetBurn',
  mrr: 'metrics.mrr',
  churnRate: 'metrics.churnRate',
  valuation: 'metrics.valuation',
  ownership: 'metrics.ownership',
};

/** A company card's stored settings (time frame and figures shown), edited in a dialog and saved to the investor's dashboard config. */
export function CardSettings({
  companyName,
  timeframe,
  metrics,
  saving = false,
  onSave,
}: {
  companyName: string;
  timeframe: Timeframe;
  metrics: readonly string[];
  saving?: boolean;
  onSave: (values: { timeframe: Timeframe; metrics: CardMetric[] }) => void;
}) {
  const { t } = useTranslation('investor');
  const [opened, setOpened] = useState(false);
  const [chosenTimeframe, setTimeframe] = useState<Timeframe>(timeframe);
  const [chosen, setChosen] = useState<string[]>(CARD_METRICS.filter((m) => metrics.includes(m)));
  const open = () => {
    setTimeframe(timeframe);
    setChosen(CARD_METRICS.filter((m) => metrics.includes(m)));
    setOpened(true);
  };
  return (
    <>
      <ActionIcon variant="subtle" color="gray" aria-label={`${t('dashboard.customize')}: ${companyName}`} onClick={open}>
        <IconAdjustments size={16} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`${t('dashboard.customizeTitle')} · ${companyName}`} size="sm">
        <Stack gap="sm">
          <Select
            label={t('dashboard.cardTimeframe')}
            allowDeselect={false}
            value={chosenTimeframe}
            onChange={(value) => value && setTimeframe(value as Timeframe)}
            data={TIMEFRAMES.map((value) => ({ value, label: t(`dashboard.timeframes.${value}`) }))}
          />
          <Checkbox.Group label={t('dashboard.cardMetrics')} value={chosen} onChange={setChosen}>
            <Stack gap={4} mt={4}>
              {CARD_METRICS.map((metric) => (
                <Checkbox key={metric} value={metric} label={t(METRIC_LABEL[metric])} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('dashboard.cancelCard')}
            </Button>
            <Button
              loading={saving}
              onClick={() => {
                onSave({ timeframe: chosenTimeframe, metrics: CARD_METRICS.filter((m) => chosen.includes(m)) });
                setOpened(false);
              }}
            >
              {t('dashboard.saveCard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
