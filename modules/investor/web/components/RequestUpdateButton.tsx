import { useState } from 'react';
import { Alert, Button, Checkbox, Paper, Select, Stack, Textarea, notifications, translateError, useTranslation } from '@suite/sdk/web';
import { REQUESTABLE_METRICS, UPDATE_REQUEST_TYPES, type UpdateRequestType } from '../../shared/index.js';
import { useRequestUpdate } from '../api.js';

/** Each requestable figure's label (runwayDays reads as the runway). */
const METRIC_LABEL: Record<(typeof REQUESTABLE_METRICS)[number], string> = {
  cashOnHand: 'metrics.cashOnHand',
  monthlyNetBurn: 'metrics.monthlyNetBurn',
  runwayDays: 'metrics.runway',
  mrr: 'metrics.mrr',
  revenueGrowthPct: 'metrics.revenueGrowthPct',
  churnRate: 'metrics.churnRate',
};

/** "Ask for an update": what kind, which figures (all by default) and a note; the company answers with its live figures. */
export function RequestUpdateButton({ investorId, companyId }: { investorId: string; companyId: string }) {
  const { t } = useTranslation('investor');
  const request = useRequestUpdate();
  const [opened, setOpened] = useState(false);
  const [type, setType] = useState<UpdateRequestType>('metrics');
  const [figures, setFigures] = useState<string[]>([...REQUESTABLE_METRICS]);
  const [message, setMessage] = useState('');
  return (
    <Stack gap="xs" align="flex-end">
      <Button size="xs" variant="light" onClick={() => setOpened((o) => !o)} aria-expanded={opened}>
        {t('company.requestUpdate')}
      </Button>
      {opened ? (
        <Paper withBorder p="sm" radius="md" w={300} maw="100%">
        <Stack
          component="form"
          gap="sm"
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate(
              { body: { investorId, companyId, type, requestedData: figures, message: message.trim() || null } },
              {
                onSuccess: () => {
                  setOpened(false);
                  setMessage('');
                  notifications.show({ message: t('company.requestSent'), color: 'green' });
                },
              },
            );
          }}
        >
          <Select
            label={t('company.requestType')}
            allowDeselect={false}
            value={type}
            onChange={(value) => value && setType(value as UpdateRequestType)}
            data={UPDATE_REQUEST_TYPES.map((value) => ({ value, label: t(`company.requestTypes.${value}`) }))}
          />
          <Checkbox.Group label={t('company.requestFigures')} value={figures} onChange={setFigures}>
            <Stack gap={4} mt={4}>
              {REQUESTABLE_METRICS.map((metric) => (
                <Checkbox key={metric} value={metric} label={t(METRIC_LABEL[metric])} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Textarea label={t('company.requestMessage')} value={message} onChange={(event) => setMessage(event.currentTarget.value)} maxLength={2000} autosize minRows={2} />
          {request.isError ? <Alert color="red">{translateError(request.error.message)}</Alert> : null}
          <Button type="submit" size="xs" loading={request.isPending} disabled={figures.length === 0}>
            {t('company.requestSend')}
          </Button>
        </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
